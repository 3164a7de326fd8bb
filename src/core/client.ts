import ky, { HTTPError, TimeoutError as KyTimeoutError, type KyInstance } from 'ky'
import { createHostLimiter, createHostRotation } from './hosts.ts'
import { defaultPageLimit } from './pagination.ts'
import { defaultMaxResponseBytes, readBodyWithLimit } from './responseBody.ts'
import { parseSdkVersion } from './sdkVersion.ts'
import { anySignal } from './signals.ts'

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
  /**
   * Time budget of one call in ms, from its first attempt: a retry whose wait would end past it
   * is not made, and the call fails with the last error. Default 30 000. A 429 or 503 with
   * `Retry-After` waits the header's time plus the jittered backoff of `delay`, so many queries
   * refused at once come back spread out rather than in one synchronized wave; `limit` still
   * caps how many retries are made. A call that failed leaves no state behind: the next one
   * (a refetch) is sent as soon as it is made.
   *
   * @example
   * ```ts
   * createGatewayClient({ baseUrl, retry: { limit: 5, maxRetryTime: 20_000 } })
   * ```
   */
  maxRetryTime?: number | undefined
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
  /**
   * Requests this client keeps in flight at once per origin; more wait in a
   * first-in, first-out queue, so a table that loads many details cannot set
   * off a 429 storm. A queued request whose signal aborts leaves the queue
   * without being sent, and the timeout starts when a request leaves the queue.
   * Default 6 (what browsers allow per HTTP/1.1 host); `Infinity` for no cap.
   */
  maxConcurrentRequests?: number | undefined
  /**
   * Largest response body in bytes, counted after decompression while it streams in; a larger
   * one stops being read at once and the call fails with `ResponseTooLargeError`. Default
   * 32 MiB (33 554 432), far above any gateway page and far below what freezes a browser tab.
   *
   * @example
   * ```ts
   * createGatewayClient({ baseUrl, maxResponseBytes: 8 * 1024 * 1024 })
   * ```
   */
  maxResponseBytes?: number | undefined
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
  /** Requests kept in flight at once per origin (`Infinity`: no cap). */
  readonly maxConcurrentRequests: number
  /** Largest response body in bytes, after decompression. */
  readonly maxResponseBytes: number
}

/**
 * Where a transport sends the requests under one base URL: the base URL,
 * mirrors to fail over to, and how long a failed URL is passed over.
 *
 * @example
 * ```ts
 * createHttpTransport({}, { baseUrl: 'https://a.example.org', fallbackUrls: ['https://b.example.org'], cooldown: 30_000 })
 * ```
 */
export type HttpTransportFailover = {
  /** The URL every request is built against, without a trailing slash. */
  baseUrl: string
  /** Mirrors, in the order they are tried, without trailing slashes. */
  fallbackUrls: readonly string[]
  /** Milliseconds a URL that failed is passed over. */
  cooldown: number
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

const defaultRetryStatusCodes = [408, 429, 500, 502, 503, 504] as const

// Statuses whose responses cannot carry a body; `new Response(body)` throws for them.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

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
  const fallbackUrls = (parameters.fallbackUrls ?? []).map((url, index) => normalizeBaseUrl(url, `fallbackUrls[${index}]`))
  const failoverCooldown = parameters.failoverCooldown ?? 30_000
  if (!(Number.isFinite(failoverCooldown) && failoverCooldown >= 0)) {
    throw new TypeError(`gatekit: failoverCooldown must be a number of milliseconds >= 0, got ${String(failoverCooldown)}.`)
  }
  const pageLimit = parameters.pageLimit ?? defaultPageLimit
  if (!(Number.isSafeInteger(pageLimit) && pageLimit > 0)) {
    throw new TypeError(`gatekit: pageLimit must be a positive integer, got ${String(pageLimit)}.`)
  }
  if (parameters.sdkVersion !== undefined && !parseSdkVersion(parameters.sdkVersion)) {
    throw new TypeError(`gatekit: sdkVersion must be a version such as "0.47" or "v0.50.9", got "${parameters.sdkVersion}".`)
  }
  const { ky, timeout, retry, maxConcurrentRequests, maxResponseBytes } = createHttpTransport(parameters, {
    baseUrl,
    fallbackUrls,
    cooldown: failoverCooldown,
  })
  return {
    type: 'gatewayClient',
    id: parameters.id ?? baseUrl,
    baseUrl,
    prefixes,
    paths: { ...parameters.paths },
    timeout,
    retry,
    fallbackUrls,
    failoverCooldown,
    maxConcurrentRequests,
    maxResponseBytes,
    ky,
    validateResponses: parameters.validateResponses ?? true,
    pageLimit,
    ...(parameters.sdkVersion === undefined ? {} : { sdkVersion: parameters.sdkVersion }),
  }
}

/**
 * Creates the transport every gatekit client sends through: a ky instance whose
 * per-attempt timeout covers headers and body, that retries reads (GET, HEAD)
 * on 408, 429, 5xx and network errors with exponential backoff and jitter,
 * honours `Retry-After` up to `maxRetryAfter` plus jitter, makes no retry past
 * `maxRetryTime`, and never retries writes; that stops reading a body past
 * `maxResponseBytes` (counted after decompression, as it streams); that
 * keeps at most `maxConcurrentRequests` in flight per origin; and, given
 * `failover`, sends each attempt to the first healthy URL of the list. It
 * throws ky's errors; `toGatekitError` converts them.
 *
 * @example
 * ```ts
 * const { ky } = createHttpTransport({ timeout: 5_000, retry: 3 })
 * const response = await ky('https://lcd.example.org/stack/auth/v1beta1/params')
 * ```
 */
export function createHttpTransport(parameters: HttpTransportParameters = {}, failover?: HttpTransportFailover | undefined): HttpTransport {
  const retry = resolveRetry(parameters.retry)
  const timeout = parameters.timeout ?? 10_000
  if (timeout !== false && !(Number.isFinite(timeout) && timeout > 0 && timeout <= maxTimerDelay)) {
    throw new TypeError(`gatekit: timeout must be false or milliseconds between 1 and ${maxTimerDelay}, got ${String(timeout)}.`)
  }
  const maxConcurrentRequests = parameters.maxConcurrentRequests ?? 6
  if (!(maxConcurrentRequests === Infinity || (Number.isInteger(maxConcurrentRequests) && maxConcurrentRequests > 0))) {
    throw new TypeError(`gatekit: maxConcurrentRequests must be a positive integer or Infinity, got ${String(maxConcurrentRequests)}.`)
  }
  if (!(Number.isFinite(retry.maxRetryTime) && retry.maxRetryTime >= 0)) {
    throw new TypeError(`gatekit: retry.maxRetryTime must be milliseconds >= 0, got ${String(retry.maxRetryTime)}.`)
  }
  const maxResponseBytes = parameters.maxResponseBytes ?? defaultMaxResponseBytes
  if (!(Number.isSafeInteger(maxResponseBytes) && maxResponseBytes > 0)) {
    throw new TypeError(`gatekit: maxResponseBytes must be a positive integer, got ${String(maxResponseBytes)}.`)
  }
  const userFetch = parameters.fetch
  const limiter = createHostLimiter(maxConcurrentRequests)
  const rotation = failover && failover.fallbackUrls.length > 0 ? createHostRotation(failover) : undefined

  // One attempt: pick the URL, wait for a slot on its host, then send it and
  // read the whole body under the timeout. The body is read here so that the
  // timeout also covers a body that drips in slowly, and a connection cut
  // mid-body counts as a network error that may be retried. ky's own timeout
  // is off: it would also count the time spent waiting for a slot.
  const attempt = async (input: Request, init: RequestInit | undefined): Promise<Response> => {
    const target = rotation?.pick(input.url)
    const request = target && target.url !== input.url ? await retarget(input, target.url) : input
    const release = await limiter.acquire(new URL(request.url).origin, request.signal)
    const timer = new AbortController()
    // Not AbortSignal.any itself: Next.js's edge runtime and older Safari lack it.
    const combined = anySignal([request.signal, timer.signal])
    let timeoutId: ReturnType<typeof setTimeout> | undefined
    try {
      const exchange = (async () => {
        const signal = combined.signal
        const response = await (userFetch ?? globalThis.fetch)(request, { ...init, signal })
        // Counted while it streams, so an oversized or decompression-bomb body stops early.
        const body = nullBodyStatuses.has(response.status) ? null : await readBodyWithLimit(response, maxResponseBytes)
        const whole = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
        // Errors and parsed responses name the URL that answered, which may be a fallback.
        Object.defineProperty(whole, 'url', { value: request.url })
        return whole
      })()
      const timedOut =
        timeout === false
          ? undefined
          : new Promise<never>((_, reject) => {
              timeoutId = setTimeout(() => {
                const error = new KyTimeoutError(request)
                timer.abort(error)
                reject(error)
              }, timeout)
            })
      const response = await (timedOut ? Promise.race([exchange, timedOut]) : exchange)
      if (target) rotation?.report(target.index, response.status < 500)
      return response
    } catch (error) {
      // The caller gave up (or ky did): that says nothing about the host.
      if (request.signal.aborted) throw error
      if (target) rotation?.report(target.index, false)
      if (error instanceof TypeError && request !== input) throw new AttemptFailure(request.url, error)
      throw error
    } finally {
      clearTimeout(timeoutId)
      combined.dispose()
      release()
    }
  }

  // When each call started, keyed by its ky context object (one per call, shared by its attempts).
  const callStarts = new WeakMap<object, number>()
  const elapsedOf = (context: object) => Date.now() - (callStarts.get(context) ?? Date.now())

  const instance = ky.create({
    timeout: false,
    throwHttpErrors: true,
    hooks: {
      beforeRequest: [
        (_request, options) => {
          if (!callStarts.has(options.context)) callStarts.set(options.context, Date.now())
        },
      ],
      // The backstop of the budget for retries whose wait shouldRetry could not see (network errors).
      beforeRetry: [
        ({ options, error }) => {
          if (elapsedOf(options.context) > retry.maxRetryTime) throw error
        },
      ],
    },
    ...(parameters.headers ? { headers: parameters.headers } : {}),
    fetch: (input, init) => attempt(input instanceof Request ? input : new Request(input, init), input instanceof Request ? init : undefined),
    retry: {
      limit: retry.limit,
      methods: ['get', 'head'],
      statusCodes: [...retry.statusCodes],
      // Retry-After is handled in shouldRetry (with jitter and the time budget); ky's own handling is off.
      afterStatusCodes: [],
      maxRetryAfter: retry.maxRetryAfter,
      backoffLimit: retry.backoffLimit,
      delay: retry.delay,
      jitter: retry.jitter,
      retryOnTimeout: retry.retryOnTimeout,
      shouldRetry: async ({ error }) => {
        if (error instanceof HTTPError) {
          if (!retry.statusCodes.includes(error.response.status)) return false
          const retryAfter = parseRetryAfter(error.response.headers.get('retry-after'))
          // Waiting longer than the caller allows would hang the page; fail now instead.
          if (retryAfter !== undefined && retryAfter * 1000 > retry.maxRetryAfter) return false
          const wait = retryAfter === undefined ? 0 : retryAfter * 1000
          if (elapsedOf(error.options.context) + wait > retry.maxRetryTime) return false
          if (retryAfter === undefined || !retryAfterStatuses.has(error.response.status)) return undefined
          // Wait what the server asked, then `true` makes ky add the jittered backoff on top:
          // ky alone waits exactly Retry-After, so every query refused at once came back at once.
          await sleep(wait, error.request.signal)
          return true
        }
        if (error.name === 'TimeoutError') return retry.retryOnTimeout
        if (error.name === 'AbortError') return false
        // fetch rejects with a TypeError when no HTTP answer arrived (refused, reset, DNS).
        return error instanceof TypeError ? undefined : false
      },
    },
  })

  return { ky: instance, timeout, retry, maxConcurrentRequests, maxResponseBytes }
}

// Statuses whose Retry-After the transport honours (413 is never retried).
const retryAfterStatuses = new Set([429, 503])

// The listener stays until the request's signal is collected: one per retry of one request.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted()
  return new Promise((resolve, reject) => {
    const id = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(id), reject(signal.reason as Error)), { once: true })
  })
}

// setTimeout fires at once for delays past 2^31 - 1 ms.
const maxTimerDelay = 2_147_483_647

/**
 * @internal A fetch failure of an attempt sent to another URL than the request's
 * (a fallback): still a TypeError, so it is retried as a network error, and it
 * names the URL that failed.
 */
class AttemptFailure extends TypeError {
  readonly url: string
  constructor(url: string, cause: TypeError) {
    super(cause.message, { cause })
    this.url = url
  }
}

/**
 * @internal The URL an attempt actually went to, when the transport may have
 * sent it elsewhere than asked (a fallback URL): read from a response, or from
 * what the transport threw. `undefined` when it cannot say.
 */
export function attemptedUrl(value: unknown): string | undefined {
  if (value instanceof Response) return value.url || undefined
  if (value instanceof HTTPError) return value.response.url || undefined
  if (value instanceof KyTimeoutError) return value.request.url
  if (value instanceof AttemptFailure) return value.url
  return undefined
}

// A copy of the request for another base URL; the body is read once, as gatekit's bodies are small JSON.
async function retarget(request: Request, url: string): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  })
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
    maxRetryTime: options.maxRetryTime ?? 30_000,
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
