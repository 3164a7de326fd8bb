import { forwardRef } from 'react'
import { ChainValueErrorState, CopyableValue, type CopyableValueProps } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link Address}. */
export type AddressProps = Omit<CopyableValueProps, 'kind'> & {
  /** What the address is, for the copy button ("Copy address"). Default `address`. */
  kind?: string | undefined
}

/**
 * A bech32 or 0x address, shortened in the middle (`kii1sgsyrq…gq5u7l`), with
 * the full value on hover and focus and a copy button.
 *
 * @example
 * ```tsx
 * <Address value="kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l" href={`/account/${address}`} />
 * ```
 */
export const Address = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLSpanElement, AddressProps>(function Address(
  { kind = 'address', head = 10, tail = 6, className, ...props },
  ref,
) {
  return <CopyableValue ref={ref} kind={kind} head={head} tail={tail} className={cx('gk-address', className)} {...props} />
}),
  (props) => <ChainValueErrorState className="gk-address" value={props.value} />,
)
