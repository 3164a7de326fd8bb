import { gatewayPresets, type CreateGatewayClientParameters } from '../core/client.ts'
import { normalizeBaseUrl } from '../core/transport.ts'
import { ParameterError } from '../core/errors.ts'
import { accountAddressRule } from '../core/parameters.ts'

/** The explorer views a widget can show. */
export const explorerViews = ['balances', 'tx', 'blocks', 'txs', 'channels', 'oracle'] as const

/** One of {@link explorerViews}. */
export type ExplorerViewName = (typeof explorerViews)[number]

/** Colour schemes of the default theme: `auto` follows the viewer's preference. */
export type ExplorerThemeName = 'light' | 'dark' | 'auto'

/** `--gk-*` custom properties of the default theme (see `gatekit/styles.css`), by name. */
export type ExplorerThemeProperties = { readonly [property: `--gk-${string}`]: string }

/**
 * A widget's theme: a colour scheme, or custom properties laid over the light
 * scheme (colours may use `light-dark(light, dark)`).
 */
export type ExplorerTheme = ExplorerThemeName | ExplorerThemeProperties

/**
 * The gateway a widget reads: the options of `createGatewayClient` (`baseUrl`,
 * `prefixes` as an object or a preset name `'spec'` / `'kiichain'`, `timeout`,
 * `retry`, `headers`, `fetch`, ...). Widgets with equal options share one client
 * and one cache.
 */
export type ExplorerGatewayOptions = CreateGatewayClientParameters

/** What every view takes besides its subject. */
export type ExplorerCommonOptions = {
  /** The gateway to read. */
  gateway: ExplorerGatewayOptions
  /** Colour scheme or `--gk-*` custom properties. Default `light`. */
  theme?: ExplorerTheme | undefined
  /** BCP 47 locale for numbers and dates (`de-DE`). Default: the browser's. */
  locale?: string | undefined
  /**
   * Render into an open shadow root of the element with the default styles
   * inside it, out of reach of the page's CSS. `false` renders into the element
   * itself and leaves styling to the page (load `gatekit/styles.css`). Default true.
   */
  shadow?: boolean | undefined
}

/** How often a live view (`blocks`, `oracle`) asks for news, in ms; `false` stops following. */
export type ExplorerRefetchInterval = number | false

/** Options of `mountExplorer`, by view; the views that need a subject require it. */
export type ExplorerOptions = ExplorerCommonOptions &
  (
    | {
        /** The balances of an account. */
        view: 'balances'
        /** The account's bech32 address. */
        address: string
      }
    | {
        /** One transaction: status, fee, messages, events. */
        view: 'tx'
        /** The transaction hash, hex. */
        hash: string
      }
    | {
        /** Transactions sent by an address (`message.sender='…'`), newest first. */
        view: 'txs'
        address: string
        eventQuery?: undefined
      }
    | {
        /** Transactions matching a CometBFT event query, newest first. */
        view: 'txs'
        /** Such as `transfer.recipient='kii1…'` or `tx.height>=100 AND message.action='/cosmos.bank.v1beta1.MsgSend'`. */
        eventQuery: string
        address?: undefined
      }
    | {
        /** The latest blocks, live. */
        view: 'blocks'
        /** Poll interval for the latest block. Default 5 000. */
        refetchInterval?: ExplorerRefetchInterval | undefined
      }
    | {
        /** The chain's IBC channels. */
        view: 'channels'
      }
    | {
        /** The oracle's exchange rates, live. */
        view: 'oracle'
        /** Refresh interval of rates and snapshots. Default 10 000. */
        refetchInterval?: ExplorerRefetchInterval | undefined
      }
  )

/** What a view shows, checked: the component and its props follow from it. */
export type ExplorerSubject =
  | { view: 'balances'; address: string }
  | { view: 'tx'; hash: string }
  | { view: 'txs'; eventQuery: string }
  | { view: 'blocks'; refetchInterval: ExplorerRefetchInterval | undefined }
  | { view: 'channels' }
  | { view: 'oracle'; refetchInterval: ExplorerRefetchInterval | undefined }

/** Options after validation. */
export type ResolvedExplorerOptions = {
  gateway: ExplorerGatewayOptions
  subject: ExplorerSubject
  scheme: ExplorerThemeName
  properties: Readonly<Record<string, string>>
  locale: string | undefined
  shadow: boolean
}

const themeNames: readonly string[] = ['light', 'dark', 'auto'] satisfies ExplorerThemeName[]

// Interpolated into the gateway's event query between quotes: a prefix of letters and digits only
// (bech32 itself allows any printable ASCII there, a quote included).
const safeBech32Prefix = /^[a-z][a-z0-9]*$/

/** The sender of view "txs", checked as every account address parameter is (bech32 checksum included), in lower case. */
function resolveSenderAddress(address: string): string {
  const problem = accountAddressRule.problem(address)
  if (problem !== undefined) throw invalid('address', `must be ${accountAddressRule.expected}, got "${address}": ${problem}`)
  const lower = address.toLowerCase()
  if (!safeBech32Prefix.test(lower.slice(0, lower.lastIndexOf('1')))) {
    throw invalid('address', `must be ${accountAddressRule.expected} with a prefix of letters and digits, got "${address}"`)
  }
  return lower
}

const invalid = (parameter: string, problem: string) => new ParameterError({ parameter, problem })
const missing = (parameter: string, problem: string) => new ParameterError({ parameter, problem, reason: 'missing' })

function requireText(value: unknown, parameter: string, view: string): string {
  if (value === undefined || value === null || value === '') throw missing(parameter, `is required for view "${view}"`)
  if (typeof value !== 'string') throw invalid(parameter, `must be a string, got ${typeof value}`)
  const trimmed = value.trim()
  if (!trimmed) throw missing(parameter, `is required for view "${view}"`)
  return trimmed
}

function resolveRefetchInterval(value: unknown): ExplorerRefetchInterval | undefined {
  if (value === undefined || value === false) return value
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw invalid('refetchInterval', `must be a positive number of milliseconds or false, got ${String(value)}`)
  }
  return value
}

function resolveSubject(options: Record<string, unknown>): ExplorerSubject {
  const view = options.view
  switch (view) {
    case 'balances':
      return { view, address: requireText(options.address, 'address', view) }
    case 'tx':
      return { view, hash: requireText(options.hash, 'hash', view) }
    case 'txs': {
      const hasAddress = options.address !== undefined && options.address !== ''
      const hasQuery = options.eventQuery !== undefined && options.eventQuery !== ''
      if (hasAddress && hasQuery) throw invalid('eventQuery', 'cannot be given with `address` (view "txs" takes one of them)')
      if (!hasAddress && !hasQuery) throw missing('eventQuery', 'or `address` is required for view "txs"')
      if (hasQuery) return { view, eventQuery: requireText(options.eventQuery, 'eventQuery', view) }
      const address = resolveSenderAddress(requireText(options.address, 'address', view))
      return { view, eventQuery: `message.sender='${address}'` }
    }
    case 'blocks':
    case 'oracle':
      return { view, refetchInterval: resolveRefetchInterval(options.refetchInterval) }
    case 'channels':
      return { view }
    default:
      if (view === undefined || view === '') throw missing('view', `is required: one of ${explorerViews.join(', ')}`)
      throw invalid('view', `must be one of ${explorerViews.join(', ')}, got "${String(view)}"`)
  }
}

function resolveGateway(gateway: unknown): ExplorerGatewayOptions {
  if (!gateway || typeof gateway !== 'object') throw missing('gateway', 'is required: { baseUrl, prefixes? }')
  const options = gateway as ExplorerGatewayOptions
  if (options.baseUrl === undefined || options.baseUrl === '') throw missing('gateway.baseUrl', 'is required')
  if (typeof options.baseUrl !== 'string') throw invalid('gateway.baseUrl', `must be a string, got ${typeof options.baseUrl}`)
  try {
    normalizeBaseUrl(options.baseUrl)
  } catch {
    throw invalid('gateway.baseUrl', `must be an absolute http(s) URL, got "${options.baseUrl}"`)
  }
  const { prefixes } = options
  if (typeof prefixes === 'string' && !Object.hasOwn(gatewayPresets, prefixes)) {
    throw invalid('gateway.prefixes', `must be a preset (${Object.keys(gatewayPresets).join(', ')}) or { sdk, app }, got "${prefixes}"`)
  }
  return options
}

function resolveTheme(theme: unknown): { scheme: ExplorerThemeName; properties: Record<string, string> } {
  if (theme === undefined) return { scheme: 'light', properties: {} }
  if (typeof theme === 'string') {
    if (!themeNames.includes(theme)) throw invalid('theme', `must be light, dark, auto or an object of --gk-* properties, got "${theme}"`)
    return { scheme: theme as ExplorerThemeName, properties: {} }
  }
  if (typeof theme !== 'object' || theme === null || Array.isArray(theme)) {
    throw invalid('theme', 'must be light, dark, auto or an object of --gk-* properties')
  }
  const properties: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme)) {
    if (!/^--gk-[a-z0-9-]+$/.test(name)) throw invalid('theme', `may only set --gk-* custom properties, got "${name}"`)
    if (typeof value !== 'string') throw invalid(`theme.${name}`, `must be a string, got ${typeof value}`)
    properties[name] = value
  }
  return { scheme: 'light', properties }
}

function resolveLocale(locale: unknown): string | undefined {
  if (locale === undefined || locale === '') return undefined
  if (typeof locale !== 'string') throw invalid('locale', `must be a BCP 47 tag, got ${typeof locale}`)
  try {
    return Intl.getCanonicalLocales(locale)[0]
  } catch {
    throw invalid('locale', `must be a BCP 47 tag such as "de-DE", got "${locale}"`)
  }
}

/**
 * Checks widget options and puts them in the form the widget renders from.
 * Throws `ParameterError` naming the option: a missing subject (`reason: 'missing'`),
 * an unknown view, a base URL that is not http(s), a theme property outside `--gk-*`.
 *
 * @example
 * ```ts
 * resolveExplorerOptions({ gateway: { baseUrl: 'http://127.0.0.1:1317' }, view: 'tx' })
 * // throws ParameterError: Parameter `hash` is required for view "tx".
 * ```
 */
export function resolveExplorerOptions(options: ExplorerOptions): ResolvedExplorerOptions {
  if (!options || typeof options !== 'object') throw missing('options', 'are required: { gateway, view, ... }')
  const record = options as unknown as Record<string, unknown>
  const gateway = resolveGateway(record.gateway)
  const subject = resolveSubject(record)
  const { scheme, properties } = resolveTheme(record.theme)
  return { gateway, subject, scheme, properties, locale: resolveLocale(record.locale), shadow: record.shadow !== false }
}
