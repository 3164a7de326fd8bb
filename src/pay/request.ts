import type { BeforeRequestHook } from 'ky'
import type { PaySchema, PaySchemaOutput } from './paySchema.ts'
import { parseRetryAfter } from '../core/retry.ts'
import { ParameterError, type RequestContext } from '../core/errors.ts'
import type { ResponseSchema } from '../core/responseSchema.ts'
import { readJsonBody, redactUrl, toGatekitError, type RequestOptions } from '../core/request.ts'
import { validateResponse } from '../core/validateResponse.ts'
import { isWriteMethod, observeServerDate, payClientSecrets, type PayClient } from './client.ts'
import { PayAuthError, PayBackendError, PayRedirectError, PayRequestError, PaySignerError, type PayErrorBody } from './errors.ts'
import { RedirectRefusal } from './redirects.ts'
import { scrubPayError } from './redact.ts'
import { signPrepared } from './signRequest.ts'
import type { PayTarget } from './target.ts'
import { reserveSigning } from './timestamps.ts'

/** HTTP methods a payment backend method may use. */
export type PayHttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Per-call options of the pay actions: an abort signal, and headers for this call
 * only, such as an idempotency key. They cannot replace the headers gatekit sets
 * for credentials (the API key, signature and timestamp headers, `authorization`)
 * or `content-type`; trying throws `ParameterError`. Per-call headers are not part
 * of the default signed layout; a `signing.message` of your own can sign them (its
 * parts carry them).
 *
 * @example
 * ```ts
 * await payMsg(payClient, payments, 'CreatePayment', body, { headers: { 'idempotency-key': orderId } })
 * ```
 */
export type PayRequestOptions = RequestOptions & {
  /** Headers of this call only, such as `{ 'idempotency-key': '…' }`. */
  headers?: Readonly<Record<string, string>> | undefined
}

/** @internal One request to the payment backend or its authentication endpoint. */
export type PaySend<TSchema extends PaySchema> = {
  /** `Module/Method` or `ap/AuthenticateUser`: names the call in errors. */
  id: string
  method: PayHttpMethod
  /** URL and target, built once by `buildPayTarget`: the target is what is signed and what goes on the wire. */
  target: PayTarget
  /** JSON value of the body; serialized once, and that string is signed and sent. */
  body?: unknown
  /** Headers gatekit sets for this call (AuthenticateUser's credentials). */
  headers?: Record<string, string> | undefined
  /** `backend`: API key, signature on writes, clock correction. `auth`: none of those. */
  audience: 'backend' | 'auth'
  /** Values to cut out of any error of this call (a bearer token, AuthenticateUser's `Signature`). */
  secrets?: readonly string[] | undefined
  response: TSchema
}

/**
 * Serializes a JSON body once. Bigints become decimal strings, as the wire
 * carries 64-bit integers.
 *
 * @example
 * ```ts
 * serializePayBody({ amount: 10n ** 20n }) // '{"amount":"100000000000000000000"}'
 * ```
 */
export function serializePayBody(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
}

// Statuses whose responses carry no body by definition.
const emptyStatuses = new Set([204, 205])

// A header name as RFC 9110 allows it, and a value fetch can send (visible ASCII, spaces, tabs).
const headerName = /^[!#$%&'*+.^`|~\w-]+$/
const headerValue = /^[\t\x20-\x7e]*$/

/** Adds per-call headers, refusing any that would replace a credential or the content type. */
function addCallHeaders(client: PayClient, send: { id: string }, headers: Record<string, string>, extra: Readonly<Record<string, string>>): void {
  const reserved = new Set(
    [
      client.apiKeyHeader,
      client.signing.headerNames?.signature ?? 'x-signature',
      client.signing.headerNames?.timestamp ?? 'x-timestamp',
      'authorization',
      'content-type',
      ...Object.keys(headers).filter((name) => name !== 'accept'),
    ].map((name) => name.toLowerCase()),
  )
  for (const [name, value] of Object.entries(extra)) {
    if (!headerName.test(name) || typeof value !== 'string' || !headerValue.test(value)) {
      throw new ParameterError({ parameter: `headers.${name}`, problem: 'is not a header fetch can send (visible ASCII only)', endpoint: send.id })
    }
    if (reserved.has(name.toLowerCase())) {
      throw new ParameterError({ parameter: `headers.${name}`, problem: 'is set by gatekit for this request and cannot be replaced per call', endpoint: send.id })
    }
    headers[name] = value
  }
}

/**
 * @internal Sends one payment backend request and returns its validated response.
 * Every pay action goes through here, so errors are converted (and cleared of
 * secrets) once.
 */
export async function sendPayRequest<TSchema extends PaySchema>(
  client: PayClient,
  send: PaySend<TSchema>,
  options: PayRequestOptions = {},
): Promise<PaySchemaOutput<TSchema>> {
  const backend = send.audience === 'backend'
  const secrets: string[] = [...(send.secrets ?? [])]
  if (backend) secrets.push(payClientSecrets(client).apiKey)
  try {
    return await exchange(client, send, options, secrets)
  } catch (error) {
    throw scrubPayError(error, secrets)
  }
}

async function exchange<TSchema extends PaySchema>(
  client: PayClient,
  send: PaySend<TSchema>,
  options: PayRequestOptions,
  secrets: string[],
): Promise<PaySchemaOutput<TSchema>> {
  const { url, target } = send.target
  const context: RequestContext = { method: send.method, url: redactUrl(url), endpoint: send.id }
  const bodyText = send.body === undefined ? undefined : serializePayBody(send.body)
  const backend = send.audience === 'backend'
  const headers: Record<string, string> = { accept: 'application/json', ...send.headers }
  if (bodyText !== undefined) headers['content-type'] = 'application/json'
  if (backend) headers[client.apiKeyHeader] = payClientSecrets(client).apiKey
  if (options.headers) addCallHeaders(client, send, headers, options.headers)

  const beforeRequest: BeforeRequestHook[] = []
  if (backend && (isWriteMethod(send.method) || client.signReads)) {
    // Runs before every attempt, so each send (a retried signed read included) gets its own timestamp.
    beforeRequest.push(async (request) => {
      const sent = new URL(request.url)
      if (`${sent.pathname}${sent.search}` !== target) {
        throw new PaySignerError({ problem: 'the request target changed after it was built, so it was not signed', request: context })
      }
      const reserved = await reserveSigning(client, { method: send.method, pathWithQuery: target, body: bodyText ?? '', ...(options.headers ? { headers: options.headers } : {}) }, context, options.signal)
      const signed = await signPrepared(client.signer, reserved.parts, reserved.message, client.signing)
      secrets.push(signed.signature)
      for (const [name, value] of Object.entries(signed.headers)) request.headers.set(name, value)
    })
  }

  let response: Response
  try {
    response = await client.ky(url, {
      method: send.method,
      headers,
      ...(bodyText === undefined ? {} : { body: bodyText }),
      ...(options.signal ? { signal: options.signal } : {}),
      hooks: {
        beforeRequest,
        afterResponse: backend ? [(_request, _options, received) => observeServerDate(client, received.headers.get('date'))] : [],
      },
    })
  } catch (error) {
    if (error instanceof RedirectRefusal) {
      throw new PayRedirectError({ status: error.status, request: context, targetOrigin: error.targetOrigin })
    }
    throw await toGatekitError(error, {
      request: context,
      timeout: client.timeout,
      signal: options.signal,
      fromErrorBody: payErrorOf,
    })
  }

  const json = emptyStatuses.has(response.status) ? undefined : await readJsonBody(response, context, 'payment backend')
  // Pay's schemas are descriptions (or a user's zod schemas) at run time; validateResponse takes them by their declared face.
  const schema = send.response as unknown as ResponseSchema<PaySchemaOutput<TSchema>>
  return validateResponse<PaySchemaOutput<TSchema>>({ id: send.id, response: schema }, json, context)
}

/**
 * The payment backend's error for an HTTP error status: 400 and 401/403 always get their
 * own class, any other status one when its body is readable; otherwise core's `HttpError`.
 */
function payErrorOf(response: Response, json: unknown, context: RequestContext): PayBackendError | undefined {
  const body = readPayErrorBody(json)
  const parameters = {
    status: response.status,
    request: context,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    ...body,
  }
  if (response.status === 400) return new PayRequestError(parameters)
  if (response.status === 401 || response.status === 403) return new PayAuthError(parameters)
  if (body) return new PayBackendError(parameters)
  return undefined
}

const maxMessageLength = 500
const reasonPattern = /^[A-Za-z][\w.-]{0,63}$/

/**
 * Reads an error body leniently, since SPEC.md does not show the payment backend's:
 * a `reason` (or a string `code`, or an `error` that looks like an identifier),
 * a numeric `code`, and a `message` (or `error`, `msg`).
 */
function readPayErrorBody(json: unknown): PayErrorBody | undefined {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined
  const record = json as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined)
  const reasonCandidate = text(record.reason) ?? text(record.code) ?? text(record.error)
  const reason = reasonCandidate && reasonPattern.test(reasonCandidate) ? reasonCandidate : undefined
  const message = text(record.message) ?? text(record.error) ?? text(record.msg)
  const code = typeof record.code === 'number' && Number.isInteger(record.code) ? record.code : undefined
  if (reason === undefined && message === undefined && code === undefined) return undefined
  return {
    ...(reason === undefined ? {} : { reason }),
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message: message.length > maxMessageLength ? `${message.slice(0, maxMessageLength - 1)}…` : message }),
  }
}
