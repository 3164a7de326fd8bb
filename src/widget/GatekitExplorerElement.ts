import { gatewayPresets, type GatewayPrefixes, type GatewayPresetName } from '../core/client.ts'
import { ParameterError } from '../core/errors.ts'
import { ExplorerSurface } from './mountExplorer.tsx'
import { resolveExplorerOptions, type ExplorerOptions, type ExplorerThemeName, type ResolvedExplorerOptions } from './options.ts'

/** The attributes `<gatekit-explorer>` reads; changing any of them re-renders it. */
export const explorerAttributes = [
  'base-url',
  'prefixes',
  'view',
  'address',
  'hash',
  'event-query',
  'theme',
  'locale',
  'refetch-interval',
] as const

// Where there is no DOM (server rendering), importing the widget must not fail.
const ElementBase = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement

function parsePrefixes(value: string): GatewayPrefixes | GatewayPresetName {
  if (Object.hasOwn(gatewayPresets, value)) return value as GatewayPresetName
  const [sdk, app, ...rest] = value.split(',').map((part) => part.trim())
  if (!sdk || !app || rest.length > 0) {
    throw new ParameterError({ parameter: 'prefixes', problem: `must be a preset (${Object.keys(gatewayPresets).join(', ')}) or "sdk,app", got "${value}"` })
  }
  return { sdk, app }
}

function parseRefetchInterval(value: string): number | false {
  if (value === 'false' || value === 'off') return false
  if (!/^\d+$/.test(value.trim())) {
    throw new ParameterError({ parameter: 'refetch-interval', problem: `must be milliseconds or "off", got "${value}"` })
  }
  return Number(value)
}

/**
 * The options an element's attributes describe. A missing required attribute
 * is left out, so validation names it.
 */
function attributeOptions(element: Element): ExplorerOptions {
  const read = (name: (typeof explorerAttributes)[number]) => element.getAttribute(name) ?? undefined
  const prefixes = read('prefixes')
  const refetchInterval = read('refetch-interval')
  return {
    gateway: { baseUrl: read('base-url') ?? '', ...(prefixes ? { prefixes: parsePrefixes(prefixes) } : {}) },
    view: read('view'),
    address: read('address'),
    hash: read('hash'),
    eventQuery: read('event-query'),
    theme: read('theme'),
    locale: read('locale'),
    ...(refetchInterval === undefined ? {} : { refetchInterval: parseRefetchInterval(refetchInterval) }),
  } as ExplorerOptions
}

/**
 * `<gatekit-explorer>`: an explorer view described by attributes, rendered into
 * an open shadow root with the default styles inside it.
 *
 * - `base-url` (required), `prefixes` (`spec`, `kiichain`, or `sdk,app` such as `cosmos,kiichain`)
 * - `view`: `balances` (`address`), `tx` (`hash`), `txs` (`address` or `event-query`), `blocks`, `channels`, `oracle`
 * - `theme` (`light`, `dark`, `auto`), `locale` (`de-DE`), `refetch-interval` (ms or `off`, for `blocks` and `oracle`)
 *
 * Attribute changes made together re-render it once. Wrong attributes are
 * shown inside the element (and kept in its `error` property), never thrown.
 * Removing the element stops its requests, polls and timers. Restyle it with
 * `--gk-*` custom properties set on the element itself.
 *
 * @example
 * ```html
 * <script type="module" src="https://unpkg.com/gatekit/dist/widget.js"></script>
 * <gatekit-explorer base-url="https://lcd.example.org" prefixes="kiichain" view="tx" hash="5775DB42…"></gatekit-explorer>
 * ```
 */
export class GatekitExplorerElement extends ElementBase {
  static readonly observedAttributes: readonly string[] = explorerAttributes
  #surface: ExplorerSurface | undefined
  #error: unknown = undefined
  #scheduled = false

  /** Why the current attributes cannot be shown (a `ParameterError`), or undefined. */
  get error(): unknown {
    return this.#error
  }

  connectedCallback(): void {
    this.#schedule()
  }

  disconnectedCallback(): void {
    // Checked a microtask later: an element moved elsewhere in the page keeps its state.
    this.#schedule()
  }

  attributeChangedCallback(): void {
    this.#schedule()
  }

  #schedule() {
    if (this.#scheduled) return
    this.#scheduled = true
    queueMicrotask(() => {
      this.#scheduled = false
      this.#sync()
    })
  }

  #sync() {
    if (!this.isConnected) {
      this.#surface?.destroy()
      this.#surface = undefined
      return
    }
    this.#surface ??= new ExplorerSurface(this, true)
    let resolved: ResolvedExplorerOptions
    try {
      resolved = resolveExplorerOptions(attributeOptions(this))
    } catch (error) {
      this.#error = error
      const theme = this.getAttribute('theme')
      this.#surface.showError(error, theme === 'dark' || theme === 'auto' ? (theme as ExplorerThemeName) : 'light')
      return
    }
    this.#error = undefined
    this.#surface.show(resolved)
  }
}

/**
 * Registers `<gatekit-explorer>` (or the element under another tag name) and
 * returns its class. Does nothing when the name is already taken, so loading
 * the widget twice is harmless. The standalone script and `gatekit/widget`
 * call it on load for the default name.
 *
 * @example
 * ```ts
 * import { defineExplorerElement } from 'gatekit/widget'
 * defineExplorerElement('chain-explorer') // <chain-explorer view="blocks" base-url="…">
 * ```
 */
export function defineExplorerElement(tagName = 'gatekit-explorer'): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined
  const existing = customElements.get(tagName)
  if (existing) return existing
  // A constructor can be defined under one name only; other names get a subclass.
  const constructor = customElements.getName?.(GatekitExplorerElement) ? class extends GatekitExplorerElement {} : GatekitExplorerElement
  customElements.define(tagName, constructor)
  return constructor
}
