import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useVirtualRows, type VirtualRows } from './useVirtualRows.ts'
import { defaultOverscan } from './firstRows.ts'

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

/** Marks the element of a row that takes the keyboard focus. */
export const rowFocusAttribute = 'data-gk-row-focus'

const interactive = 'a[href], button, input, select, textarea, summary, [tabindex]'

function rowIndexOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element)) return undefined
  const row = target.closest<HTMLElement>('[data-index]')
  const index = row ? Number(row.dataset.index) : Number.NaN
  return Number.isInteger(index) ? index : undefined
}

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

  // The active row is remembered by key when rows have keys, so that it stays
  // on the same block when new blocks are put in above it.
  const [active, setActive] = useState<{ index: number; key: string | undefined }>({ index: 0, key: undefined })
  const keyed = active.key !== undefined && indexOfKey ? indexOfKey(active.key) : undefined
  const activeIndex = Math.max(0, Math.min(rowCount - 1, keyed ?? active.index))
  // Scrolled away from the active row, Tab enters at the top row in view (not an overscan row above it).
  const tabbableIndex = activeIndex >= start && activeIndex < end ? activeIndex : Math.max(start, Math.min(end - 1, firstVisible))

  const pendingFocus = useRef<number | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  const focusRow = useCallback(
    (index: number) => {
      if (rowCount === 0) return
      const target = Math.max(0, Math.min(rowCount - 1, index))
      setActive({ index: target, key: getRowKey?.(target) })
      scrollToIndex(target)
      pendingFocus.current = target
      setFocusRequest((request) => request + 1)
    },
    [rowCount, getRowKey, scrollToIndex],
  )

  // Focus moves once the row is rendered (a far jump renders it first).
  useLayoutEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    const element = getScrollElement()?.querySelector<HTMLElement>(`[data-index="${target}"] [${rowFocusAttribute}]`)
    if (element) {
      pendingFocus.current = null
      element.focus({ preventScroll: true })
    }
  }, [focusRequest, start, end, getScrollElement])

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

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as Element
      if (!target.hasAttribute(rowFocusAttribute)) return
      const index = rowIndexOf(target)
      if (index === undefined) return
      let next: number
      switch (event.key) {
        case 'ArrowDown':
          next = index + 1
          break
        case 'ArrowUp':
          next = index - 1
          break
        case 'PageDown':
          next = index + pageSize
          break
        case 'PageUp':
          next = index - pageSize
          break
        case 'Home':
          next = 0
          break
        case 'End':
          next = rowCount - 1
          break
        default:
          return
      }
      event.preventDefault()
      focusRow(next)
    },
    [focusRow, rowCount, pageSize],
  )

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element
      const index = rowIndexOf(target)
      if (index === undefined) return
      // Links and buttons inside a row do their own thing; the row's own focus target opens it.
      const control = target.closest(interactive)
      if (control && !control.hasAttribute(rowFocusAttribute) && !control.hasAttribute('data-index')) return
      // A row with a page of its own opens through its link: a click on the link is the browser's
      // (new tab, router); a click elsewhere on the row follows the link too.
      const rowLink = target.closest('[data-index]')?.querySelector<HTMLElement>(`a[href][${rowFocusAttribute}]`)
      if (rowLink) {
        if (!rowLink.contains(target) && event.button === 0 && !(globalThis.getSelection?.()?.toString() ?? '')) rowLink.click()
        return
      }
      if (!onOpenRow) return
      // Selecting text in a row is not opening it.
      if (event.detail > 0 && (globalThis.getSelection?.()?.toString() ?? '') !== '') return
      onOpenRow(index)
    },
    [onOpenRow],
  )

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target as Element
      if (!target.hasAttribute(rowFocusAttribute)) return
      const index = rowIndexOf(target)
      if (index === undefined) return
      const key = getRowKey?.(index)
      setActive((current) => (current.index === index && current.key === key ? current : { index, key }))
    },
    [getRowKey],
  )

  return { virtual, tabbableIndex, activeIndex, bodyHandlers: { onKeyDown, onClick, onFocus }, focusRow }
}
