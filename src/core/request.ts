import { HTTPError, TimeoutError as KyTimeoutError } from 'ky'
import type { GatewayClient } from './client.ts'
import { parseRetryAfter } from './retry.ts'
import { attemptedUrl } from './transport.ts'
import {
  BaseError,
  GatewayError,
  HttpError,
  NetworkError,
  ParameterError,
  ResponseTooLargeError,
  TimeoutError,
  capText,
  type RequestContext,
} from './errors.ts'
import { parseJsonLossless } from './losslessJson.ts'
import { BodyLimitExceeded } from './responseBody.ts'
import { safeCause } from './safeCause.ts'
import { blockHeightHeaders, type BlockHeight } from './blockHeight.ts'
import type { Endpoint } from './endpoint.ts'
import { prepareRequest, type PreparedRequest } from './prepareRequest.ts'
import { sdkVersionOf } from './sdkVersionProbe.ts'
import { validateResponse } from './validateResponse.ts'

export { defineEndpoint, type Endpoint, type EndpointPagination, type PathValue, type RequiredParameter } from './endpoint.ts'
export {
  buildUrl,
  hasRequiredParameters,
  isMissingValue,
  prepareRequest,
  type PreparedRequest,
  type RequestPreparation,
} from './prepareRequest.ts'

/** Per-call options of every action. */
export type RequestOptions = {
  /** Aborts the request; TanStack Query passes its own. */
  signal?: AbortSignal | undefined
  /**
   * Validate this response against the endpoint's schema; overrides the client's
   * `validateResponses` (default true). With `false` the parsed JSON is returned unchecked.
   */
  validateResponses?: boolean | undefined
  /**
   * Answer as of this block height (sent as `x-cosmos-block-height`); reads only. A value that is
   * not a positive int64 throws {@link ParameterError} before anything is sent.
   */
  blockHeight?: BlockHeight | undefined
}

/**
 * Sends one endpoint call and returns its validated response. Every gateway
 * action goes through here, so errors are converted once: {@link GatewayError},
 * {@link HttpError}, {@link TimeoutError}, {@link NetworkError}, {@link SchemaError}.
 * Malformed parameters (see {@link checkParameters}) throw {@link ParameterError} before anything is sent.
 * An abort rejects with the signal's own reason.
 *
 * @example
 * ```ts
 * const data = await request(client, getBalancesEndpoint, { address }, { signal })
 * ```
 */
export async function request<TParameters, TResponse>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, TResponse>,
  parameters: TParameters,
  options: RequestOptions = {},
): Promise<TResponse> {
  const prepared = prepareRequest(client, endpoint, parameters)
  if (!prepared.ok) throw new ParameterError(prepared.problem)
  return sendPreparedRequest(client, endpoint, prepared.request, options)
}

/**
 * Sends a request {@link prepareRequest} made and returns its validated response: {@link request}
 * without the preparation, for callers that prepared it already (query options prepare once
 * for `enabled` and send that same request).
 *
 * @example
 * ```ts
 * const prepared = prepareRequest(client, getBalancesEndpoint, { address })
 * if (prepared.ok) await sendPreparedRequest(client, getBalancesEndpoint, prepared.request, { signal })
 * ```
 */
export async function sendPreparedRequest<TResponse>(
  client: GatewayClient,
  endpoint: Pick<Endpoint<never, TResponse>, 'id' | 'response' | 'readsAtHeight'>,
  prepared: PreparedRequest,
  options: RequestOptions = {},
): Promise<TResponse> {
  // Checked before the chain's version is asked for: a refused height sends nothing at all.
  const heightHeaders = blockHeightHeaders(
    { id: endpoint.id, method: prepared.method, readsAtHeight: endpoint.readsAtHeight },
    options.blockHeight,
  )
  // A route whose form differs between SDK versions waits for the chain's version (see sdkVersion.ts).
  const sent = prepared.forSdkVersion
    ? prepared.forSdkVersion(await sdkVersionOf(client, options.signal, (probe) => request(client, probe, undefined)))
    : prepared
  const { url, body } = sent
  const context: RequestContext = { method: sent.method, url: redactUrl(url), endpoint: endpoint.id }

  let response: Response
  try {
    response = await client.ky(url, {
      method: sent.method,
      headers: { ...sent.headers, ...heightHeaders },
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (error) {
    throw await toGatekitError(error, {
      request: { ...context, url: redactUrl(attemptedUrl(error) ?? url) },
      timeout: client.timeout,
      signal: options.signal,
    })
  }
  // With fallbackUrls the answer may come from another host than `url`; errors name the one that answered.
  const answered = { ...context, url: redactUrl(attemptedUrl(response) ?? url) }
  const json = await readJsonBody(response, answered, 'gateway')
  // Skipping validation is an explicit choice of the caller: the JSON is returned as the declared type, unchecked.
  if (!(options.validateResponses ?? client.validateResponses ?? true)) return json as TResponse
  return validateResponse(endpoint, json, answered)
}

/**
 * Reads a response body as JSON. A body that is not JSON (empty, truncated, a
 * proxy's HTML page) throws {@link HttpError}, whose message names the server
 * that answered (`gateway`, `payment backend`). Integers beyond 2^53 − 1 sent
 * as JSON numbers arrive as exact decimal strings (see {@link parseJsonLossless}),
 * never rounded.
 *
 * @example
 * ```ts
 * const json = await readJsonBody(response, { method: 'GET', url: response.url }, 'gateway')
 * ```
 */
export async function readJsonBody(response: Response, context: RequestContext, server: string): Promise<unknown> {
  const text = await response.text()
  try {
    return parseJsonLossless(text)
  } catch (cause) {
    throw new HttpError({
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type') ?? undefined,
      body: text,
      request: context,
      reason: `The ${server} answered HTTP ${response.status} with a body that is not valid JSON${
        text.length === 0 ? ' (empty)' : ' (truncated or not JSON)'
      }.`,
      cause,
    })
  }
}

const secretQueryName = /key|token|secret|sig|pass|auth/i

/**
 * Removes user info and secret-looking query values from a URL, so that errors
 * can be logged. `pagination.key` is kept: it is a cursor, not a credential.
 *
 * @example
 * ```ts
 * redactUrl('https://user:pw@lcd.example.org/x?api_key=1') // "https://lcd.example.org/x?api_key=%5Bredacted%5D"
 * ```
 */
export function redactUrl(url: string): string {
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (name !== 'pagination.key' && secretQueryName.test(name)) parsed.searchParams.set(name, '[redacted]')
  }
  return parsed.toString()
}

/**
 * Makes a server's own error from an HTTP error response, given its body parsed
 * as JSON (`undefined` when the body is not JSON); `undefined` when the body is
 * not one the server's clients recognize.
 */
export type ErrorBodyConverter = (response: Response, json: unknown, context: RequestContext) => BaseError | undefined

/** Options of {@link toGatekitError}. */
export type ToGatekitErrorOptions = {
  /** The request that failed, as errors show it. */
  request: RequestContext
  /** The client's per-attempt timeout, which a {@link TimeoutError} reports. */
  timeout: number | false
  /** The caller's signal: when it aborted, the abort's reason is returned. */
  signal?: AbortSignal | undefined
  /**
   * Turns an error response's body into the server's own error (PayBackendError, ...); by default the
   * gateway's {@link GatewayError}.
   */
  fromErrorBody?: ErrorBodyConverter | undefined
}

/**
 * Converts what ky or fetch threw into gatekit's error model, for every client:
 * gatekit errors pass through; an abort returns the signal's own reason, so
 * that TanStack Query recognizes a cancellation; an HTTP error status becomes
 * what `fromErrorBody` makes of its body, else an {@link HttpError}; ky's
 * timeout a {@link TimeoutError}; a body over `maxResponseBytes` a
 * {@link ResponseTooLargeError}; a request without an answer a {@link NetworkError}.
 * The result never holds ky's errors, a Request, a Response or headers (which
 * carry API keys and signatures): only the redacted request context and, as
 * `cause`, plain copies of the underlying errors' names and messages.
 *
 * @example
 * ```ts
 * try {
 *   response = await client.ky(url, { signal })
 * } catch (error) {
 *   throw await toGatekitError(error, { request: context, timeout: client.timeout, signal })
 * }
 * ```
 */
export async function toGatekitError(error: unknown, options: ToGatekitErrorOptions): Promise<unknown> {
  const { request: context, signal } = options
  if (error instanceof BaseError) return error
  if (signal?.aborted) return signal.reason ?? error
  if (error instanceof HTTPError) return fromErrorResponse(error.response, options)
  if (error instanceof KyTimeoutError) {
    // ky's TimeoutError keeps the Request, whose headers hold the API key: it is not kept as the cause.
    return new TimeoutError({ timeout: options.timeout === false ? 0 : options.timeout, request: context })
  }
  if (error instanceof BodyLimitExceeded) {
    return new ResponseTooLargeError({ limit: error.limit, status: error.status, request: context })
  }
  if (error instanceof Error && error.name === 'AbortError') return error
  return new NetworkError({ request: context, cause: safeCause(error) })
}

async function fromErrorResponse(response: Response, options: ToGatekitErrorOptions): Promise<BaseError> {
  const text = await response.text().catch(() => '')
  let json: unknown
  try {
    json = parseJsonLossless(text)
  } catch {
    json = undefined
  }
  const own = options.fromErrorBody
    ? options.fromErrorBody(response, json, options.request)
    : await gatewayErrorOf(response, json, options.request)
  return (
    own ??
    new HttpError({
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type') ?? undefined,
      body: text,
      request: options.request,
    })
  )
}

/**
 * The gateway's default error body as a {@link GatewayError}, read by ./errorResponse.ts, which is loaded
 * only now: no successful request needs it. When it cannot be loaded the answer becomes an HttpError
 * (status, content type and body preview), still a typed error of the same answer.
 */
async function gatewayErrorOf(response: Response, json: unknown, context: RequestContext): Promise<GatewayError | undefined> {
  const conversion = await import('./errorResponse.ts').catch(() => undefined)
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
  return conversion?.gatewayErrorOf({ GatewayError, capText, retryAfter }, response.status, json, context)
}
