import { forwardRef } from 'react'
import { ChainValueErrorState, CopyableValue, type CopyableValueProps } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link Address}. */
export type AddressProps = Omit<CopyableValueProps, 'kind' | 'entity'> & {
  /** What the address is, for the copy button ("Copy address"). Default `address`. */
  kind?: string | undefined
  /**
   * The route it links through (see `GatekitUIProvider`'s `routes`), `none` for no link (on the
   * address's own page). Default `validator` for a `…valoper1…` or `…valcons1…` address, else `account`.
   */
  entity?: 'account' | 'validator' | 'none' | undefined
}

// A validator's operator and consensus addresses carry the chain's prefix plus `valoper` / `valcons`.
const validatorAddress = /^[a-z]+val(?:oper|cons)1/

/**
 * A bech32 or 0x address, shortened in the middle (`kii1sgsyrq…gq5u7l`), with
 * the full value in a popover on hover, focus and tap, and a copy button. A link
 * through the `account` (or `validator`) route of `GatekitUIProvider`, or `href`.
 *
 * @example
 * ```tsx
 * <Address value="kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l" href={`/account/${address}`} />
 * ```
 */
export const Address = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLSpanElement, AddressProps>(function Address(
  { kind = 'address', head = 10, tail = 6, entity, className, ...props },
  ref,
) {
  const linkAs = entity === 'none' ? undefined : (entity ?? (validatorAddress.test(props.value) ? 'validator' : 'account'))
  return <CopyableValue ref={ref} kind={kind} head={head} tail={tail} entity={linkAs} className={cx('gk-address', className)} {...props} />
}),
  (props) => <ChainValueErrorState className="gk-address" value={props.value} />,
)
