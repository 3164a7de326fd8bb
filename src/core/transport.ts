import ky, { HTTPError, TimeoutError as KyTimeoutError, type KyInstance } from 'ky'
import { createHostLimiter, createHostRotation } from './hosts.ts'
import { defaultMaxResponseBytes, readBodyWithLimit } from './responseBody.ts'
import { createRetryPolicy, resolveRetry, type GatewayRetryOptions, type ResolvedRetryOptions } from './retry.ts'
import { anySignal } from './signals.ts'

// The one way gatekit's clients send HTTP: the gateway client and the pay client both build their
// ky instance here, so the host limiter, failover, retries, `Retry-After`, timeouts and the response
// size limit behave the same for both.

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
 * @internal Checks a client's mirrors and cooldown and returns where its transport sends
 * requests under `baseUrl` (already normalized): fallback URLs without trailing slashes, and
 * a cooldown of at least 0 ms (default 30 000).
 */
export function resolveFailover(
  baseUrl: string,
  options: { fallbackUrls?: readonly string[] | undefined; failoverCooldown?: number | undefined },
): HttpTransportFailover {
  const fallbackUrls = (options.fallbackUrls ?? []).map((url, index) => normalizeBaseUrl(url, `fallbackUrls[${index}]`))
  const cooldown = options.failoverCooldown ?? 30_000
  if (!(Number.isFinite(cooldown) && cooldown >= 0)) {
    throw new TypeError(`gatekit: failoverCooldown must be a number of milliseconds >= 0, got ${String(cooldown)}.`)
  }
  return { baseUrl, fallbackUrls, cooldown }
}

// Statuses whose responses cannot carry a body; `new Response(body)` throws for them.
const nullBodyStatuses = new Set([101, 103, 204, 205, 304])

// setTimeout fires at once for delays past 2^31 - 1 ms.
const maxTimerDelay = 2_147_483_647

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
  const maxResponseBytes = parameters.maxResponseBytes ?? defaultMaxResponseBytes
  if (!(Number.isSafeInteger(maxResponseBytes) && maxResponseBytes > 0)) {
    throw new TypeError(`gatekit: maxResponseBytes must be a positive integer, got ${String(maxResponseBytes)}.`)
  }
  const attempt = createAttempt({ fetch: parameters.fetch, timeout, maxConcurrentRequests, maxResponseBytes, failover })
  const { hooks, retry: retryPolicy } = createRetryPolicy(retry)
  const instance = ky.create({
    timeout: false,
    throwHttpErrors: true,
    hooks,
    ...(parameters.headers ? { headers: parameters.headers } : {}),
    fetch: (input, init) => attempt(input instanceof Request ? input : new Request(input, init), input instanceof Request ? init : undefined),
    retry: retryPolicy,
  })
  return { ky: instance, timeout, retry, maxConcurrentRequests, maxResponseBytes }
}

type AttemptSettings = {
  fetch: typeof fetch | undefined
  timeout: number | false
  maxConcurrentRequests: number
  maxResponseBytes: number
  failover: HttpTransportFailover | undefined
}

/**
 * One attempt: pick the URL, wait for a slot on its host, then send it and read the whole
 * body under the timeout. The body is read here so that the timeout also covers a body that
 * drips in slowly, and a connection cut mid-body counts as a network error that may be
 * retried. ky's own timeout is off: it would also count the time spent waiting for a slot.
 */
function createAttempt(settings: AttemptSettings) {
  const { fetch: userFetch, timeout, maxResponseBytes, failover } = settings
  const limiter = createHostLimiter(settings.maxConcurrentRequests)
  const rotation = failover && failover.fallbackUrls.length > 0 ? createHostRotation(failover) : undefined

  return async (input: Request, init: RequestInit | undefined): Promise<Response> => {
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
}

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
