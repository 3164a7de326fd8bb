import type { ReactNode } from 'react'

/** Props of {@link NarrowLabel}. */
export type NarrowLabelProps = {
  /** The label as read, and as shown in a table wide enough for it. */
  children: ReactNode
  /** What a narrow table shows instead ("Txs", "✓"): hidden from assistive technology, which reads `children`. */
  short: ReactNode
}

/**
 * A table's label with a shorter form for a narrow container (the table kit's `gk-table` container
 * under 26rem): the short form is shown and the full one stays for screen readers, so a phone sees
 * "Txs" or "✓" where "Transac…" or "Succ…" would be cut, and hears "Transactions" or "Success".
 *
 * @example
 * ```tsx
 * <NarrowLabel short="Txs">Transactions</NarrowLabel>
 * ```
 */
export function NarrowLabel({ children, short }: NarrowLabelProps) {
  return (
    <>
      <span className="gk-narrow-label__full">{children}</span>
      <span className="gk-narrow-label__short" aria-hidden="true">
        {short}
      </span>
    </>
  )
}
