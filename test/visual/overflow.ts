// Runs in the browser: what sticks out of the viewport, as a person at that width would see it.

/** One element wider than the viewport, or the page itself scrolling sideways. */
export type Overflow = { what: string; width: number }

function describe(element: Element) {
  const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
  return `${element.tagName.toLowerCase()}${classes}`
}

/** Visually hidden text (gk-visually-hidden and the like) is 1 px and clipped: never overflow. */
function isClippedAway(element: Element) {
  const style = getComputedStyle(element)
  return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.display === 'none' || style.visibility === 'hidden'
}

/**
 * Sideways overflow at the current viewport: the document scrolls horizontally
 * (`scrollWidth > innerWidth`), or an element of `root` is wider than the viewport (a table
 * hidden behind its own horizontal scroll counts: people at that width lose its columns).
 * Lists the three outermost offenders.
 */
export function findOverflow(root: Element): Overflow[] {
  const found: Overflow[] = []
  const viewport = window.innerWidth
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewport) found.push({ what: 'document (horizontal page scroll)', width: scrollWidth })
  const offenders: Element[] = []
  for (const element of root.querySelectorAll('*')) {
    const { width } = element.getBoundingClientRect()
    if (width <= viewport + 0.5 || isClippedAway(element)) continue
    // Only the outermost offender of a subtree: its children are wide because it is.
    if (offenders.some((offender) => offender.contains(element))) continue
    offenders.push(element)
    found.push({ what: describe(element), width: Math.round(width) })
  }
  return found.slice(0, 3)
}
