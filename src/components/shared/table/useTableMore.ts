import { useEffect, useRef, useState, type RefObject } from 'react'

/** Moves focus to `target` when it went nowhere (the button that had it left the DOM), never away from where the user moved it. */
function keepFocusIn(target: RefObject<HTMLElement | null>) {
  const active = typeof document === 'undefined' ? null : document.activeElement
  if (active === null || active === document.body) target.current?.focus()
}

/**
 * Only the first `rowLimit` of `rows` in the DOM (the same ones on the server and in the browser,
 * so hydration matches); `showMoreRows` adds `rowLimit` more. When the last batch removes the "Show
 * more rows" button, focus goes to `focusRef` (the table) instead of the page's body.
 *
 * @example
 * ```tsx
 * const bounded = useBoundedRows(list.visibleRows, 200)
 * <table ref={bounded.focusRef} tabIndex={-1}>{bounded.shownRows.map(renderRow)}</table>
 * {bounded.hiddenRows > 0 && <button onClick={bounded.showMoreRows}>Show more rows</button>}
 * ```
 */
export function useBoundedRows<TRow, TElement extends HTMLElement = HTMLTableElement>(rows: readonly TRow[], rowLimit: number) {
  const focusRef = useRef<TElement>(null)
  const [renderedRows, setRenderedRows] = useState(rowLimit)
  const shownRows = rows.length > renderedRows ? rows.slice(0, renderedRows) : rows
  const hiddenRows = rows.length - shownRows.length
  const hadFocus = useRef(false)
  useEffect(() => {
    if (hiddenRows > 0 || !hadFocus.current) return
    hadFocus.current = false
    keepFocusIn(focusRef)
  }, [hiddenRows])
  const showMoreRows = () => {
    hadFocus.current = true
    setRenderedRows(shownRows.length + rowLimit)
  }
  return { focusRef, shownRows, hiddenRows, showMoreRows }
}

/**
 * The "Load more" button's behaviour: `loadMore` calls `onLoadMore`; when loading the last page
 * removes the button, focus goes to `focusRef` instead of the page's body; with `onScroll` the next
 * page also loads when the button scrolls into view.
 *
 * @example
 * ```tsx
 * const more = useLoadMore({ shown: hasMore, loading, onLoadMore, onScroll: false, focusRef: table })
 * {hasMore && <TableLoadMore ref={more.buttonRef} loading={loading} onClick={more.loadMore}>Load more</TableLoadMore>}
 * ```
 */
export function useLoadMore(options: {
  /** The button is shown (more pages exist). */
  shown: boolean
  loading: boolean
  onLoadMore: (() => void) | undefined
  onScroll: boolean
  focusRef: RefObject<HTMLElement | null>
}) {
  const { shown, loading, onLoadMore, onScroll, focusRef } = options
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hadFocus = useRef(false)
  useEffect(() => {
    if (shown || !hadFocus.current) return
    hadFocus.current = false
    keepFocusIn(focusRef)
  }, [shown, focusRef])
  useEffect(() => {
    const button = buttonRef.current
    if (!onScroll || !shown || loading || !button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore?.()
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [onScroll, shown, loading, onLoadMore])
  const loadMore = () => {
    hadFocus.current = true
    onLoadMore?.()
  }
  return { buttonRef, loadMore }
}
