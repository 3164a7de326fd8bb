import { widgetStyles } from './styles.ts'

// One constructed sheet per stylesheet text and window, shared by every widget of that window: parsed
// once, and a sheet can only be adopted by shadow roots of the document whose window constructed it
// (an iframe has its own).
const sheetsByWindow = new WeakMap<object, Map<string, CSSStyleSheet>>()

/**
 * A stylesheet as a constructed `CSSStyleSheet` of the shadow root's window, or undefined where
 * constructable stylesheets are missing (Safari before 16.4, jsdom) or cannot be built.
 */
function constructedSheet(shadow: ShadowRoot, css: string): CSSStyleSheet | undefined {
  const view = shadow.ownerDocument.defaultView as (Window & typeof globalThis) | null
  const Sheet = view?.CSSStyleSheet
  if (!view || typeof Sheet !== 'function' || typeof Sheet.prototype.replaceSync !== 'function' || !('adoptedStyleSheets' in shadow)) {
    return undefined
  }
  let sheets = sheetsByWindow.get(view)
  if (!sheets) sheetsByWindow.set(view, (sheets = new Map()))
  let sheet = sheets.get(css)
  if (!sheet) {
    try {
      sheet = new Sheet()
      sheet.replaceSync(css)
    } catch {
      return undefined
    }
    sheets.set(css, sheet)
  }
  return sheet
}

/**
 * Puts a stylesheet of the widget into a shadow root, after the widget's sheets already there, and
 * returns what takes it out again: the widget's own (the default) when the surface is made, a view's
 * own when that view is shown (its text comes with the view's chunk).
 *
 * A constructed stylesheet (`adoptedStyleSheets`) is used wherever the browser has one: a page's
 * Content-Security-Policy governs `<style>` elements and `style` attributes (`style-src` without
 * `'unsafe-inline'` blocks them, and every view would be unstyled), not sheets built through the CSSOM.
 * Only where constructable sheets are missing does a `<style>` element stand in.
 *
 * @example
 * ```ts
 * const removeStyles = adoptWidgetStyles(element.attachShadow({ mode: 'open' }))
 * removeStyles() // on unmount
 * ```
 */
export function adoptWidgetStyles(shadow: ShadowRoot, css: string = widgetStyles): () => void {
  const sheet = constructedSheet(shadow, css)
  if (sheet) {
    // Sheets the page adopted into this shadow root stay, before the widget's own.
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
    return () => {
      shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    }
  }
  const style = shadow.ownerDocument.createElement('style')
  style.setAttribute('data-gk-widget-styles', '')
  style.textContent = css
  const last = [...shadow.children].filter((child) => child.localName === 'style' && child.hasAttribute('data-gk-widget-styles')).at(-1)
  if (last) last.after(style)
  else shadow.prepend(style)
  return () => style.remove()
}
