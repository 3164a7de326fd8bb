import { bytesToHex, isBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64, base64urlnopad } from '@scure/base'
import { PaySignerError } from './errors.ts'
import type { PaySigner } from './signer.ts'

/** The parts of a request that its signature covers. */
export type SigningParts = {
  /** The `x-timestamp` value as sent. */
  timestamp: string
  /** HTTP method, upper case. */
  method: string
  /** Request target as sent: path and query string, starting with `/`. */
  pathWithQuery: string
  /** The body exactly as sent; empty when none. */
  body: string
  /**
   * The call's own headers (`PayRequestOptions.headers`, such as an idempotency key), for a
   * `signing.message` that signs them. The default layout does not.
   */
  headers?: Readonly<Record<string, string>> | undefined
}

/** How a signature is encoded into its header: lowercase `hex`, padded `base64`, unpadded `base64url`, or a function. */
export type SignatureEncoding = 'hex' | 'base64' | 'base64url' | ((signature: Uint8Array) => string)

/**
 * How requests are signed. Every option has the documented default; replace one
 * when a backend release signs differently.
 *
 * @example
 * ```ts
 * // A release that signs "METHOD\npath\ntimestamp\nbody" with millisecond timestamps and base64 signatures:
 * const signing: PaySigningOptions = {
 *   timestampUnit: 'milliseconds',
 *   message: ({ method, pathWithQuery, timestamp, body }) => [method, pathWithQuery, timestamp, body].join('\n'),
 *   signatureEncoding: 'base64',
 * }
 * createPayClient({ baseUrl, apiKey, signer, signing })
 * ```
 */
export type PaySigningOptions = {
  /** Builds the signed message from the parts. Default: {@link defaultSigningMessage}. */
  message?: ((parts: SigningParts) => string | Uint8Array) | undefined
  /** Unit of the timestamp. Default `seconds` (Unix time). */
  timestampUnit?: 'seconds' | 'milliseconds' | undefined
  /** Writes the timestamp (an integer in `timestampUnit`). Default: its decimal form. */
  formatTimestamp?: ((value: number) => string) | undefined
  /** Encoding of the 64-byte signature. Default `hex` (lower case). */
  signatureEncoding?: SignatureEncoding | undefined
  /** Header names. Default `x-signature` and `x-timestamp`. */
  headerNames?: { signature?: string | undefined; timestamp?: string | undefined } | undefined
}

/** The request to sign. */
export type SignRequestInput = {
  /** HTTP method; sent and signed upper case. */
  method: string
  /** Request target exactly as sent: path and query string, starting with `/`. */
  pathWithQuery: string
  /** The body exactly as sent. Default: empty. */
  body?: string | undefined
  /** Current time in milliseconds. Default: `Date.now()`. */
  now?: number | undefined
  /** The timestamp as an integer in `timestampUnit`; overrides `now`. */
  timestamp?: number | undefined
}

/** What {@link signRequest} produced. */
export type SignedRequest = {
  /** The headers to send, such as `{ 'x-timestamp': '1700000000', 'x-signature': 'ab…' }`. */
  headers: Record<string, string>
  /** The timestamp header's value. */
  timestamp: string
  /** The signature header's value. */
  signature: string
}

/**
 * The documented default layout of the signed message:
 * `x-timestamp + METHOD + pathWithQuery + body`, concatenated without
 * separators, signed as UTF-8 bytes.
 *
 * @example
 * ```ts
 * defaultSigningMessage({ timestamp: '1700000000', method: 'POST', pathWithQuery: '/PaymentsMsgServer/CreatePayment', body: '{"amount":"5"}' })
 * // '1700000000POST/PaymentsMsgServer/CreatePayment{"amount":"5"}'
 * ```
 */
export function defaultSigningMessage(parts: SigningParts): string {
  return `${parts.timestamp}${parts.method}${parts.pathWithQuery}${parts.body}`
}

/**
 * The timestamp value (an integer in the configured unit) for a moment in milliseconds.
 *
 * @example
 * ```ts
 * timestampValue(1_700_000_000_999) // 1700000000
 * timestampValue(1_700_000_000_999, { timestampUnit: 'milliseconds' }) // 1700000000999
 * ```
 */
export function timestampValue(nowMs: number, options: Pick<PaySigningOptions, 'timestampUnit'> = {}): number {
  return options.timestampUnit === 'milliseconds' ? Math.floor(nowMs) : Math.floor(nowMs / 1000)
}

/**
 * @internal The parts and the exact bytes signed for a request at a timestamp value:
 * what {@link signRequest} signs, so the pay client can tell two sends apart before signing.
 */
export function signingMessage(
  request: { method: string; pathWithQuery: string; body: string; headers?: Readonly<Record<string, string>> | undefined },
  value: number,
  options: PaySigningOptions = {},
): { parts: SigningParts; message: Uint8Array } {
  const parts: SigningParts = {
    timestamp: (options.formatTimestamp ?? String)(value),
    method: request.method.toUpperCase(),
    pathWithQuery: request.pathWithQuery,
    body: request.body,
    ...(request.headers ? { headers: request.headers } : {}),
  }
  const layout = (options.message ?? defaultSigningMessage)(parts)
  return { parts, message: typeof layout === 'string' ? utf8ToBytes(layout) : layout }
}

function encodeSignature(signature: Uint8Array, encoding: SignatureEncoding | undefined): string {
  if (typeof encoding === 'function') return encoding(signature)
  if (encoding === 'base64') return base64.encode(signature)
  if (encoding === 'base64url') return base64urlnopad.encode(signature)
  return bytesToHex(signature)
}

/**
 * Signs one payment backend request. With the defaults (documented in the README):
 *
 * - `x-timestamp` is Unix time in seconds as a decimal string;
 * - the signed message is the UTF-8 bytes of `x-timestamp + METHOD + pathWithQuery + body`,
 *   METHOD upper case, `pathWithQuery` the request target exactly as sent (starting with
 *   `/`, query string included), `body` the exact string sent (empty when none);
 * - `x-signature` is the lowercase hex of the 64-byte Ed25519 signature.
 *
 * The layout, timestamp unit and format, signature encoding and header names are
 * replaceable through `options`. The pay client calls this for every write, once per
 * attempt; call it yourself to sign a request you send another way.
 *
 * @example
 * ```ts
 * const body = JSON.stringify({ amount: '5.00', currency: 'USD', reference: 'order-1' })
 * const { headers } = await signRequest(signer, { method: 'POST', pathWithQuery: '/PaymentsMsgServer/CreatePayment', body })
 * await fetch(`${baseUrl}/PaymentsMsgServer/CreatePayment`, {
 *   method: 'POST',
 *   headers: { ...headers, 'x-api-key': apiKey, 'content-type': 'application/json' },
 *   body,
 * })
 * ```
 */
export async function signRequest(
  signer: PaySigner,
  request: SignRequestInput,
  options: PaySigningOptions = {},
): Promise<SignedRequest> {
  if (!request.pathWithQuery.startsWith('/')) {
    throw new TypeError('gatekit: pathWithQuery must be the request target starting with "/", not a full URL.')
  }
  const value = request.timestamp ?? timestampValue(request.now ?? Date.now(), options)
  const { parts, message } = signingMessage(
    { method: request.method, pathWithQuery: request.pathWithQuery, body: request.body ?? '' },
    value,
    options,
  )
  return signPrepared(signer, parts, message, options)
}

/**
 * @internal Signs a message already built by {@link signingMessage}: the pay client
 * reserves a message (see `reserveSigning`) and signs exactly those bytes.
 */
export async function signPrepared(
  signer: PaySigner,
  parts: SigningParts,
  message: Uint8Array,
  options: PaySigningOptions = {},
): Promise<SignedRequest> {
  const { timestamp } = parts
  let signature: unknown
  try {
    signature = await signer.sign(message, parts)
  } catch (cause) {
    throw new PaySignerError({ problem: 'the signer failed', cause })
  }
  if (!isBytes(signature) || signature.length !== 64) {
    throw new PaySignerError({ problem: 'the signer did not return 64 bytes' })
  }
  const encoded = encodeSignature(signature, options.signatureEncoding)
  return {
    headers: {
      [options.headerNames?.timestamp ?? 'x-timestamp']: timestamp,
      [options.headerNames?.signature ?? 'x-signature']: encoded,
    },
    timestamp,
    signature: encoded,
  }
}
