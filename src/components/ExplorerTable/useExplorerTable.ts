import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { useVirtualRows, type VirtualRows } from './useVirtualRows.ts'
import { defaultOverscan } from './firstRows.ts'
import { rowFocusAttribute, useTableRowNavigation } from '../shared/table/useTableRowNavigation.ts'

/** Parameters of {@link useExplorerTable}. */
export type UseExplorerTableParameters = {
  /** Rows that exist and can be scrolled to (rendered or not). */
  rowCount: number
  /**
   * A stable key of the row at an index. With {@link indexOfKey} it keeps the
   * focused row and the scroll position on the same rows when rows are put in
   * above them (new blocks at the top).
   */
  getRowKey?: ((index: number) => string) | undefined
  /** The index of the row with a key, or undefined when it is gone. */
  indexOfKey?: ((key: string) => number | undefined) | undefined
  /** A row was opened: clicked, or Enter / Space on its focused row. */
  onOpenRow?: ((index: number) => void) | undefined
  /** The end of the list came into view (within `overscan` rows) and `hasMore` is set. */
  onEndReached?: (() => void) | undefined
  /** More rows can be loaded after the last one. */
  hasMore?: boolean | undefined
  /** Rows are being loaded; `onEndReached` waits. */
  loadingMore?: boolean | undefined
  /** The rendered range changed (to fetch only the rows in view). */
  onRangeChange?: ((range: { start: number; end: number }) => void) | undefined
  /** Row height in px; measured from the rendered rows unless `measureRows` is false. Default 40. */
  rowHeight?: number | undefined
  measureRows?: boolean | undefined
  /** Rows rendered beyond each edge of the viewport. Default 6. */
  overscan?: number | undefined
  /** Viewport height assumed before layout. Default 600. */
  initialViewportHeight?: number | undefined
}

/** The result of {@link useExplorerTable}. */
export type ExplorerTableState = {
  virtual: VirtualRows
  /** The row whose focus target is in the tab order (roving tabindex); always a rendered row. */
  tabbableIndex: number
  /** The row the keyboard is on. */
  activeIndex: number
  /** Handlers for the `<tbody>`: arrow keys, Page Up / Down, Home / End, clicks, focus. */
  bodyHandlers: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    onClick: (event: MouseEvent<HTMLElement>) => void
    onFocus: (event: FocusEvent<HTMLElement>) => void
  }
  /** Scrolls a row into view and moves the keyboard focus to it. */
  focusRow: (index: number) => void
}

/** Marks the element of a row that takes the keyboard focus (the table kit's, `useTableRowNavigation`). */
export { rowFocusAttribute }

/**
 * The headless core of the explorer tables: virtual rows, a roving focus over
 * the rows (one tab stop for the whole table; arrows, Page Up / Down, Home /
 * End move it, scrolling the row into view), opening a row on click or Enter,
 * loading more when the end comes into view, and a stable view when rows are
 * put in above the visible ones.
 *
 * @example
 * ```tsx
 * const table = useExplorerTable({ rowCount: rows.length, onOpenRow: (index) => open(rows[index]) })
 * <tbody ref={table.virtual.bodyRef} {...table.bodyHandlers}>…</tbody>
 * ```
 */
export function useExplorerTable(parameters: UseExplorerTableParameters): ExplorerTableState {
  const { rowCount, getRowKey, indexOfKey, onOpenRow, onEndReached, hasMore, loadingMore, onRangeChange } = parameters
  const virtual = useVirtualRows({
    count: rowCount,
    rowHeight: parameters.rowHeight,
    measureRows: parameters.measureRows,
    overscan: parameters.overscan,
    initialViewportHeight: parameters.initialViewportHeight,
  })
  const { start, end, firstVisible, rowHeight, pageSize, scrollToIndex, scrollBy, measure, getScrollElement } = virtual

  const rows = useTableRowNavigation({ rowCount, getRowKey, indexOfKey, onOpenRow, pageSize, scrollToIndex, getContainer: getScrollElement })
  const { activeIndex, focusRow } = rows
  // Scrolled away from the active row, Tab enters at the top row in view (not an overscan row above it).
  const tabbableIndex = activeIndex >= start && activeIndex < end ? activeIndex : Math.max(start, Math.min(end - 1, firstVisible))

  // Sizes can change with any render (fonts, a caption that wraps, the first rows).
  useLayoutEffect(() => {
    measure()
  })

  // Rows put in above the viewport (new blocks) would push the rows being read
  // down; scroll by as much, unless the top row is in view (following live).
  const anchor = useRef<{ key: string; index: number } | null>(null)
  useLayoutEffect(() => {
    const previous = anchor.current
    if (previous && indexOfKey && previous.index > 0) {
      const now = indexOfKey(previous.key)
      if (now !== undefined && now !== previous.index) {
        scrollBy((now - previous.index) * rowHeight)
        anchor.current = { key: previous.key, index: now }
        return
      }
    }
    anchor.current = getRowKey && rowCount > 0 ? { key: getRowKey(firstVisible), index: firstVisible } : null
  }, [firstVisible, rowCount, getRowKey, indexOfKey, rowHeight, scrollBy])

  useEffect(() => {
    onRangeChange?.({ start, end })
  }, [start, end, onRangeChange])

  // Once per row count: after a page arrives the end is checked again; after a
  // failed load it is not, so a failing gateway is not asked in a loop.
  const endFiredAt = useRef(-1)
  const threshold = parameters.overscan ?? defaultOverscan
  useEffect(() => {
    if (!onEndReached || !hasMore || loadingMore || rowCount === 0) return
    if (end >= rowCount - threshold && endFiredAt.current !== rowCount) {
      endFiredAt.current = rowCount
      onEndReached()
    }
  }, [end, rowCount, threshold, hasMore, loadingMore, onEndReached])

  return { virtual, tabbableIndex, activeIndex, bodyHandlers: rows.bodyHandlers, focusRow }
}
