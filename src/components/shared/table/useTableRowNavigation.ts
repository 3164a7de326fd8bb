// The one row keyboard model of the table kit: every table whose rows open something (BalanceList,
// ChannelTable, OracleRatesTable, and through useExplorerTable BlockExplorerTable and TxTable) moves
// focus between rows with it. One tab stop for the rows (roving tabindex); Arrow Up / Down, Page Up /
// Down, Home / End move it; Enter is the row's own link's (a real `<a href>`) or button's. The
// controls inside a row are reached as in a grid: Arrow Left / Right (rowControls.ts).
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { interactiveSelector as interactive, observeRowTabStops, rowControlsOf, rowFocusAttribute, rowIndexSelector } from './rowControls.ts'

export { rowFocusAttribute }

// Where arrow keys are the control's own (moving a caret, changing a value).
const ownsArrowKeys = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/** The index of the row an element is in (its `data-index`), or undefined outside a row. */
function rowIndexOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element)) return undefined
  const row = target.closest<HTMLElement>(rowIndexSelector)
  const index = row ? Number(row.dataset.index) : Number.NaN
  return Number.isInteger(index) ? index : undefined
}

/** Parameters of {@link useTableRowNavigation}. */
export type UseTableRowNavigationParameters = {
  /** Rows that exist and can take focus (rendered or, in a virtual table, scrolled to). */
  rowCount: number
  /**
   * A stable key of the row at an index. With {@link indexOfKey} focus stays on the same row when
   * rows are sorted, filtered or put in above it.
   */
  getRowKey?: ((index: number) => string) | undefined
  /** The index of the row with a key, or undefined when it is gone. */
  indexOfKey?: ((key: string) => number | undefined) | undefined
  /** A row without a link was opened: a click on it (Enter and Space are its button's own). */
  onOpenRow?: ((index: number) => void) | undefined
  /** Rows Page Up / Down move by. Default 10. */
  pageSize?: number | undefined
  /** Brings a row into the DOM and into view before it takes focus (a virtual table scrolls to it). */
  scrollToIndex?: ((index: number) => void) | undefined
  /** The element the rows are in; default the `<tbody>` the handlers are on. */
  getContainer?: (() => HTMLElement | null) | undefined
}

/** The result of {@link useTableRowNavigation}. */
export type TableRowNavigation = {
  /** The row the keyboard is on; its focus target is the table's tab stop (`tabIndex={0}`, the others -1). */
  activeIndex: number
  /** Moves the keyboard focus to a row (scrolling it into view first in a virtual table). */
  focusRow: (index: number) => void
  /**
   * Ref for the element around the rows (the `<tbody>`), unless `getContainer` gives it: while a row
   * has a focus target, the controls inside it are out of the tab order (Arrow Left / Right reach them).
   */
  bodyRef: (element: HTMLElement | null) => void
  /** Handlers for the `<tbody>` (or any element around the rows): keys, clicks, focus. */
  bodyHandlers: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
    onClick: (event: MouseEvent<HTMLElement>) => void
    onFocus: (event: FocusEvent<HTMLElement>) => void
  }
}

const defaultPageSize = 10

/**
 * The row keyboard model of gatekit's tables, headless: one tab stop for the rows (roving
 * tabindex), Arrow Up / Down to the row above or below, Page Up / Down by `pageSize`, Home / End to
 * the first and last row. Each row is an element with `data-index`, holding one focus target marked
 * with {@link rowFocusAttribute}: the row's link (`TableRowLink`, a real `<a href>`, so Enter,
 * middle click and "open in new tab" go where it points) or button. A click elsewhere on a row
 * follows its link; links and buttons inside a row do their own thing. Those inner controls (a copy
 * button, an address's link) are reached as in a grid: out of the tab order while the row has a focus
 * target, Arrow Left / Right move among the row's focus target and its controls, Home / End from a
 * control go to the row's first or last one (Control + Home / End to the first or last row, as in a
 * treegrid), Arrow Up / Down from a control go on to the row above or below, and Escape goes back
 * to the row's focus target. A row without a focus target leaves its controls in the tab order.
 *
 * @example
 * ```tsx
 * const rows = useTableRowNavigation({ rowCount: channels.length })
 * <tbody ref={rows.bodyRef} {...rows.bodyHandlers}>
 *   {channels.map((channel, index) => (
 *     <tr key={channel.channel_id} data-index={index}>
 *       <th scope="row"><TableRowLink tabbable={index === rows.activeIndex} href={`/channel/${channel.channel_id}`}>{channel.channel_id}</TableRowLink></th>
 *     </tr>
 *   ))}
 * </tbody>
 * ```
 */
export function useTableRowNavigation(parameters: UseTableRowNavigationParameters): TableRowNavigation {
  const { rowCount, getRowKey, indexOfKey, onOpenRow, scrollToIndex, getContainer } = parameters
  const pageSize = Math.max(1, parameters.pageSize ?? defaultPageSize)

  // The active row is remembered by key when rows have keys, so that it stays on the same row when
  // rows move (a sort, new blocks at the top).
  const [active, setActive] = useState<{ index: number; key: string | undefined }>({ index: 0, key: undefined })
  const keyed = active.key !== undefined && indexOfKey ? indexOfKey(active.key) : undefined
  const activeIndex = Math.max(0, Math.min(rowCount - 1, keyed ?? active.index))

  const pendingFocus = useRef<number | null>(null)
  const body = useRef<HTMLElement | null>(null)
  // A new render once focus is requested, for the effect below.
  const [, setFocusRequest] = useState(0)

  const focusRow = useCallback(
    (index: number) => {
      if (rowCount === 0) return
      const target = Math.max(0, Math.min(rowCount - 1, index))
      setActive({ index: target, key: getRowKey?.(target) })
      scrollToIndex?.(target)
      pendingFocus.current = target
      setFocusRequest((request) => request + 1)
    },
    [rowCount, getRowKey, scrollToIndex],
  )

  // Focus moves once the row is rendered (a far jump in a virtual table renders it first), so this
  // checks after every render while a move is pending; it does nothing otherwise.
  useLayoutEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    const container = getContainer?.() ?? body.current
    const element = container?.querySelector<HTMLElement>(`[data-index="${target}"] [${rowFocusAttribute}]`)
    if (element) {
      pendingFocus.current = null
      element.focus({ preventScroll: scrollToIndex !== undefined })
    }
  })

  // The rows' inner controls leave the tab order while their row has a focus target. The container is
  // looked up after every render (a virtual table's scroll element appears after its first one).
  const [bodyElement, setBodyElement] = useState<HTMLElement | null>(null)
  const bodyRef = useCallback((element: HTMLElement | null) => {
    body.current = element ?? body.current
    setBodyElement(element)
  }, [])
  const observed = useRef<{ container: HTMLElement; disconnect: () => void } | null>(null)
  useLayoutEffect(() => {
    const container = getContainer?.() ?? bodyElement
    if (observed.current?.container === container) return
    observed.current?.disconnect()
    observed.current = container ? { container, disconnect: observeRowTabStops(container) } : null
  })
  useLayoutEffect(() => () => observed.current?.disconnect(), [])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      body.current = event.currentTarget
      const target = event.target as HTMLElement
      // A control with keys of its own (a sparkline's arrows) handled them already. Control with Home
      // or End goes to the first or last row from anywhere in a row (a treegrid's cell mode).
      const toEdgeRow = event.ctrlKey && (event.key === 'Home' || event.key === 'End')
      if (event.defaultPrevented || event.altKey || (event.ctrlKey && !toEdgeRow) || event.metaKey) return
      const row = target.closest(rowIndexSelector)
      // The row's focus target, or a control inside a row that has one (a navigable row).
      if (!row || !event.currentTarget.contains(row) || !row.querySelector(`[${rowFocusAttribute}]`) || target.matches(ownsArrowKeys)) return
      const index = rowIndexOf(target)
      if (index === undefined) return
      const onControl = !target.hasAttribute(rowFocusAttribute)
      // Within a row: Arrow Left / Right to the next control, and from a control (as from a cell of a
      // treegrid) Home / End to the row's first or last one.
      const edgeOfRow = onControl && !toEdgeRow && (event.key === 'Home' || event.key === 'End')
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || edgeOfRow) {
        const controls = rowControlsOf(row)
        const position = controls.indexOf(target)
        if (position < 0) return
        event.preventDefault()
        // At the row's first or last control Arrow Left / Right leave the focus where it is (grids do not wrap).
        const next = event.key === 'Home' ? controls[0] : event.key === 'End' ? controls.at(-1) : controls[position + (event.key === 'ArrowRight' ? 1 : -1)]
        next?.focus()
        return
      }
      // Escape from a control goes back to its row's focus target.
      if (event.key === 'Escape' && !target.hasAttribute(rowFocusAttribute)) {
        row.querySelector<HTMLElement>(`[${rowFocusAttribute}]`)?.focus()
        return
      }
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
      // Links and buttons inside a row do their own thing; the row's own focus target opens it. (A
      // focusable element around the rows, such as a scrolling region, is not inside the row.)
      const row = target.closest(rowIndexSelector)
      const control = target.closest(interactive)
      if (control && row?.contains(control) && control !== row && !control.hasAttribute(rowFocusAttribute)) return
      // Selecting text in a row is not opening it.
      const selecting = (globalThis.getSelection?.()?.toString() ?? '') !== ''
      // A row with a page of its own opens through its link: a click on the link is the browser's
      // (new tab, router); a plain click elsewhere on the row follows the link too.
      const rowLink = row?.querySelector<HTMLElement>(`a[href][${rowFocusAttribute}]`)
      if (rowLink) {
        if (!rowLink.contains(target) && event.button === 0 && !selecting) rowLink.click()
        return
      }
      if (!onOpenRow || (event.detail > 0 && selecting)) return
      onOpenRow(index)
    },
    [onOpenRow],
  )

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      body.current = event.currentTarget
      const target = event.target as Element
      // A control of a navigable row makes its row the active one: Tab back into the table lands on it.
      if (!target.hasAttribute(rowFocusAttribute) && !target.closest(rowIndexSelector)?.querySelector(`[${rowFocusAttribute}]`)) return
      const index = rowIndexOf(target)
      if (index === undefined) return
      const key = getRowKey?.(index)
      setActive((current) => (current.index === index && current.key === key ? current : { index, key }))
    },
    [getRowKey],
  )

  return { activeIndex, focusRow, bodyRef, bodyHandlers: { onKeyDown, onClick, onFocus } }
}
