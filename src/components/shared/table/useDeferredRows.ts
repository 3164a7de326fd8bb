import { startTransition, useDeferredValue, useEffect, useState } from 'react'
import { useHydrated } from '../useHydrated.ts'

// A table's first rows are its most expensive frame: the rows' components run for the first time
// (cold code), the page's first Intl formatters are built (tens of milliseconds) and the rows are
// laid out. These hooks spread that work over several tasks, so that no task blocks the main thread
// for long (issue 16: none over 50 ms), while the server's HTML and the hydrating render keep every
// row (what the server sent is what hydration finds).

/**
 * `show`, a render late when it turns true: the render that makes a table appear (mounting with
 * data, or data arriving) still shows its skeleton, and React renders the rows in a deferred,
 * interruptible render of their own, which it splits into short tasks. Turning false is at once.
 * On the server and while hydrating, `show` as it is.
 *
 * @example
 * ```tsx
 * const rowsShown = useDeferredShow(status === 'success' && rows.length > 0)
 * return rowsShown ? <Rows rows={rows} /> : <TableSkeleton columns={columns} />
 * ```
 */
export function useDeferredShow(show: boolean): boolean {
  const hydrated = useHydrated()
  // The initial value defers the first render too (React 19; React 18 ignores it and shows at once).
  const deferred = useDeferredValue(show, hydrated ? false : undefined)
  return show && deferred
}

/** Rows {@link useProgressiveRows} adds per step. */
export const progressiveRowStep = 25

/** How {@link useProgressiveRows} reveals its rows. */
export type ProgressiveRowsOptions = {
  /** Rows added per step. Default {@link progressiveRowStep}. */
  step?: number | undefined
  /** Rows rendered at once, before the first step. Default `step`. */
  first?: number | undefined
  /**
   * What the server and the hydrating render show: `'all'` (the default) every row, so the server's
   * HTML is whole; `'first'` only the `first` rows, for a list whose every item is hundreds of elements
   * (TxViewer's message cards), where the rest follow in steps once hydrated.
   */
  whileHydrating?: 'all' | 'first' | undefined
}

/**
 * The first `rows`, more of them each render: a long list appears `step` rows at a time, each step
 * a transition of its own (rendered, committed and laid out in its own tasks), instead of all rows
 * in one long task. Rows that go away (a filter) go at once; the same rows in a new order (a sort)
 * render at once. On the server and while hydrating, every row (or the `first`, see `whileHydrating`).
 * `revealing` is true until every row is rendered (for `aria-busy`). Render each row through a
 * memoized component: a step then renders only its new rows, not every row shown so far again.
 *
 * @example
 * ```tsx
 * const rendered = useProgressiveRows(bounded.shownRows)
 * <TableRoot busy={rendered.revealing}>…<tbody>{rendered.rows.map(renderRow)}</tbody>…</TableRoot>
 * ```
 */
export function useProgressiveRows<TRow>(
  rows: readonly TRow[],
  { step = progressiveRowStep, first = step, whileHydrating = 'all' }: ProgressiveRowsOptions = {},
): { rows: readonly TRow[]; revealing: boolean } {
  const hydrated = useHydrated()
  // Rows revealed so far; at least `first` are always rendered at once (never an empty list).
  const [revealed, setRevealed] = useState(() => (hydrated || whileHydrating === 'first' ? 0 : Number.POSITIVE_INFINITY))
  const target = rows.length
  const shown = Math.min(target, Math.max(revealed, first))
  useEffect(() => {
    if (shown >= target) return
    startTransition(() => setRevealed(shown + step))
  }, [shown, target, step])
  return shown >= target ? { rows, revealing: false } : { rows: rows.slice(0, shown), revealing: true }
}
