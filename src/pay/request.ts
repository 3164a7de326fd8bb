import type { BeforeRequestHook } from 'ky'
import type * as z from '../core/zod.ts'
import { parseRetryAfter } from '../core/client.ts'
import type { RequestContext } from '../core/errors.ts'
import { parseResponse, readJsonBody, redactUrl, toGatekitError, type RequestOptions } from '../core/request.ts'
import { isWriteMethod, nextTimestampValue, observeServerDate, payClientSecrets, type PayClient } from './client.ts'
import { PayAuthError, PayBackendError, PayRequestError, type PayErrorBody } from './errors.ts'
import { signRequest } from './signRequest.ts'

/** HTTP methods a payment backend method may use. */
export type PayHttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** @internal One request to the payment backend or its authentication endpoint. */
export type PaySend<TSchema extends z.ZodType> = {
  /** `Module/Method` or `ap/AuthenticateUser`: names the call in errors. */
  id: string
  method: PayHttpMethod
  /** Absolute URL, query string included. */
  url: string
  /** JSON value of the body; serialized once, and that string is signed and sent. */
  body?: unknown
  /** Extra headers of this call. */
  headers?: Record<string, string> | undefined
  /** `backend`: API key, signature on writes, clock correction. `auth`: none of those. */
  target: 'backend' | 'auth'
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

/**
 * @internal Sends one payment backend request and returns its validated response.
 * Every pay action goes through here, so errors are converted once.
 */
export async function sendPayRequest<TSchema extends z.ZodType>(
  client: PayClient,
  send: PaySend<TSchema>,
  options: RequestOptions = {},
): Promise<z.output<TSchema>> {
  const context: RequestContext = { method: send.method, url: redactUrl(send.url), endpoint: send.id }
  const bodyText = send.body === undefined ? undefined : serializePayBody(send.body)
  const backend = send.target === 'backend'
  const headers: Record<string, string> = { accept: 'application/json', ...send.headers }
  if (bodyText !== undefined) headers['content-type'] = 'application/json'
  if (backend) headers['x-api-key'] = payClientSecrets(client).apiKey

  const beforeRequest: BeforeRequestHook[] = []
  if (backend && (isWriteMethod(send.method) || client.signReads)) {
    // Runs before every attempt, so each send (a retried signed read included) gets its own timestamp.
    beforeRequest.push(async (request) => {
      const target = new URL(request.url)
      const parts = { method: send.method, pathWithQuery: `${target.pathname}${target.search}`, body: bodyText ?? '' }
      const signed = await signRequest(client.signer, { ...parts, timestamp: nextTimestampValue(client, parts) }, client.signing)
      for (const [name, value] of Object.entries(signed.headers)) request.headers.set(name, value)
    })
  }

  let response: Response
  try {
    response = await client.ky(send.url, {
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
    throw await toGatekitError(error, {
      request: context,
      timeout: client.timeout,
      signal: options.signal,
      fromErrorBody: payErrorOf,
    })
  }

  const json = emptyStatuses.has(response.status) ? undefined : await readJsonBody(response, context, 'payment backend')
  return parseResponse({ id: send.id, response: send.response }, json, context)
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
