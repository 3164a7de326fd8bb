// The controls inside a navigable row (a copy button, an address or amount unit that links elsewhere),
// reached the way grids reach cells: the row's focus target is the rows' one tab stop, and Arrow Left /
// Right move among the row's focus target and its controls. While a row has a focus target (its link
// or button, `data-gk-row-focus`), its other controls are out of the tab order (tabIndex -1); when it
// has none (no route, nothing opens the row), they are left as they were, in the tab order.
// Pure DOM, shared by useTableRowNavigation; no React.

/** Marks the element of a row that takes the keyboard focus (its link or button). */
export const rowFocusAttribute = 'data-gk-row-focus'

/** The attribute of a row that holds its index among all rows (`data-index`). */
export const rowIndexSelector = '[data-index]'

/** Elements that can take focus or act on a click. */
export const interactiveSelector = 'a[href], button, input, select, textarea, summary, [tabindex]'

// Set on a control taken out of the tab order, holding its own `tabindex` ('' for none) to give back.
const savedTabIndexAttribute = 'data-gk-row-tabindex'

function isUsable(element: HTMLElement) {
  if ((element as HTMLButtonElement).disabled || element.closest('[hidden], [inert]')) return false
  // A control in a part the layout hides (a folded column's copy) cannot take focus; jsdom has no layout.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true
}

/**
 * The elements of a row that Arrow Left / Right move among, in document order: its focus target and
 * the controls inside it.
 */
export function rowControlsOf(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(interactiveSelector)].filter(isUsable)
}

/** Takes a navigable row's controls out of the tab order, or gives a row's controls back when it is not navigable. */
export function syncRowTabStops(row: Element): void {
  const navigable = row.querySelector(`[${rowFocusAttribute}]`) !== null
  for (const control of row.querySelectorAll<HTMLElement>(interactiveSelector)) {
    if (control.hasAttribute(rowFocusAttribute)) continue
    if (navigable) {
      if (!control.hasAttribute(savedTabIndexAttribute)) control.setAttribute(savedTabIndexAttribute, control.getAttribute('tabindex') ?? '')
      if (control.getAttribute('tabindex') !== '-1') control.setAttribute('tabindex', '-1')
    } else if (control.hasAttribute(savedTabIndexAttribute)) {
      const saved = control.getAttribute(savedTabIndexAttribute)!
      control.removeAttribute(savedTabIndexAttribute)
      if (saved === '') control.removeAttribute('tabindex')
      else control.setAttribute('tabindex', saved)
    }
  }
}

function rowsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return []
  return node.matches(rowIndexSelector) ? [node] : [...node.querySelectorAll(rowIndexSelector)]
}

/**
 * Keeps the tab stops of the rows in a container in line with {@link syncRowTabStops}: every row
 * now, then the rows that change (rendered, scrolled in, given or losing a route, a control that
 * appears after hydration), so that a long table costs only what changes. Returns the disconnect.
 */
export function observeRowTabStops(container: HTMLElement): () => void {
  for (const row of rowsIn(container)) syncRowTabStops(row)
  if (typeof MutationObserver === 'undefined') return () => {}
  const observer = new MutationObserver((mutations) => {
    const changed = new Set<Element>()
    for (const mutation of mutations) {
      const around = mutation.target instanceof Element ? mutation.target.closest(rowIndexSelector) : null
      if (around && container.contains(around)) changed.add(around)
      for (const node of mutation.addedNodes) for (const row of rowsIn(node)) changed.add(row)
    }
    for (const row of changed) syncRowTabStops(row)
  })
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex', rowFocusAttribute] })
  return () => observer.disconnect()
}
