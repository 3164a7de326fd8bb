import { version } from './version.ts'

/** Options shared by every gatekit error. */
export type BaseErrorParameters = {
  /** Underlying error, kept for debugging; never shown in `message`. */
  cause?: unknown
  /** One-paragraph explanation of what went wrong, shown after the short message. */
  details?: string | undefined
  /** Extra `key: value` lines shown in `message`, such as the request that failed. */
  metaMessages?: readonly string[] | undefined
}

/**
 * Root of every error gatekit throws. `shortMessage` is one human sentence,
 * `details` the detail text (for a gateway error: the gateway's own message),
 * `cause` the underlying error. `message` combines them for logs.
 *
 * @example
 * ```ts
 * try {
 *   await getBalances(client, { address })
 * } catch (error) {
 *   if (error instanceof BaseError) console.error(error.shortMessage)
 * }
 * ```
 */
export class BaseError extends Error {
  override name = 'GatekitError'
  /** One sentence saying what went wrong, without the details. */
  declare readonly shortMessage: string
  /** The detail text: for gateway errors, the gateway's own message. */
  declare readonly details: string | undefined
  /** Extra context lines (request, endpoint) included in `message`. */
  declare readonly metaMessages: readonly string[]
  /** The gatekit version that threw, for bug reports. */
  readonly version = `gatekit@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const lines = [shortMessage]
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages)
    if (parameters.details) lines.push('', `Details: ${parameters.details}`)
    lines.push(`Version: gatekit@${version}`)
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.metaMessages = parameters.metaMessages ?? []
  }
}

/** Where a failed request went; credentials and key-like query values are removed. */
export type RequestContext = {
  /** HTTP method, upper case. */
  method: string
  /** Request URL with user info and secret-looking query values removed. */
  url: string
  /** Endpoint identifier such as `bank/balances`, when the request came from an endpoint. */
  endpoint?: string | undefined
}

/**
 * The lines an error shows about the request that failed: method and URL, and
 * the endpoint when there is one. Every gatekit error (pay errors included) uses them.
 *
 * @example
 * ```ts
 * requestLines({ method: 'GET', url: 'http://127.0.0.1:1317/stack/auth/v1beta1/params', endpoint: 'auth/params' })
 * // ['Request: GET http://127.0.0.1:1317/stack/auth/v1beta1/params', 'Endpoint: auth/params']
 * ```
 */
export function requestLines(request: RequestContext): string[] {
  const lines = [`Request: ${request.method} ${request.url}`]
  if (request.endpoint) lines.push(`Endpoint: ${request.endpoint}`)
  return lines
}

/** gRPC status names by code, as used by grpc-gateway. */
export const grpcCodeNames = [
  'OK',
  'Canceled',
  'Unknown',
  'InvalidArgument',
  'DeadlineExceeded',
  'NotFound',
  'AlreadyExists',
  'PermissionDenied',
  'ResourceExhausted',
  'FailedPrecondition',
  'Aborted',
  'OutOfRange',
  'Unimplemented',
  'Internal',
  'Unavailable',
  'DataLoss',
  'Unauthenticated',
] as const

/** Name of a gRPC status code (`5` → `NotFound`). */
export type GrpcCodeName = (typeof grpcCodeNames)[number]

/** The gateway's default error body: `{ code, message, details, error? }`. */
export type GatewayErrorBody = {
  /** gRPC status code. */
  code: number
  /** The gateway's explanation. */
  message: string
  /** Typed error details as `Any` values. */
  details: readonly unknown[]
  /** Present on some gateways; usually equal to `message`. */
  error?: string | undefined
}

/**
 * The gateway answered with its default error body (`code`, `message`, `details`),
 * for example 404 with code 5 for an unknown account or 501 with code 12 for an unknown route.
 *
 * @example
 * ```ts
 * if (error instanceof GatewayError && error.codeName === 'NotFound') showEmptyState()
 * ```
 */
export class GatewayError extends BaseError {
  override name = 'GatewayError'
  /** HTTP status of the response. */
  declare readonly status: number
  /** gRPC status code from the body. */
  declare readonly code: number
  /** Name of the gRPC status code (`NotFound`, `InvalidArgument`, ...). */
  declare readonly codeName: GrpcCodeName | 'Unrecognized'
  /** The parsed error body, with its `details` array of `Any` values. */
  declare readonly body: GatewayErrorBody
  /** The request that failed. */
  declare readonly request: RequestContext
  /** Seconds the gateway asked to wait (`Retry-After`), when it said. */
  declare readonly retryAfter: number | undefined

  constructor(parameters: {
    status: number
    body: GatewayErrorBody
    request: RequestContext
    retryAfter?: number | undefined
  }) {
    const { status, body, request } = parameters
    const codeName = grpcCodeNames[body.code] ?? 'Unrecognized'
    super(`The gateway refused the request: ${codeName} (HTTP ${status}, code ${body.code}).`, {
      details: body.message || body.error || undefined,
      metaMessages: requestLines(request),
    })
    this.status = status
    this.code = body.code
    this.codeName = codeName
    this.body = body
    this.request = request
    this.retryAfter = parameters.retryAfter
  }
}

/**
 * The response was not the gateway's JSON: a proxy's HTML error page, an empty
 * or truncated body, or an unexpected content type. `bodyPreview` holds at most
 * 200 characters of the text, with markup removed.
 *
 * @example
 * ```ts
 * if (error instanceof HttpError && error.status === 502) console.warn('proxy down', error.bodyPreview)
 * ```
 */
export class HttpError extends BaseError {
  override name = 'HttpError'
  /** HTTP status (200 when a successful response had a body that is not JSON). */
  declare readonly status: number
  /** Content type the server declared. */
  declare readonly contentType: string | undefined
  /** Start of the body as plain text, at most 200 characters. */
  declare readonly bodyPreview: string
  /** The request that failed. */
  declare readonly request: RequestContext

  constructor(parameters: {
    status: number
    statusText?: string | undefined
    contentType?: string | undefined
    body: string
    request: RequestContext
    reason?: string | undefined
    cause?: unknown
  }) {
    const { status, request } = parameters
    const statusText = parameters.statusText ? capText(parameters.statusText, 100) : ''
    const contentType = parameters.contentType === undefined ? undefined : capText(parameters.contentType, 200)
    const statusLabel = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`
    const preview = previewText(parameters.body)
    super(parameters.reason ?? `The server answered ${statusLabel} without a gateway error body.`, {
      cause: parameters.cause,
      details: preview ? `Body starts with: ${preview}` : 'The body was empty.',
      metaMessages: [...requestLines(request), `Content-Type: ${contentType ?? 'none'}`],
    })
    this.status = status
    this.contentType = contentType
    this.bodyPreview = preview
    this.request = request
  }
}

/**
 * The response body was larger than the client's `maxResponseBytes` (counted
 * after decompression, while it streams in), so reading stopped there: a
 * decompression bomb or a gateway that ignores `pagination.limit` fails early
 * instead of exhausting memory. Raise the limit for a trusted gateway with very
 * large pages.
 *
 * @example
 * ```ts
 * const client = createGatewayClient({ baseUrl, maxResponseBytes: 64 * 1024 * 1024 })
 * if (error instanceof ResponseTooLargeError) console.warn(`over ${error.limit} bytes`)
 * ```
 */
export class ResponseTooLargeError extends BaseError {
  override name = 'ResponseTooLargeError'
  /** The limit in bytes that the body went past. */
  declare readonly limit: number
  /** HTTP status of the response whose body was too large. */
  declare readonly status: number
  /** The request whose answer was too large. */
  declare readonly request: RequestContext

  constructor(parameters: { limit: number; status: number; request: RequestContext }) {
    super(`The response body was larger than ${parameters.limit} bytes (maxResponseBytes), so reading it stopped.`, {
      metaMessages: requestLines(parameters.request),
    })
    this.limit = parameters.limit
    this.status = parameters.status
    this.request = parameters.request
  }
}

/**
 * No complete answer arrived within `timeout` milliseconds (headers and body).
 *
 * @example
 * ```ts
 * const client = createGatewayClient({ baseUrl, timeout: 5_000 })
 * // a slow gateway now rejects with TimeoutError after five seconds
 * ```
 */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  /** The time limit in milliseconds. */
  declare readonly timeout: number
  /** The request that timed out. */
  declare readonly request: RequestContext

  constructor(parameters: { timeout: number; request: RequestContext; cause?: unknown }) {
    super(`No complete answer arrived within ${parameters.timeout} ms.`, {
      cause: parameters.cause,
      metaMessages: requestLines(parameters.request),
    })
    this.timeout = parameters.timeout
    this.request = parameters.request
  }
}

/**
 * The request never got an HTTP answer: DNS failure, refused or reset connection,
 * CORS rejection, or a body cut off mid-transfer.
 *
 * @example
 * ```ts
 * if (error instanceof NetworkError) showOfflineBanner()
 * ```
 */
export class NetworkError extends BaseError {
  override name = 'NetworkError'
  /** The request that failed. */
  declare readonly request: RequestContext

  constructor(parameters: { request: RequestContext; cause?: unknown }) {
    const reason = parameters.cause instanceof Error ? parameters.cause.message : undefined
    super('The server could not be reached.', {
      cause: parameters.cause,
      details: reason,
      metaMessages: requestLines(parameters.request),
    })
    this.request = parameters.request
  }
}

/**
 * The JSON arrived but does not match the endpoint's schema. Names the endpoint,
 * the JSON path of the first offending field and what was expected; it never
 * carries the body itself.
 *
 * @example
 * ```ts
 * if (error instanceof SchemaError) console.error(error.endpoint, error.path, error.expected)
 * ```
 */
export class SchemaError extends BaseError {
  override name = 'SchemaError'
  /** Endpoint identifier such as `bank/balances`. */
  declare readonly endpoint: string
  /** JSON path of the first offending field, such as `$.balances[0].amount`. */
  declare readonly path: string
  /** What the schema expected there. */
  declare readonly expected: string
  /** The JSON type found there (`string`, `null`, `undefined`, ...), never the value. */
  declare readonly received: string
  /** How many problems the response had in all. */
  declare readonly issueCount: number

  constructor(parameters: {
    endpoint: string
    path: string
    expected: string
    received: string
    issueCount: number
    request?: RequestContext | undefined
  }) {
    super(`The response of ${parameters.endpoint} does not match its schema at ${parameters.path}.`, {
      details: `Expected ${parameters.expected}, received ${parameters.received}${
        parameters.issueCount > 1 ? ` (${parameters.issueCount - 1} more problems)` : ''
      }.`,
      metaMessages: parameters.request ? requestLines(parameters.request) : undefined,
    })
    this.endpoint = parameters.endpoint
    this.path = parameters.path
    this.expected = parameters.expected
    this.received = parameters.received
    this.issueCount = parameters.issueCount
  }
}

/**
 * A parameter was missing or malformed, detected before any request was sent.
 *
 * @example
 * ```ts
 * await getBalances(client, { address: '' }) // throws ParameterError: address is required
 * ```
 */
export class ParameterError extends BaseError {
  override name = 'ParameterError'
  /** Name of the offending parameter, such as `address` or `pagination.limit`. */
  declare readonly parameter: string
  /** `missing` when the value was absent or empty (queries wait for it), `invalid` when malformed. */
  declare readonly reason: 'missing' | 'invalid'
  /** For an invalid value checked before sending: what a valid one looks like. */
  declare readonly expected: string | undefined
  /** For an invalid value checked before sending: its type and a short, escaped preview, never the whole value. */
  declare readonly received: string | undefined

  constructor(parameters: {
    parameter: string
    problem: string
    reason?: 'missing' | 'invalid' | undefined
    endpoint?: string | undefined
    expected?: string | undefined
    received?: string | undefined
  }) {
    super(`Parameter \`${parameters.parameter}\` ${parameters.problem}.`, {
      metaMessages: parameters.endpoint ? [`Endpoint: ${parameters.endpoint}`] : undefined,
    })
    this.parameter = parameters.parameter
    this.reason = parameters.reason ?? 'invalid'
    this.expected = parameters.expected
    this.received = parameters.received
  }
}

/** Longest gateway-provided text (an error message, a status text) an error keeps; the rest is cut with an ellipsis. */
export const maxGatewayTextLength = 1_000

/**
 * Cuts text the server chose (its error message, status text, content type) to
 * `limit` characters with an ellipsis, so that a hostile 20 MB message never
 * lands whole in `error.message` or a log line.
 *
 * @example
 * ```ts
 * capText('x'.repeat(5_000)).length // 1000
 * capText('account not found') // "account not found"
 * ```
 */
export function capText(text: string, limit = maxGatewayTextLength): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

const markup = /<(script|style)[^>]*>[\s\S]*?<\/\1\s*>|<[^<>]*>|<[^<>]*$/gi
// The preview is cut before the markup is removed, so the regex only ever sees a few kilobytes:
// over a whole hostile body (100,000 `<`) it took seconds.
const previewSourceLength = 4_000
const previewLength = 200

function previewText(body: string): string {
  const text = body.slice(0, previewSourceLength).replace(markup, ' ').replace(/\s+/g, ' ').trim()
  return capText(text, previewLength)
}
