// A live table's indicator and its focus hold, shared by BlockExplorerTable and TxTable: whether new
// rows join the table, the toggle that pauses them, and the hold that keeps a focused row in place.
import { forwardRef, useCallback, useState, type FocusEvent, type FocusEventHandler, type HTMLAttributes } from 'react'
import { cx } from '../cx.ts'

/** `live`: new rows join; `paused`: the reader paused; `held`: a row has focus, new rows wait. */
export type TableLiveState = 'live' | 'paused' | 'held'

/** Words of {@link TableLiveStatus}: each live table has its own ("Pause new blocks", "Pause new transactions"). */
export type TableLiveStatusStrings = {
  /** The indicator while new rows join the table. */
  live: string
  /** The indicator while the reader paused it. */
  paused: string
  /** The indicator while a row has focus: new rows wait so the row does not move. */
  heldByFocus: string
  /** The pause toggle's name (`aria-pressed` says whether it is paused). */
  pauseLive: string
}

/** Props of {@link TableLiveStatus}. */
export type TableLiveStatusProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  state: TableLiveState
  /** Called with the new paused state when the toggle is pressed. */
  onPausedChange: (paused: boolean) => void
  strings: TableLiveStatusStrings
}

/**
 * A visible "Live" / "Paused" status, announced politely when it changes, and a toggle button
 * (`aria-pressed`) that pauses and resumes new rows. While a row has focus the table holds new rows
 * too ("Paused while a block has focus"), so the focused row never moves under the reader.
 *
 * @example
 * ```tsx
 * <TableLiveStatus state={liveState(paused, rowFocused)} onPausedChange={setPaused} strings={strings} />
 * ```
 */
export const TableLiveStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, TableLiveStatusProps>(function TableLiveStatus(
  { state, onPausedChange, strings, className, ...rest },
  ref,
) {
  const paused = state === 'paused'
  return (
    <div ref={ref} className={cx('gk-explorer-table__live', className)} data-state={state} {...rest}>
      <span className="gk-explorer-table__live-status" role="status" aria-live="polite">
        <span className="gk-explorer-table__live-dot" aria-hidden="true" />
        {state === 'live' ? strings.live : state === 'paused' ? strings.paused : strings.heldByFocus}
      </span>
      <button type="button" className="gk-button gk-explorer-table__live-toggle" aria-pressed={paused} onClick={() => onPausedChange(!paused)}>
        {strings.pauseLive}
      </button>
    </div>
  )
})

/**
 * The state a live table shows: the reader's pause wins, then a focused row's hold.
 *
 * @example
 * ```ts
 * liveState(false, true) // 'held'
 * ```
 */
export function liveState(paused: boolean, rowFocused: boolean): TableLiveState {
  return paused ? 'paused' : rowFocused ? 'held' : 'live'
}

const inRows = (target: EventTarget | null) => target instanceof Element && target.closest('tbody') !== null

/**
 * Whether focus is on a row (inside the table's `tbody`) of the element given the returned handlers:
 * while it is, a live table holds new rows, which inserted above the focused row would push it under
 * the sticky header. The handlers call the element's own `onFocus` / `onBlur` first.
 *
 * @example
 * ```tsx
 * const { rowFocused, onFocus, onBlur } = useRowFocusHold(props)
 * <ExplorerTable onFocus={onFocus} onBlur={onBlur} … />
 * ```
 */
export function useRowFocusHold<E extends HTMLElement>(own: { onFocus?: FocusEventHandler<E> | undefined; onBlur?: FocusEventHandler<E> | undefined } = {}) {
  const [rowFocused, setRowFocused] = useState(false)
  const { onFocus: ownFocus, onBlur: ownBlur } = own
  const onFocus = useCallback(
    (event: FocusEvent<E>) => {
      ownFocus?.(event)
      setRowFocused(inRows(event.target))
    },
    [ownFocus],
  )
  const onBlur = useCallback(
    (event: FocusEvent<E>) => {
      ownBlur?.(event)
      // Focus moving from row to row keeps the hold; leaving the rows (or the table) ends it.
      const next = event.relatedTarget
      if (!inRows(next) || !event.currentTarget.contains(next as Node)) setRowFocused(false)
    },
    [ownBlur],
  )
  return { rowFocused, onFocus, onBlur }
}
