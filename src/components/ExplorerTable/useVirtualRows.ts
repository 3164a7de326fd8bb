import { useCallback, useState, useSyncExternalStore } from 'react'
import { assumedRowHeight, assumedViewportHeight, defaultOverscan } from './firstRows.ts'

/** The rows to render: `start` inclusive, `end` exclusive. */
export type VirtualRange = { start: number; end: number }

/** Inputs of {@link computeVirtualRange}, all lengths in CSS pixels. */
export type VirtualRangeInput = {
  /** Rows in the list. */
  count: number
  /** Height of one row. */
  rowHeight: number
  /** Rows rendered beyond each edge of the viewport, so scrolling never shows a gap. */
  overscan: number
  /** Scroll offset of the scroll container. */
  scrollTop: number
  /** Visible height of the scroll container. */
  viewportHeight: number
  /** Distance from the top of the scrolled content to the first row (caption, header). Default 0. */
  offset?: number | undefined
}

/**
 * The rows a fixed-row-height list renders at a scroll position: those in the
 * viewport, plus `overscan` rows on each side. Pure arithmetic, O(1) whatever
 * the row count.
 *
 * @example
 * ```ts
 * computeVirtualRange({ count: 10_000, rowHeight: 40, overscan: 5, scrollTop: 4_000, viewportHeight: 400 })
 * // { start: 95, end: 115 }
 * ```
 */
export function computeVirtualRange(input: VirtualRangeInput): VirtualRange {
  const { count, rowHeight, overscan, scrollTop, viewportHeight } = input
  if (count <= 0 || !(rowHeight > 0)) return { start: 0, end: 0 }
  const visible = visibleRowsIn(viewportHeight, rowHeight)
  const first = firstRowAt(scrollTop, input.offset ?? 0, rowHeight, count, visible)
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + visible + overscan),
  }
}

/**
 * Most rows a list renders for its viewport, whatever it measured: a viewport read wrongly (rows of a
 * fraction of a pixel, a container as tall as its content) must not put thousands of rows in the DOM.
 */
const maxVisibleRows = 200

// Rows that can be in view at once: a partly shown row at each edge counts.
function visibleRowsIn(viewportHeight: number, rowHeight: number): number {
  return Math.min(maxVisibleRows, Math.max(1, Math.ceil(viewportHeight / rowHeight) + 1))
}

/**
 * The height of the scroll container that bounds the rows in view. A container that scrolls has a
 * height of its own (its CSS sets it) and is trusted. One that does not scroll may simply be as tall
 * as its content: unstyled (a strict CSP blocked the stylesheet, or the page never loaded it), or
 * its height lifted. Its height then follows the rows rendered for it, which would follow its height
 * again, without end (React's "Maximum update depth exceeded"). Such a container gets at most the
 * window's height (or the assumed viewport), a value no render changes.
 */
function boundedViewportHeight(element: HTMLElement, assumed: number): number {
  const height = element.clientHeight
  if (element.scrollHeight > height + 1) return height
  return Math.min(height, Math.max(assumed, element.ownerDocument.defaultView?.innerHeight ?? 0))
}

function firstRowAt(scrollTop: number, offset: number, rowHeight: number, count: number, visible: number): number {
  const first = Math.floor(Math.max(0, scrollTop - offset) / rowHeight)
  // A list that shrank under a deep scroll position shows its last rows, never nothing.
  return Math.max(0, Math.min(first, count - Math.min(count, visible - 1)))
}

/** What the viewport store publishes; a new object only when one of the values changes. */
type ViewportSnapshot = {
  /** Index of the first row at the top of the viewport (not clamped to the row count). */
  readonly first: number
  /** Rows that fit in the viewport. */
  readonly visible: number
  readonly rowHeight: number
}

// The scroll container is an external store: its scroll position and sizes are
// read from the DOM and published as the first visible row, so React renders
// only when the rendered range changes, not on every scrolled pixel.
function createViewportStore(options: { rowHeight: number; fixedRowHeight: boolean; initialViewportHeight: number }) {
  let element: HTMLElement | null = null
  let body: HTMLElement | null = null
  let header: HTMLElement | null = null
  let resizeObserver: ResizeObserver | undefined
  const listeners = new Set<() => void>()
  const metrics = {
    scrollTop: 0,
    viewportHeight: options.initialViewportHeight,
    rowHeight: options.rowHeight,
    offset: 0,
    headerHeight: 0,
  }
  let snapshot: ViewportSnapshot = { first: 0, visible: visibleRowsIn(metrics.viewportHeight, metrics.rowHeight), rowHeight: metrics.rowHeight }

  function publish() {
    const first = Math.floor(Math.max(0, metrics.scrollTop - metrics.offset) / metrics.rowHeight)
    const visible = visibleRowsIn(metrics.viewportHeight, metrics.rowHeight)
    if (first === snapshot.first && visible === snapshot.visible && metrics.rowHeight === snapshot.rowHeight) return
    snapshot = { first, visible, rowHeight: metrics.rowHeight }
    for (const listener of listeners) listener()
  }

  // Cheap: a scroll event only moves the scroll position.
  function onScroll() {
    if (!element) return
    metrics.scrollTop = element.scrollTop
    publish()
  }

  // Reads every size from the layout: after a render, on resize, after a programmatic scroll.
  function measure() {
    if (!element) return
    metrics.scrollTop = element.scrollTop
    // No layout (jsdom, a hidden container): keep the assumed sizes.
    if (element.clientHeight === 0) return publish()
    metrics.viewportHeight = boundedViewportHeight(element, options.initialViewportHeight)
    const elementTop = element.getBoundingClientRect().top
    if (body) metrics.offset = Math.max(0, body.getBoundingClientRect().top - elementTop + element.scrollTop)
    metrics.headerHeight = header ? header.getBoundingClientRect().height : 0
    if (!options.fixedRowHeight && body) {
      const row = body.querySelector<HTMLElement>(':scope > [data-index]')
      const height = row?.getBoundingClientRect().height ?? 0
      if (height > 0 && Math.abs(height - metrics.rowHeight) > 0.5) metrics.rowHeight = height
    }
    publish()
  }

  function observe(target: HTMLElement | null) {
    if (target && resizeObserver) resizeObserver.observe(target)
  }

  return {
    metrics,
    measure,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    attachScroller(next: HTMLElement | null) {
      if (next === element) return
      element?.removeEventListener('scroll', onScroll)
      resizeObserver?.disconnect()
      element = next
      if (!element) return
      element.addEventListener('scroll', onScroll, { passive: true })
      resizeObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure())
      observe(element)
      observe(header)
      measure()
    },
    attachBody(next: HTMLElement | null) {
      body = next
      measure()
    },
    attachHeader(next: HTMLElement | null) {
      header = next
      observe(header)
      measure()
    },
    scroller: () => element,
    scrollTo(top: number) {
      if (!element) return
      element.scrollTop = Math.max(0, top)
      measure()
    },
  }
}

/** Parameters of {@link useVirtualRows}. */
export type UseVirtualRowsParameters = {
  /** Rows in the list. */
  count: number
  /**
   * Row height in px. Given, it is trusted; otherwise rows are measured after
   * each render and this is the estimate until then. Default 40 (`--gk-row-height`, 2.5rem).
   */
  rowHeight?: number | undefined
  /** Measure the rendered rows (default), or trust `rowHeight`. */
  measureRows?: boolean | undefined
  /** Rows rendered beyond each edge of the viewport. Default 6. */
  overscan?: number | undefined
  /**
   * Viewport height assumed until the scroll container has a layout (and in jsdom). Default 600.
   * A container that does not scroll (no height of its own) counts as at most this or the window's height.
   */
  initialViewportHeight?: number | undefined
}

/** The result of {@link useVirtualRows}. */
export type VirtualRows = VirtualRange & {
  /** Callback ref of the scroll container (`overflow: auto`). */
  scrollRef: (element: HTMLElement | null) => void
  /** Callback ref of the element whose top is the top of row 0 (a `<tbody>`). */
  bodyRef: (element: HTMLElement | null) => void
  /** Callback ref of a sticky header that covers the top of the viewport (a `<thead>`). */
  headerRef: (element: HTMLElement | null) => void
  /** Height of the off-screen rows above and below the rendered ones, for spacers. */
  paddingTop: number
  paddingBottom: number
  rowHeight: number
  /** Rows that fit in the viewport, for PageUp / PageDown. */
  pageSize: number
  /** Index of the first row at the top of the viewport. */
  firstVisible: number
  /** Re-reads every size from the layout; call after a render that may have changed them. */
  measure: () => void
  /** Scrolls the least needed to show a row below the sticky header (`auto`), or aligns it. */
  scrollToIndex: (index: number, align?: 'auto' | 'start' | 'end') => void
  /** Scrolls by a number of pixels (keeps the view still when rows are put in above it). */
  scrollBy: (pixels: number) => void
  /** The scroll container, once mounted. */
  getScrollElement: () => HTMLElement | null
}

/**
 * A dependency-free virtualizer for rows of one fixed height: renders only the
 * rows in view (plus `overscan`) of a list of any length, with spacers for the
 * rest. The scroll container is read as an external store, so a component
 * re-renders only when the rendered range changes.
 *
 * Kept instead of `@tanstack/react-virtual` because that measured worse for what
 * these tables need (esbuild, minified ESM, gzip -9, React external): its
 * `useVirtualizer` is 10,482 B against 1,197 B for this hook (3.14.26, Nov 2026),
 * which the widget's size budget cannot take; rows here have one height, so its
 * per-row measuring buys nothing.
 *
 * @example
 * ```tsx
 * const rows = useVirtualRows({ count: items.length, overscan: 8 })
 * <div ref={rows.scrollRef} style={{ overflow: 'auto', height: 400 }}>
 *   <table><tbody ref={rows.bodyRef}>
 *     <tr aria-hidden="true"><td style={{ height: rows.paddingTop }} /></tr>
 *     {items.slice(rows.start, rows.end).map((item, i) => <tr key={item.id} data-index={rows.start + i}>…</tr>)}
 *     <tr aria-hidden="true"><td style={{ height: rows.paddingBottom }} /></tr>
 *   </tbody></table>
 * </div>
 * ```
 */
export function useVirtualRows(parameters: UseVirtualRowsParameters): VirtualRows {
  const { count, overscan = defaultOverscan } = parameters
  const [store] = useState(() =>
    createViewportStore({
      rowHeight: parameters.rowHeight ?? assumedRowHeight,
      fixedRowHeight: parameters.measureRows === false,
      initialViewportHeight: parameters.initialViewportHeight ?? assumedViewportHeight,
    }),
  )
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const { rowHeight, visible } = snapshot
  const first = count > 0 ? Math.max(0, Math.min(snapshot.first, count - Math.min(count, visible - 1))) : 0
  const start = Math.max(0, first - overscan)
  const end = Math.min(count, first + visible + overscan)

  const scrollToIndex = useCallback(
    (index: number, align: 'auto' | 'start' | 'end' = 'auto') => {
      const element = store.scroller()
      if (!element) return
      store.measure()
      const { metrics } = store
      const top = metrics.offset + index * metrics.rowHeight
      const bottom = top + metrics.rowHeight
      const viewTop = metrics.scrollTop + metrics.headerHeight
      const viewBottom = metrics.scrollTop + metrics.viewportHeight
      if (align === 'start' || (align === 'auto' && top < viewTop)) store.scrollTo(top - metrics.headerHeight)
      else if (align === 'end' || (align === 'auto' && bottom > viewBottom)) store.scrollTo(bottom - metrics.viewportHeight)
    },
    [store],
  )
  const scrollBy = useCallback((pixels: number) => store.scrollTo(store.metrics.scrollTop + pixels), [store])

  return {
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: Math.max(0, count - end) * rowHeight,
    rowHeight,
    pageSize: Math.max(1, visible - 2),
    firstVisible: first,
    scrollRef: store.attachScroller,
    bodyRef: store.attachBody,
    headerRef: store.attachHeader,
    measure: store.measure,
    scrollToIndex,
    scrollBy,
    getScrollElement: store.scroller,
  }
}
