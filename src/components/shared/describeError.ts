// Every error a component shows goes through here: one sentence a person understands as the
// headline, the technical text (gatekit's own short message and details) for the disclosure under
// it, whether a retry can help, and whether "not found" is really an empty state.
import { BaseError, GatewayError, HttpError, NetworkError, ParameterError, ResponseTooLargeError, SchemaError, TimeoutError } from '../../core/errors.ts'
import { defaultCommonStrings, type CommonStrings } from './strings.ts'

/** What kind of failure an error is, in the words a reader needs. */
export type ErrorKind =
  | 'network'
  | 'timeout'
  | 'rateLimited'
  | 'server'
  | 'unreadable'
  | 'tooLarge'
  | 'notFound'
  | 'invalidAddress'
  | 'invalid'
  | 'unsupported'
  | 'refused'
  | 'unknown'

/** An error as a component shows it: see {@link describeError}. */
export type ErrorDescription = {
  kind: ErrorKind
  /** One plain sentence for the headline, from the strings (localizable). */
  message: string
  /** gatekit's technical text (short message and details), for a "Technical details" disclosure. */
  technical: string
  /** Whether asking again can help: network, timeout, 5xx and 429 yes; bad input, unreadable data, not found no. */
  retryable: boolean
  /** The thing asked for does not exist (HTTP 404, gRPC NotFound): an empty state, not an error. */
  notFound: boolean
}

const messageKeys: Record<ErrorKind, keyof CommonStrings> = {
  network: 'errorNetwork',
  timeout: 'errorTimeout',
  rateLimited: 'errorRateLimited',
  server: 'errorServer',
  unreadable: 'errorUnreadable',
  tooLarge: 'errorTooLarge',
  notFound: 'errorNotFound',
  invalidAddress: 'errorInvalidAddress',
  invalid: 'errorInvalid',
  unsupported: 'errorUnsupported',
  refused: 'errorRefused',
  unknown: 'errorUnknown',
}

const retryableKinds: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'rateLimited', 'server', 'unknown'])

// A gateway rejecting a bech32 address says so in its message ("decoding bech32 failed", "invalid address").
const addressProblem = /bech32|address/i

function kindOfStatus(status: number): ErrorKind | undefined {
  if (status === 429) return 'rateLimited'
  if (status === 408 || status === 504) return 'timeout'
  if (status === 404) return 'notFound'
  if (status === 501) return 'unsupported'
  if (status >= 500) return 'server'
  if (status >= 400) return 'refused'
  return undefined
}

function kindOfGatewayError(error: GatewayError): ErrorKind {
  switch (error.codeName) {
    case 'NotFound':
      return 'notFound'
    case 'InvalidArgument':
    case 'OutOfRange':
      return addressProblem.test(error.details ?? '') ? 'invalidAddress' : 'invalid'
    case 'DeadlineExceeded':
      return 'timeout'
    case 'ResourceExhausted':
      return 'rateLimited'
    case 'Unimplemented':
      return 'unsupported'
    case 'Unavailable':
    case 'Internal':
    case 'Aborted':
    case 'Unknown':
      // Codes a gateway uses for anything: the HTTP status says more (a 404 is still "not found").
      return kindOfStatus(error.status) ?? 'server'
    default:
      return kindOfStatus(error.status) ?? 'refused'
  }
}

/**
 * The kind of failure an error is.
 *
 * @example
 * ```ts
 * errorKind(new TimeoutError({ timeout: 5_000, request })) // 'timeout'
 * ```
 */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof TimeoutError) return 'timeout'
  if (error instanceof NetworkError) return 'network'
  if (error instanceof ResponseTooLargeError) return 'tooLarge'
  if (error instanceof SchemaError) return 'unreadable'
  if (error instanceof ParameterError) return addressProblem.test(error.parameter) ? 'invalidAddress' : 'invalid'
  if (error instanceof GatewayError) return kindOfGatewayError(error)
  // A 2xx whose body is not JSON (cut short, a proxy's page): unreadable, but a second try may read it.
  // A 404 without the gateway's error body is a route this server does not have (a wrong base URL,
  // a gateway without the module), not a thing that does not exist.
  if (error instanceof HttpError) return error.status === 404 ? 'unsupported' : (kindOfStatus(error.status) ?? 'unreadable')
  return 'unknown'
}

/**
 * The technical text of an error: gatekit's one-line short message and its details, never a
 * stack. For the "Technical details" disclosure and for logs a user can paste into a report.
 *
 * @example
 * ```ts
 * errorTechnicalText(error) // 'The gateway refused the request: InvalidArgument (HTTP 400, code 3).\ndecoding bech32 failed'
 * ```
 */
export function errorTechnicalText(error: unknown): string {
  if (error instanceof BaseError) return error.details ? `${error.shortMessage}\n${error.details}` : error.shortMessage
  // An error that crossed a boundary (dehydrated from a server, another copy of gatekit) keeps its
  // fields but not its class.
  if (error && typeof error === 'object') {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string') return shortMessage
    if (typeof message === 'string') return message
  }
  return String(error)
}

/**
 * An error as a component shows it: a plain sentence from `strings` as the headline ("The
 * gateway did not answer in time."), the technical text for a disclosure, whether a retry can
 * help (network, timeout, 5xx, 429; an unknown error too, since nothing says it cannot) and
 * whether it means "not found" (an empty state).
 *
 * @example
 * ```ts
 * const { message, technical, retryable, notFound } = describeError(query.error)
 * ```
 */
export function describeError(error: unknown, strings: Pick<CommonStrings, (typeof messageKeys)[ErrorKind]> = defaultCommonStrings): ErrorDescription {
  const kind = errorKind(error)
  let retryable = retryableKinds.has(kind)
  // An HttpError answered 2xx with a body gatekit could not read: a cut-off body is worth a second try.
  if (kind === 'unreadable' && error instanceof HttpError) retryable = true
  return { kind, message: strings[messageKeys[kind]], technical: errorTechnicalText(error), retryable, notFound: kind === 'notFound' }
}

/**
 * Whether an error means "the thing asked for does not exist" (HTTP 404, gRPC NotFound).
 *
 * @example
 * ```ts
 * if (isNotFoundError(query.error)) return <p>No such transaction.</p>
 * ```
 */
export function isNotFoundError(error: unknown): boolean {
  return errorKind(error) === 'notFound'
}
