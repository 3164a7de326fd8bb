import type { KyInstance } from 'ky'
import { defaultPageLimit } from './pagination.ts'
import type { ResolvedRetryOptions } from './retry.ts'
import { createHttpTransport, normalizeBaseUrl, resolveFailover, type HttpTransportParameters } from './transport.ts'
import { parseSdkVersion } from './sdkRouteForms.ts'

/**
 * First path segments of the gateway's two route families: `sdk` for the chain
 * SDK modules (auth, tx, bank, base), `app` for the chain's own modules
 * (oracle, evm, mint).
 */
export type GatewayPrefixes = {
  /** Segment of the SDK modules: `stack` in SPEC.md, `cosmos` on a real chain. */
  sdk: string
  /** Segment of the chain modules: `appchain` in SPEC.md, `kiichain` on KiiChain. */
  app: string
}

/**
 * Prefix presets: `spec` uses SPEC.md's neutral names, `kiichain` those of a
 * real chain of the spec's line (`/cosmos/...`, `/kiichain/...`).
 *
 * @example
 * ```ts
 * createGatewayClient({ baseUrl: 'https://lcd.example.org', prefixes: gatewayPresets.kiichain })
 * ```
 */
export const gatewayPresets = {
  spec: { sdk: 'stack', app: 'appchain' },
  kiichain: { sdk: 'cosmos', app: 'kiichain' },
} as const satisfies Record<string, GatewayPrefixes>

/** Name of a prefix preset. */
export type GatewayPresetName = keyof typeof gatewayPresets

/** Options of {@link createGatewayClient}. */
export type CreateGatewayClientParameters = HttpTransportParameters & {
  /** Base URL of the gateway, such as `http://127.0.0.1:1317`; may carry a path. */
  baseUrl: string
  /** Route prefixes, or the name of a preset. Default: SPEC.md's `stack` / `appchain`. */
  prefixes?: Partial<GatewayPrefixes> | GatewayPresetName | undefined
  /**
   * Path templates that replace an endpoint's default, by endpoint id, for a
   * chain that moved a route: `{ 'bank/balances': '/{sdk}/bank/v1beta2/balances/{address}' }`.
   */
  paths?: Readonly<Record<string, string>> | undefined
  /** Identifies the gateway in query keys. Default: `baseUrl`. */
  id?: string | undefined
  /**
   * Mirrors of the same gateway, tried in order when the ones before them fail.
   * An attempt that ends in a network error, a timeout or a 5xx marks its URL
   * unhealthy for `failoverCooldown`; every attempt goes to the first URL that
   * is not, so a read's retries move down the list (still at most
   * `retry.limit + 1` requests) and the client returns to `baseUrl` once its
   * cooldown is over. A write goes to the first healthy URL and, as always, is
   * sent once: it is never resent to a mirror. Query keys stay the same
   * whichever URL answers (`id` defaults to `baseUrl`); errors name the URL
   * that failed.
   */
  fallbackUrls?: readonly string[] | undefined
  /** Milliseconds a URL that failed is passed over before it is tried again. Default 30 000. */
  failoverCooldown?: number | undefined
  /**
   * Validate every response against its endpoint's schema. Default true. `false` skips
   * validation: responses are returned as the gateway sent them and their types are then
   * unchecked promises, so a gateway that changes a field's shape surfaces as a wrong value
   * in your code instead of a {@link SchemaError}. A body that is not JSON (empty, truncated,
   * an HTML error page) still fails with {@link HttpError}. Override per request with
   * `RequestOptions.validateResponses`.
   *
   * @example
   * ```ts
   * // A trusted gateway and very large pages: skip validation, keep JSON parsing.
   * const client = createGatewayClient({ baseUrl: 'https://lcd.example.org', validateResponses: false })
   * ```
   */
  validateResponses?: boolean | undefined
  /**
   * Pages an infinite query (and a component that loads pages by itself) reads at most: after this
   * many, `hasNextPage` turns false. A `next_key` the gateway already sent also ends the pages, so a
   * gateway whose pages never end cannot make a list fetch for ever. Default 100
   * ({@link defaultPageLimit}). Not TanStack's `maxPages`, which only drops pages from the cache.
   *
   * @example
   * ```ts
   * // An indexer with very long lists behind a trusted gateway.
   * const client = createGatewayClient({ baseUrl: 'https://lcd.example.org', pageLimit: 1_000 })
   * ```
   */
  pageLimit?: number | undefined
  /**
   * The chain's Cosmos SDK version (`'0.45'`, `'v0.50.9'`), which picks the route forms that differ
   * between versions (supply of a denom, tx search, address by id). Default: learned from the
   * gateway's `node_info` on the first call that needs it, once per client.
   *
   * @example
   * ```ts
   * const client = createGatewayClient({ baseUrl: 'https://lcd.example.org', sdkVersion: '0.45' })
   * ```
   */
  sdkVersion?: string | undefined
}

/**
 * A configured connection to one gateway. Pass it to actions (`getBalances(client, ...)`),
 * query options, or `<GatekitProvider client={client}>`.
 */
export type GatewayClient = {
  readonly type: 'gatewayClient'
  /** Identifies the gateway in query keys. */
  readonly id: string
  /** Base URL without a trailing slash. */
  readonly baseUrl: string
  readonly prefixes: Readonly<GatewayPrefixes>
  readonly paths: Readonly<Record<string, string>>
  readonly timeout: number | false
  readonly retry: Readonly<ResolvedRetryOptions>
  /** Mirrors tried when `baseUrl` fails, in order, without trailing slashes. */
  readonly fallbackUrls: readonly string[]
  /** Milliseconds a URL that failed is passed over before it is tried again. */
  readonly failoverCooldown: number
  /** Requests kept in flight at once per origin (`Infinity`: no cap). */
  readonly maxConcurrentRequests: number
  /** Largest response body in bytes, after decompression (see `HttpTransportParameters`). */
  readonly maxResponseBytes: number
  /** The ky instance every request goes through; errors are converted by `request()`. */
  readonly ky: KyInstance
  /** Whether responses are validated against their schemas (see `CreateGatewayClientParameters`). */
  readonly validateResponses: boolean
  /** Pages an infinite query reads at most (see `CreateGatewayClientParameters`). */
  readonly pageLimit: number
  /** The chain's SDK version when given as an option; otherwise learned from `node_info` (see `CreateGatewayClientParameters`). */
  readonly sdkVersion?: string | undefined
}

/**
 * Creates a client for a gateway. Requests retry idempotent GETs on 408, 429,
 * 5xx and network errors with exponential backoff and jitter, honour
 * `Retry-After` (plus jitter, within `retry.maxRetryTime`), stop reading a body
 * past `maxResponseBytes`, time out per attempt (headers and body), keep at most
 * `maxConcurrentRequests` in flight per host, and fail over to `fallbackUrls`.
 *
 * @example
 * ```ts
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1317' })
 * const real = createGatewayClient({ baseUrl: 'https://lcd.example.org', prefixes: 'kiichain', retry: 3 })
 * const mirrored = createGatewayClient({
 *   baseUrl: 'https://lcd-1.example.org',
 *   fallbackUrls: ['https://lcd-2.example.org'],
 *   maxConcurrentRequests: 4,
 * })
 * ```
 */
export function createGatewayClient(parameters: CreateGatewayClientParameters): GatewayClient {
  const baseUrl = normalizeBaseUrl(parameters.baseUrl)
  const prefixes = resolvePrefixes(parameters.prefixes)
  const failover = resolveFailover(baseUrl, parameters)
  const pageLimit = parameters.pageLimit ?? defaultPageLimit
  if (!(Number.isSafeInteger(pageLimit) && pageLimit > 0)) {
    throw new TypeError(`gatekit: pageLimit must be a positive integer, got ${String(pageLimit)}.`)
  }
  if (parameters.sdkVersion !== undefined && !parseSdkVersion(parameters.sdkVersion)) {
    throw new TypeError(`gatekit: sdkVersion must be a version such as "0.47" or "v0.50.9", got "${parameters.sdkVersion}".`)
  }
  const { ky, timeout, retry, maxConcurrentRequests, maxResponseBytes } = createHttpTransport(parameters, failover)
  return {
    type: 'gatewayClient',
    id: parameters.id ?? baseUrl,
    baseUrl,
    prefixes,
    paths: { ...parameters.paths },
    timeout,
    retry,
    fallbackUrls: failover.fallbackUrls,
    failoverCooldown: failover.cooldown,
    maxConcurrentRequests,
    maxResponseBytes,
    ky,
    validateResponses: parameters.validateResponses ?? true,
    pageLimit,
    ...(parameters.sdkVersion === undefined ? {} : { sdkVersion: parameters.sdkVersion }),
  }
}

function resolvePrefixes(prefixes: CreateGatewayClientParameters['prefixes']): GatewayPrefixes {
  if (typeof prefixes === 'string') {
    const preset = gatewayPresets[prefixes]
    if (!preset) throw new TypeError(`gatekit: unknown prefix preset "${prefixes}".`)
    return { ...preset }
  }
  return { ...gatewayPresets.spec, ...prefixes }
}
