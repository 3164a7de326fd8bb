import { forwardRef } from 'react'
import { ChainValueErrorState, CopyableValue, type CopyableValueProps } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link Hash}. */
export type HashProps = Omit<CopyableValueProps, 'kind'> & {
  /** What the hash identifies, for the copy button ("Copy transaction hash"). Default `hash`. */
  kind?: string | undefined
}

/**
 * A transaction or block hash, shortened in the middle, with the full value on
 * hover and focus and a copy button.
 *
 * @example
 * ```tsx
 * <Hash value={tx.txhash} kind="transaction hash" href={`/tx/${tx.txhash}`} />
 * ```
 */
export const Hash = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLSpanElement, HashProps>(function Hash(
  { kind = 'hash', head = 8, tail = 8, className, ...props },
  ref,
) {
  return <CopyableValue ref={ref} kind={kind} head={head} tail={tail} className={cx('gk-hash', className)} {...props} />
}),
  (props) => <ChainValueErrorState className="gk-hash" value={props.value} />,
)
