import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { BaseError, ParameterError } from '../core/errors.ts'
import { ExplorerOptionsError, ExplorerView } from './ExplorerView.tsx'
import { acquireGateway, gatewayKey, releaseGateway, type SharedGateway } from './gateways.ts'
import {
  resolveExplorerOptions,
  type ExplorerOptions,
  type ExplorerThemeName,
  type ExplorerViewName,
  type ResolvedExplorerOptions,
} from './options.ts'
import { adoptWidgetStyles } from './shadowStyles.ts'
import { loadedExplorerView, loadExplorerView, type ExplorerViewModule } from './viewLoader.ts'

/** What `mountExplorer` returns: change the widget, or take it down. */
export type ExplorerHandle = {
  /**
   * Shows other options (another subject, view, gateway, theme or locale) in
   * the same place. Throws `ParameterError` for bad options and keeps showing
   * the previous ones. `shadow` cannot change after mounting.
   */
  update: (options: ExplorerOptions) => void
  /**
   * Removes the widget: its React tree, its requests, its polls and timers; the
   * gateway's shared cache is emptied once no other widget uses it. Calling it
   * again does nothing.
   */
  unmount: () => void
}

/**
 * Where one widget renders: a container (in an open shadow root with the
 * widget's stylesheet adopted, or in the element itself) with its own React root, and
 * the shared gateway it currently holds. The custom element and `mountExplorer`
 * both render through it.
 */
export class ExplorerSurface {
  readonly element: Element
  readonly shadow: boolean
  readonly #container: HTMLDivElement
  readonly #removeStyles: (() => void) | undefined
  readonly #shadowRoot: ShadowRoot | undefined
  readonly #root: Root
  #shownView: ExplorerViewName | undefined
  #viewStyles: { css: string; remove: () => void } | undefined
  #gateway: SharedGateway | undefined
  #properties: readonly string[] = []
  #destroyed = false

  constructor(element: Element, shadow: boolean) {
    this.element = element
    this.shadow = shadow
    const document = element.ownerDocument
    let parent: Element | ShadowRoot = element
    if (shadow) {
      try {
        parent = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
      } catch {
        throw new ParameterError({
          parameter: 'element',
          problem: `cannot hold a shadow root (<${element.localName}>): mount on a <div>, a <section> or a custom element, or pass shadow: false`,
        })
      }
      // A constructed stylesheet where the browser has them: a strict CSP (`style-src 'self'`) blocks a <style>.
      this.#removeStyles = adoptWidgetStyles(parent)
      this.#shadowRoot = parent
    }
    this.#container = document.createElement('div')
    this.#container.className = 'gk-widget'
    parent.append(this.#container)
    this.#root = createRoot(this.#container)
  }

  /** Renders validated options, moving to their gateway if it changed. */
  show(options: ResolvedExplorerOptions): void {
    this.#theme(options.scheme, options.properties)
    const previous = this.#gateway
    const gateway = previous && previous.key === gatewayKey(options.gateway) ? previous : acquireGateway(options.gateway)
    this.#gateway = gateway
    this.#showViewStyles(options.subject.view)
    // Keyed by gateway: TanStack's observers stay bound to the QueryClient they were created with,
    // so another gateway needs a new tree. Rendered at once, so the old gateway's observers are gone
    // before its cache is let go.
    flushSync(() =>
      this.#root.render(<ExplorerView key={gateway.key} gateway={gateway} subject={options.subject} locale={options.locale} />),
    )
    if (previous && previous !== gateway) releaseGateway(previous)
  }

  /** Shows why the options are wrong, and lets go of the gateway: nothing is fetched meanwhile. */
  showError(error: unknown, scheme: ExplorerThemeName = 'light'): void {
    this.#theme(scheme, {})
    flushSync(() => this.#root.render(<ExplorerOptionsError error={error} />))
    if (this.#gateway) releaseGateway(this.#gateway)
    this.#gateway = undefined
  }

  /** Unmounts the React tree, removes what the surface added and gives the gateway back. Idempotent. */
  destroy(): void {
    if (this.#destroyed) return
    this.#destroyed = true
    this.#root.unmount()
    this.#container.remove()
    this.#removeStyles?.()
    this.#viewStyles?.remove()
    this.#viewStyles = undefined
    if (this.#gateway) releaseGateway(this.#gateway)
    this.#gateway = undefined
  }

  get destroyed(): boolean {
    return this.#destroyed
  }

  /**
   * Adopts the stylesheet of the view about to be shown (it comes with the view's chunk) in place of the
   * previous view's, before the view renders: at once when the chunk is there, else as soon as it arrives,
   * ahead of React (this callback is registered before the render that waits for the same promise).
   * Without a shadow root the page's own gatekit/styles.css styles every view.
   */
  #showViewStyles(view: ExplorerViewName) {
    this.#shownView = view
    if (!this.#shadowRoot) return
    const adopt = (module: ExplorerViewModule) => {
      if (this.#destroyed || this.#shownView !== view || !this.#shadowRoot || this.#viewStyles?.css === module.styles) return
      this.#viewStyles?.remove()
      this.#viewStyles = { css: module.styles, remove: adoptWidgetStyles(this.#shadowRoot, module.styles) }
    }
    const loaded = loadedExplorerView(view)
    if (loaded) adopt(loaded)
    // A failed load is shown by the view's error state (ExplorerView), not here.
    else loadExplorerView(view).then(adopt, () => {})
  }

  #theme(scheme: ExplorerThemeName, properties: Readonly<Record<string, string>>) {
    const style = this.#container.style
    this.#container.setAttribute('data-gk-theme', scheme)
    for (const name of this.#properties) if (!(name in properties)) style.removeProperty(name)
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value)
    this.#properties = Object.keys(properties)
  }
}

const mounted = new WeakMap<Element, ExplorerSurface>()

/**
 * Renders an explorer view into an element of any page, React or not: balances
 * of an address, a transaction, transactions of an address or an event query,
 * the live latest blocks, IBC channels or oracle rates. By default the widget
 * lives in an open shadow root with its own styles, so the page's CSS neither
 * breaks it nor is touched by it. Widgets of one gateway share one client, one
 * cache and one poll; widgets of different gateways share nothing.
 *
 * Throws `ParameterError` for bad options (a missing subject, an unknown view,
 * a base URL that is not http(s)), before anything is rendered or fetched.
 *
 * @example
 * ```ts
 * import { mountExplorer } from 'gatekit/widget'
 *
 * const explorer = mountExplorer(document.querySelector('#balances')!, {
 *   gateway: { baseUrl: 'https://lcd.example.org', prefixes: 'kiichain' },
 *   view: 'balances',
 *   address: 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
 *   theme: 'auto',
 *   locale: 'de-DE',
 * })
 * explorer.update({ gateway: { baseUrl: 'https://lcd.example.org', prefixes: 'kiichain' }, view: 'tx', hash })
 * explorer.unmount()
 * ```
 */
export function mountExplorer(element: Element, options: ExplorerOptions): ExplorerHandle {
  // By node type rather than instanceof, so elements of an iframe's document count too.
  if (!element || typeof element !== 'object' || (element as Partial<Element>).nodeType !== 1) {
    throw new ParameterError({ parameter: 'element', problem: 'must be a DOM element' })
  }
  if (mounted.has(element)) {
    throw new ParameterError({ parameter: 'element', problem: 'already shows an explorer: call update() on its handle, or unmount() it first' })
  }
  const resolved = resolveExplorerOptions(options)
  const surface = new ExplorerSurface(element, resolved.shadow)
  mounted.set(element, surface)
  try {
    surface.show(resolved)
  } catch (error) {
    surface.destroy()
    mounted.delete(element)
    throw error
  }
  return {
    update(next) {
      if (surface.destroyed) throw new BaseError('This explorer was unmounted: mount it again with mountExplorer().')
      const nextResolved = resolveExplorerOptions(next)
      if (nextResolved.shadow !== surface.shadow) {
        throw new ParameterError({ parameter: 'shadow', problem: 'cannot change after mounting: unmount() and mount again' })
      }
      surface.show(nextResolved)
    },
    unmount() {
      if (surface.destroyed) return
      surface.destroy()
      mounted.delete(element)
    },
  }
}
