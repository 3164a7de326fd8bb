import { widgetStyles } from './styles.ts'

// One constructed sheet per window, shared by every widget of that window: parsed once, and a sheet can
// only be adopted by shadow roots of the document whose window constructed it (an iframe has its own).
const sheetsByWindow = new WeakMap<object, CSSStyleSheet>()

/**
 * The widget's stylesheet as a constructed `CSSStyleSheet` of the shadow root's window, or undefined
 * where constructable stylesheets are missing (Safari before 16.4, jsdom) or cannot be built.
 */
function constructedSheet(shadow: ShadowRoot): CSSStyleSheet | undefined {
  const view = shadow.ownerDocument.defaultView as (Window & typeof globalThis) | null
  const Sheet = view?.CSSStyleSheet
  if (!view || typeof Sheet !== 'function' || typeof Sheet.prototype.replaceSync !== 'function' || !('adoptedStyleSheets' in shadow)) {
    return undefined
  }
  let sheet = sheetsByWindow.get(view)
  if (!sheet) {
    try {
      sheet = new Sheet()
      sheet.replaceSync(widgetStyles)
    } catch {
      return undefined
    }
    sheetsByWindow.set(view, sheet)
  }
  return sheet
}

/**
 * Puts the widget's stylesheet into a shadow root and returns what takes it out again.
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
export function adoptWidgetStyles(shadow: ShadowRoot): () => void {
  const sheet = constructedSheet(shadow)
  if (sheet) {
    // Sheets the page adopted into this shadow root stay, before the widget's own.
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
    return () => {
      shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    }
  }
  const style = shadow.ownerDocument.createElement('style')
  style.textContent = widgetStyles
  shadow.prepend(style)
  return () => style.remove()
}
