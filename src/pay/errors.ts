import { BaseError, requestLines, type RequestContext } from '../core/errors.ts'

/** What a payment backend error body said, read leniently: the wire format of its errors is not specified. */
export type PayErrorBody = {
  /** Machine-readable reason, such as `bad_signature` or `replayed`, when the backend gave one. */
  reason?: string | undefined
  /** Numeric code from the body (the devnet uses gRPC codes: 3, 5, 16), when present. */
  code?: number | undefined
  /** The backend's own explanation. */
  message?: string | undefined
}

type PayBackendErrorParameters = PayErrorBody & {
  status: number
  request: RequestContext
  retryAfter?: number | undefined
}

/**
 * The payment backend refused a request with an HTTP error status. The subclasses
 * {@link PayRequestError} (400) and {@link PayAuthError} (401, 403) cover the statuses
 * SPEC.md names; any other status with a readable body is a `PayBackendError` itself.
 * A body that is not the backend's (a proxy's HTML page) is a core `HttpError` instead.
 *
 * @example
 * ```ts
 * try {
 *   await payMsg(payClient, payments, 'CreatePayment', body)
 * } catch (error) {
 *   if (error instanceof PayBackendError) console.warn(error.status, error.reason, error.shortMessage)
 * }
 * ```
 */
export class PayBackendError extends BaseError {
  override name = 'PayBackendError'
  /** HTTP status of the response. */
  readonly status: number
  /** Machine-readable reason from the body, such as `unknown_api_key`. */
  readonly reason: string | undefined
  /** Numeric code from the body, when it had one. */
  readonly code: number | undefined
  /** The request that failed; secret-looking query values are redacted. */
  readonly request: RequestContext
  /** Seconds the backend asked to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined

  constructor(parameters: PayBackendErrorParameters, shortMessage?: string) {
    super(shortMessage ?? `The payment backend refused the request (HTTP ${parameters.status}${reasonLabel(parameters.reason)}).`, {
      details: parameters.message,
      metaMessages: requestLines(parameters.request),
    })
    this.status = parameters.status
    this.reason = parameters.reason
    this.code = parameters.code
    this.request = parameters.request
    this.retryAfter = parameters.retryAfter
  }
}

function reasonLabel(reason: string | undefined): string {
  return reason ? `, ${reason}` : ''
}

/**
 * HTTP 400: the backend found the request malformed (for AuthenticateUser: an
 * invalid authentication request format).
 *
 * @example
 * ```ts
 * if (error instanceof PayRequestError) form.setError(error.details ?? error.shortMessage)
 * ```
 */
export class PayRequestError extends PayBackendError {
  override name = 'PayRequestError'
  constructor(parameters: PayBackendErrorParameters, shortMessage?: string) {
    super(parameters, shortMessage ?? `The payment backend rejected the request as malformed (HTTP 400${reasonLabel(parameters.reason)}).`)
  }
}

/**
 * The payment backend answered a request with a redirect (3xx), and gatekit did not
 * follow it: a pay request carries credentials (API key, signature and timestamp,
 * bearer token), and following would send them and the body to the redirect's
 * target. `targetOrigin` names where it pointed (origin only; `undefined` when a
 * browser hides the target); `status` is 0 for such an opaque redirect. Nothing was
 * sent to the target. Fix `baseUrl` (for example `https://` or a trailing path).
 *
 * @example
 * ```ts
 * if (error instanceof PayRedirectError) console.error(`the backend moved to ${error.targetOrigin}: update baseUrl`)
 * ```
 */
export class PayRedirectError extends PayRequestError {
  override name = 'PayRedirectError'
  /** Origin of the redirect's target, such as `https://pay2.example.com`. */
  readonly targetOrigin: string | undefined
  constructor(parameters: { status: number; request: RequestContext; targetOrigin: string | undefined }) {
    super(
      { status: parameters.status, request: parameters.request, reason: 'redirect_refused' },
      `The payment backend redirected the request to ${parameters.targetOrigin ?? 'an undisclosed origin'}; it was not followed, so no credential left for it.`,
    )
    this.targetOrigin = parameters.targetOrigin
  }
}

/**
 * HTTP 401 or 403: the API key, the request signature, the bearer token or the
 * credentials were not accepted. `reason` says why when the backend told
 * (`unknown_api_key`, `missing_signature`, `bad_signature`, `timestamp_out_of_window`,
 * `replayed`, `invalid_token`, `invalid_credentials` on the devnet).
 *
 * @example
 * ```ts
 * if (error instanceof PayAuthError && error.reason === 'timestamp_out_of_window') {
 *   // the local clock is off: create the client with `correctClockSkew: true`
 * }
 * ```
 */
export class PayAuthError extends PayBackendError {
  override name = 'PayAuthError'
  constructor(parameters: PayBackendErrorParameters) {
    super(
      parameters,
      `The payment backend did not accept the caller's credentials (HTTP ${parameters.status}${reasonLabel(parameters.reason)}).`,
    )
  }
}

/**
 * The signer failed or returned something that is not a 64-byte Ed25519
 * signature. Nothing was sent. The message never contains key or signature bytes.
 *
 * @example
 * ```ts
 * if (error instanceof PaySignerError) showBanner('The signing service is unavailable.')
 * ```
 */
export class PaySignerError extends BaseError {
  override name = 'PaySignerError'
  constructor(parameters: { problem: string; request?: RequestContext | undefined; cause?: unknown }) {
    super(`The request could not be signed: ${parameters.problem}.`, {
      cause: parameters.cause,
      metaMessages: parameters.request ? requestLines(parameters.request) : undefined,
    })
  }
}

/**
 * `ed25519Signer` was given something that is not an Ed25519 private key. The
 * message says what was wrong with its form, never its value.
 *
 * @example
 * ```ts
 * try {
 *   ed25519Signer(process.env.priv_key ?? '')
 * } catch (error) {
 *   if (error instanceof InvalidPrivateKeyError) console.error(error.shortMessage)
 * }
 * ```
 */
export class InvalidPrivateKeyError extends BaseError {
  override name = 'InvalidPrivateKeyError'
  constructor(problem: string) {
    super(`The Ed25519 private key is not usable: ${problem}.`, {
      details:
        'Give the 32-byte seed (bytes or 64 hex characters), the 64-byte seed-and-public-key form, or PKCS#8 (PEM, or DER as bytes, hex or base64) as Node exports it.',
    })
  }
}
