import ky, { HTTPError, type KyInstance } from 'ky'

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

/** How the client retries idempotent requests (GET, HEAD). POSTs are never retried. */
export type GatewayRetryOptions = {
  /** Retries after the first attempt. Default 2, so at most three requests. */
  limit?: number | undefined
  /** Statuses worth another try. Default 408, 429, 500, 502, 503, 504. */
  statusCodes?: readonly number[] | undefined
  /** Delay before retry `attempt` (1-based) in ms, before jitter. Default 300 · 2^(attempt-1). */
  delay?: ((attempt: number) => number) | undefined
  /** Upper bound of one backoff delay in ms. Default 10 000. */
  backoffLimit?: number | undefined
  /** Randomizes each backoff delay; default keeps it between half and all of the computed delay. */
  jitter?: boolean | ((delay: number) => number) | undefined
  /** Longest `Retry-After` (ms) worth waiting for; a longer one fails at once. Default 30 000. */
  maxRetryAfter?: number | undefined
  /** Retry a request that timed out. Default false: a timeout has already used its time. */
  retryOnTimeout?: boolean | undefined
}

/**
 * How a client sends its requests: the options the gateway client and the pay
 * client share (see {@link createHttpTransport}).
 *
 * @example
 * ```ts
 * const transport: HttpTransportParameters = { timeout: 5_000, retry: { limit: 3 }, headers: { 'x-app': 'explorer' } }
 * ```
 */
export type HttpTransportParameters = {
  /** The fetch to use. Default: the global `fetch`, looked up at call time. */
  fetch?: typeof fetch | undefined
  /** Milliseconds one attempt may take, headers and body included; `false` for none. Default 10 000. */
  timeout?: number | false | undefined
  /** Retries of reads (GET, HEAD): a limit, or retry options. Writes are never retried. Default: 2 retries with backoff and jitter. */
  retry?: number | GatewayRetryOptions | undefined
  /** Headers sent with every request. */
  headers?: Readonly<Record<string, string>> | undefined
}

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
}

/** The retry settings a client runs with, every default filled in. */
export type ResolvedRetryOptions = Required<{
  [K in keyof GatewayRetryOptions]: Exclude<GatewayRetryOptions[K], undefined>
}>

/**
 * The ky instance a client sends through, with the timeout and retry settings
 * it resolved. Made by {@link createHttpTransport}.
 *
 * @example
 * ```ts
 * const { ky, timeout, retry } = createHttpTransport({ retry: 1 })
 * ```
 */
export type HttpTransport = {
  /** Sends requests; throws ky's `HTTPError` and `TimeoutError`, which callers convert with `toGatekitError`. */
  readonly ky: KyInstance
  readonly timeout: number | false
  readonly retry: Readonly<ResolvedRetryOptions>
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
  /** The ky instance every request goes through; errors are converted by `request()`. */
  readonly ky: KyInstance
  /** Whether responses are validated against their schemas (see `CreateGatewayClientParameters`). */
  readonly validateResponses: boolean
}

const defaultRetryStatusCodes = [408, 429, 500, 502, 503, 504] as const

// Statuses whose responses cannot carry a body; `new Response(body)` throws for them.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

/**
 * Creates a client for a gateway. Requests retry idempotent GETs on 408, 429,
 * 5xx and network errors with exponential backoff and jitter, honour
 * `Retry-After`, and time out per attempt (headers and body).
 *
 * @example
 * ```ts
 * const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1317' })
 * const real = createGatewayClient({ baseUrl: 'https://lcd.example.org', prefixes: 'kiichain', retry: 3 })
 * ```
 */
export function createGatewayClient(parameters: CreateGatewayClientParameters): GatewayClient {
  const baseUrl = normalizeBaseUrl(parameters.baseUrl)
  const prefixes = resolvePrefixes(parameters.prefixes)
  const { ky, timeout, retry } = createHttpTransport(parameters)
  return {
    type: 'gatewayClient',
    id: parameters.id ?? baseUrl,
    baseUrl,
    prefixes,
    paths: { ...parameters.paths },
    timeout,
    retry,
    ky,
    validateResponses: parameters.validateResponses ?? true,
  }
}

/**
 * Creates the transport every gatekit client sends through: a ky instance whose
 * per-attempt timeout covers headers and body, that retries reads (GET, HEAD)
 * on 408, 429, 5xx and network errors with exponential backoff and jitter,
 * honours `Retry-After` up to `maxRetryAfter`, and never retries writes. It
 * throws ky's errors; `toGatekitError` converts them.
 *
 * @example
 * ```ts
 * const { ky } = createHttpTransport({ timeout: 5_000, retry: 3 })
 * const response = await ky('https://lcd.example.org/stack/auth/v1beta1/params')
 * ```
 */
export function createHttpTransport(parameters: HttpTransportParameters = {}): HttpTransport {
  const retry = resolveRetry(parameters.retry)
  const timeout = parameters.timeout ?? 10_000
  const userFetch = parameters.fetch

  const instance = ky.create({
    timeout,
    throwHttpErrors: true,
    ...(parameters.headers ? { headers: parameters.headers } : {}),
    // The body is read inside fetch so that ky's per-attempt timeout also covers
    // a body that drips in slowly, and a connection cut mid-body counts as a
    // network error that may be retried.
    fetch: async (input, init) => {
      const response = await (userFetch ?? globalThis.fetch)(input, init)
      const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer()
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    },
    retry: {
      limit: retry.limit,
      methods: ['get', 'head'],
      statusCodes: [...retry.statusCodes],
      afterStatusCodes: [413, 429, 503],
      maxRetryAfter: retry.maxRetryAfter,
      backoffLimit: retry.backoffLimit,
      delay: retry.delay,
      jitter: retry.jitter,
      retryOnTimeout: retry.retryOnTimeout,
      shouldRetry: ({ error }) => {
        if (error instanceof HTTPError) {
          if (!retry.statusCodes.includes(error.response.status)) return false
          const retryAfter = parseRetryAfter(error.response.headers.get('retry-after'))
          // Waiting longer than the caller allows would hang the page; fail now instead.
          if (retryAfter !== undefined && retryAfter * 1000 > retry.maxRetryAfter) return false
          return undefined
        }
        if (error.name === 'TimeoutError') return retry.retryOnTimeout
        if (error.name === 'AbortError') return false
        // fetch rejects with a TypeError when no HTTP answer arrived (refused, reset, DNS).
        return error instanceof TypeError ? undefined : false
      },
    },
  })

  return { ky: instance, timeout, retry }
}

/**
 * Checks that a base URL is an absolute http(s) URL and returns it without
 * query, fragment or trailing slash. `option` names it in the error.
 *
 * @example
 * ```ts
 * normalizeBaseUrl('https://lcd.example.org/api/') // "https://lcd.example.org/api"
 * normalizeBaseUrl('ftp://x', 'authBaseUrl') // throws TypeError: gatekit: authBaseUrl must use http or https, got "ftp:".
 * ```
 */
export function normalizeBaseUrl(value: string, option = 'baseUrl'): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new TypeError(`gatekit: ${option} must be an absolute http(s) URL, got "${value}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`gatekit: ${option} must use http or https, got "${url.protocol}".`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

function resolvePrefixes(prefixes: CreateGatewayClientParameters['prefixes']): GatewayPrefixes {
  if (typeof prefixes === 'string') {
    const preset = gatewayPresets[prefixes]
    if (!preset) throw new TypeError(`gatekit: unknown prefix preset "${prefixes}".`)
    return { ...preset }
  }
  return { ...gatewayPresets.spec, ...prefixes }
}

function resolveRetry(retry: CreateGatewayClientParameters['retry']): ResolvedRetryOptions {
  const options = typeof retry === 'number' ? { limit: retry } : (retry ?? {})
  return {
    limit: options.limit ?? 2,
    statusCodes: options.statusCodes ?? defaultRetryStatusCodes,
    delay: options.delay ?? ((attempt) => 300 * 2 ** (attempt - 1)),
    backoffLimit: options.backoffLimit ?? 10_000,
    jitter: options.jitter ?? ((delay) => delay / 2 + (Math.random() * delay) / 2),
    maxRetryAfter: options.maxRetryAfter ?? 30_000,
    retryOnTimeout: options.retryOnTimeout ?? false,
  }
}

/**
 * Reads a `Retry-After` header as seconds: either delta-seconds or an HTTP date.
 *
 * @example
 * ```ts
 * parseRetryAfter('2') // 2
 * ```
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
