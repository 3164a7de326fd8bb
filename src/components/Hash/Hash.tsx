import { forwardRef } from 'react'
import { ChainValueErrorState, CopyableValue, type CopyableValueProps } from '../shared/CopyableValue.tsx'
import { cx } from '../shared/cx.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link Hash}. */
export type HashProps = Omit<CopyableValueProps, 'kind' | 'entity'> & {
  /** What the hash identifies, for the copy button ("Copy transaction hash"). Default `hash`. */
  kind?: string | undefined
  /** The route it links through (see `GatekitUIProvider`'s `routes`): `tx` for a transaction hash. Default none. */
  entity?: 'tx' | undefined
}

/**
 * A transaction or block hash, shortened in the middle, with the full value in a
 * popover on hover, focus and tap, and a copy button. With `entity="tx"`, a link
 * through the `tx` route of `GatekitUIProvider` (or give `href`).
 *
 * @example
 * ```tsx
 * <Hash value={tx.txhash} kind="transaction hash" entity="tx" />
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
