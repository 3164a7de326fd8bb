import { HTTPError, type Hooks, type RetryOptions } from 'ky'

// When and how long a transport waits before it sends a read again: the retry settings every
// gatekit client shares (gateway and pay), their defaults, and the ky retry policy built from them.

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

/** The retry settings a client runs with, every default filled in. */
export type ResolvedRetryOptions = Required<{
  [K in keyof GatewayRetryOptions]: Exclude<GatewayRetryOptions[K], undefined>
}>

const defaultRetryStatusCodes = [408, 429, 500, 502, 503, 504] as const

// Statuses whose Retry-After the transport honours (413 is never retried).
const retryAfterStatuses = new Set([429, 503])

/**
 * @internal Fills in the defaults of a client's `retry` option (a retry limit, or
 * retry options) and checks the time budget.
 */
export function resolveRetry(retry: number | GatewayRetryOptions | undefined): ResolvedRetryOptions {
  const options = typeof retry === 'number' ? { limit: retry } : (retry ?? {})
  const resolved: ResolvedRetryOptions = {
    limit: options.limit ?? 2,
    statusCodes: options.statusCodes ?? defaultRetryStatusCodes,
    delay: options.delay ?? ((attempt) => 300 * 2 ** (attempt - 1)),
    backoffLimit: options.backoffLimit ?? 10_000,
    jitter: options.jitter ?? ((delay) => delay / 2 + (Math.random() * delay) / 2),
    maxRetryAfter: options.maxRetryAfter ?? 30_000,
    maxRetryTime: options.maxRetryTime ?? 30_000,
    retryOnTimeout: options.retryOnTimeout ?? false,
  }
  if (!(Number.isFinite(resolved.maxRetryTime) && resolved.maxRetryTime >= 0)) {
    throw new TypeError(`gatekit: retry.maxRetryTime must be milliseconds >= 0, got ${String(resolved.maxRetryTime)}.`)
  }
  return resolved
}

/**
 * @internal The ky options that make a transport retry as `retry` says: reads (GET, HEAD)
 * only, on its statuses and on network errors, with jittered exponential backoff; a
 * `Retry-After` of a 429 or 503 is waited out (up to `maxRetryAfter`) before the backoff;
 * no retry whose wait would end past `maxRetryTime`. Writes are never retried.
 */
export function createRetryPolicy(retry: ResolvedRetryOptions): { hooks: Hooks; retry: RetryOptions } {
  // When each call started, keyed by its ky context object (one per call, shared by its attempts).
  const callStarts = new WeakMap<object, number>()
  const elapsedOf = (context: object) => Date.now() - (callStarts.get(context) ?? Date.now())

  return {
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
  }
}

// The listener stays until the request's signal is collected: one per retry of one request.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted()
  return new Promise((resolve, reject) => {
    const id = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(id), reject(signal.reason as Error)), { once: true })
  })
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
