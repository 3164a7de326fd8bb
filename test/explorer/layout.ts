// Runs in the browser: what the page-by-page explorer test checks on a rendered page (sideways
// overflow, entities that are not links, repeated titles).
import { parseRoute } from '../../examples/explorer/routes.ts'

function describeElement(element: Element) {
  const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''
  return `${element.tagName.toLowerCase()}${classes}`
}

/** Visually hidden (1 px, clipped) or not rendered: never overflow, never a visible title. */
function isHidden(element: Element) {
  const style = getComputedStyle(element)
  if (style.display === 'none' || style.visibility === 'hidden') return true
  if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
  const box = element.getBoundingClientRect()
  return box.width <= 1 && box.height <= 1
}

const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible'

/**
 * Sideways overflow at the current viewport: the document scrolls horizontally, an element sticks out
 * of the viewport without an ancestor clipping it, or a container hides content behind its own
 * horizontal scroll (a reader at that width loses what is beyond it). The first five offenders.
 */
export function findSidewaysOverflow(root: Element): string[] {
  const found: string[] = []
  const viewport = document.documentElement.clientWidth
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewport) found.push(`the page scrolls sideways (${scrollWidth} px wide at ${viewport} px)`)
  const offenders: Element[] = []
  const hidden = new Set<Element>()
  for (const element of root.querySelectorAll('*')) {
    if (offenders.some((offender) => offender.contains(element))) continue
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue
    // Inside visually hidden text (a caption, a live region) nothing is seen.
    if (isHidden(element) || (element.parentElement && hidden.has(element.parentElement))) {
      hidden.add(element)
      continue
    }
    // A value cut short with an ellipsis must offer its full value (a popover, `aria-describedby`).
    if (element.matches('.gk-copyable__value') && element.scrollWidth > element.clientWidth + 1 && !element.hasAttribute('aria-describedby')) {
      offenders.push(element)
      found.push(`${describeElement(element)} "${element.textContent!.slice(0, 24)}…" is cut off with no way to see its full value`)
      continue
    }
    const style = getComputedStyle(element)
    // A text field scrolls its own text as the reader types: that is how inputs work.
    if (element.matches('input, textarea')) continue
    // Words cut with an ellipsis ("Succ…", "14 seconds a…", a shortened hash cut again): a narrow table
    // shows a shorter form instead. An amount's unit may give way (the amount's title has it whole).
    // A value with its popover (the rule above) is shortened on purpose.
    if (clips(style) && style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1 && !element.matches('.gk-amount__unit, .gk-copyable__value')) {
      offenders.push(element)
      found.push(`${describeElement(element)} "${element.textContent!.slice(0, 24)}" is cut with an ellipsis (${element.scrollWidth} px of text in ${element.clientWidth} px)`)
      continue
    }
    // A container that scrolls sideways hides part of its content.
    if (clips(style) && style.overflowX !== 'hidden' && element.scrollWidth > element.clientWidth + 1) {
      offenders.push(element)
      found.push(`${describeElement(element)} scrolls sideways (${element.scrollWidth} px of content in ${element.clientWidth} px)`)
      continue
    }
    const box = element.getBoundingClientRect()
    // Sticking out of its container (text or a box wider than the card or cell it is in), even
    // inside the viewport. Positioned layers (popovers, skip links) are placed on purpose.
    const parent = element.parentElement
    if (parent && style.position !== 'absolute' && style.position !== 'fixed') {
      const parentStyle = getComputedStyle(parent)
      // A parent that clips cuts on purpose (a one-line table cell's ellipsis); only visible overflow overlaps.
      if (parentStyle.display !== 'contents' && !parentStyle.display.startsWith('inline') && !clips(parentStyle)) {
        const parentBox = parent.getBoundingClientRect()
        const inner = parentBox.right - Number.parseFloat(parentStyle.borderRightWidth)
        const innerLeft = parentBox.left + Number.parseFloat(parentStyle.borderLeftWidth)
        if (box.right > inner + 1 || box.left < innerLeft - 1) {
          offenders.push(element)
          found.push(`${describeElement(element)} sticks out of ${describeElement(parent)} (${Math.round(box.left)} to ${Math.round(box.right)} px in ${Math.round(innerLeft)} to ${Math.round(inner)} px)`)
          continue
        }
      }
    }
    if (box.right <= viewport + 0.5 && box.left >= -0.5) continue
    // Out of the viewport but cut off by an ancestor that clips (a hidden scroller's inside).
    let clipped = false
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent)
      if (clips(parentStyle)) {
        const parentBox = parent.getBoundingClientRect()
        if (parentBox.right <= viewport + 0.5 && parentBox.left >= -0.5) clipped = true
        break
      }
    }
    if (clipped) continue
    offenders.push(element)
    found.push(`${describeElement(element)} spans ${Math.round(box.left)} to ${Math.round(box.right)} px at ${viewport} px`)
  }
  return found.slice(0, 5)
}

/** Shapes of entity values in text: a transaction hash, a bech32 address, an IBC channel id. */
const entityPatterns: { kind: string; pattern: RegExp }[] = [
  { kind: 'hash', pattern: /\b[0-9A-F]{64}\b/ },
  { kind: 'address', pattern: /\b[a-z]{2,16}1[02-9ac-hj-np-z]{38,}\b/ },
  { kind: 'channel', pattern: /\bchannel-\d+\b/ },
]

/** Elements the components render for an entity (truncated values have no full text to match). */
const entitySelectors = [
  // Address and Hash (CopyableValue); a page's own subject in its lead links to itself.
  '.gk-copyable',
  // Heights and denoms in table rows.
  'tbody [class*="__height"]',
  'tbody .gk-amount__unit',
  'tbody [class*="__denom"]',
]

/** Text that is not an entity of this chain or this explorer, with why. */
const notEntities = [
  // The counterparty of a channel is on the other chain: no page here.
  '.explorer-remote',
  'td[data-label="Counterparty"]',
  // Free text the chain's users wrote (a denom's description): mentions in it are words, not entities shown.
  '.explorer-prose',
  // The same in BalanceList: the description from a denom's metadata is prose, not entities shown.
  '.gk-balance-list__description',
  // The page's title and lead name its subject in full (a denom, a port); its parts link elsewhere on the page.
  'h1',
  '.explorer-subject',
  // The search box's own words; the gateway's address and route prefixes in the footer.
  '.explorer-search',
  '.explorer-footer',
]

/** Facts (`<dt>` labels) whose value is not an entity with a route: blocks are routed by height, not hash. */
const notEntityFacts = ['Block hash']

/**
 * Entities the components still show as text, by selector, with the reason and who fixes it. Each
 * entry must still be found on some page (the test fails once it is fixed, so it gets removed): the
 * list can only shrink. Never add one to silence a new finding of the explorer's own pages.
 */
export const knownUnlinked: Readonly<Record<string, string>> = {}

/** The knownUnlinked entries met so far: the page test checks each was met. */
export const metKnownUnlinked = new Set<string>()

function linkOf(element: Element) {
  return element.closest('a[href]') ?? element.querySelector('a[href]')
}

/**
 * Entities shown as text rather than as a link to a page of the explorer: by shape in the text
 * (full hashes, addresses and channel ids) and by the components' entity elements. An entity link
 * must lead to a page of the explorer (its href parses to a route other than not-found).
 */
export function findUnlinkedEntities(root: Element): string[] {
  const found = new Set<string>()
  const exempt = (element: Element) =>
    notEntities.some((selector) => element.closest(selector)) ||
    notEntityFacts.includes(element.closest('dd')?.previousElementSibling?.textContent?.trim() ?? '')
  const checkLink = (element: Element, what: string) => {
    const link = linkOf(element)
    if (!link) {
      const known = Object.keys(knownUnlinked).find((selector) => element.closest(selector))
      if (known) metKnownUnlinked.add(known)
      else found.add(`${what} is not a link`)
      return
    }
    const href = link.getAttribute('href')!
    if (!href.startsWith('#') || parseRoute(href).page === 'not-found') found.add(`${what} links to ${href}, not a page of the explorer`)
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    // Address and Hash are checked as a whole below (their full value is also in their popover).
    if (!parent || exempt(parent) || parent.closest('.gk-copyable')) continue
    if (getComputedStyle(parent).display === 'none') continue
    for (const { kind, pattern } of entityPatterns) {
      const match = pattern.exec(node.textContent ?? '')
      if (match) checkLink(parent, `${kind} "${match[0]}" in ${describeElement(parent)}`)
    }
  }
  for (const selector of entitySelectors) {
    for (const element of root.querySelectorAll(selector)) {
      if (exempt(element) || isHidden(element) || !element.textContent?.trim()) continue
      checkLink(element, `${selector} "${element.textContent.trim().slice(0, 40)}"`)
    }
  }
  return [...found].slice(0, 8)
}

/**
 * Titles a sighted reader sees (headings and table captions with a box on screen) that repeat another:
 * the same words, or one that begins with another's words ("Latest blocks" over "Latest blocks, newest first").
 */
export function findRepeatedTitles(root: Element): string[] {
  const titles = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, caption, legend')]
    .filter((element) => !isHidden(element))
    .map((element) => element.textContent!.trim().toLowerCase().replace(/\s+/g, ' '))
  const repeats: string[] = []
  const beginsWith = (text: string, start: string) => text === start || (text.startsWith(start) && /^[\s,:;(]/.test(text.slice(start.length)))
  titles.forEach((title, index) => {
    for (const other of titles.slice(index + 1)) {
      if (beginsWith(other, title) || beginsWith(title, other)) repeats.push(`"${title}" and "${other}"`)
    }
  })
  return repeats
}
