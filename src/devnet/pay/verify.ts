import * as ed from '@noble/ed25519'

// This verifier is written from the documented layout alone and shares no code with
// gatekit's signing (src/pay): a mistake in either shows up as a rejected request.
//
//   x-timestamp  Unix time in seconds, decimal
//   message      UTF-8 of x-timestamp + METHOD + request target (path and query, as sent) + body bytes
//   x-signature  lowercase hex of the 64-byte Ed25519 signature

/**
 * Why the simulated payment backend answered 401. Each is sent as `reason`
 * in the error body, and reaches the client as `PayAuthError.reason`.
 *
 * @example
 * ```ts
 * if (error instanceof PayAuthError && error.reason === 'replayed') console.warn('sent twice with one signature')
 * ```
 */
export const payDevnetReasons = [
  /** No `x-api-key` header. */
  'missing_api_key',
  /** `x-api-key` is not registered. */
  'unknown_api_key',
  /** A write (or a signed read) without `x-timestamp`. */
  'missing_timestamp',
  /** A write without `x-signature`. */
  'missing_signature',
  /** `x-timestamp` is not Unix time in seconds (decimal digits, at most 12: milliseconds are refused). */
  'malformed_timestamp',
  /** `x-signature` is not 128 lowercase hex digits. */
  'malformed_signature',
  /** `x-timestamp` is more than the window (five minutes) away from the backend's clock. */
  'timestamp_out_of_window',
  /** The signature does not verify: wrong key, or method, path, query or body changed after signing. */
  'bad_signature',
  /** This exact signature was accepted before, within the window. */
  'replayed',
  /** AuthenticateUser without `Authorization: Bearer <token>`. */
  'missing_token',
  /** AuthenticateUser with a bearer token the backend does not know. */
  'invalid_token',
  /** AuthenticateUser with an unknown API key, a wrong user or a wrong HMAC signature. */
  'invalid_credentials',
  /** AuthenticateUser with a nonce not greater than the last one of that API key. */
  'nonce_reused',
] as const

/** A machine-readable reason of a 401 from the simulated payment backend. */
export type PayDevnetReason = (typeof payDevnetReasons)[number]

/** An API key the simulated backend accepts, with the Ed25519 public key that signs for it. */
export type RegisteredPayKey = {
  apiKey: string
  /** 32-byte public key. */
  publicKey: Uint8Array
  /** The user the key belongs to (what `Me` returns). */
  userId: number
}

/** Outcome of checking one request's credentials. */
export type PayVerification =
  | { ok: true; key: RegisteredPayKey }
  | { ok: false; reason: PayDevnetReason; message: string }

/** What the verifier needs to know about a request: the parts as received. */
export type ReceivedRequest = {
  /** The method exactly as received (not upper-cased here: a lower-case method was not what was signed). */
  method: string
  /** The request target as received: path and query string. */
  target: string
  /** The body bytes as received. */
  body: Uint8Array
  headers: Headers
}

const encoder = new TextEncoder()
const lowerHex = /^[0-9a-f]{128}$/
const decimalSeconds = /^[0-9]{1,12}$/

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length)
  out.set(a, 0)
  out.set(b, a.length)
  return out
}

const reject = (reason: PayDevnetReason, message: string): PayVerification => ({ ok: false, reason, message })

/**
 * Creates the simulated backend's credential check: API key, then (for writes,
 * and for reads that carry a signature) timestamp window, Ed25519 signature over
 * the documented layout, and replay. Signatures are remembered for as long as
 * their timestamp stays inside the window.
 *
 * @example
 * ```ts
 * const verifier = createPayRequestVerifier({ keys, now: () => Date.now() })
 * const result = await verifier.verify({ method, target, body, headers }, { signed: true })
 * ```
 */
export function createPayRequestVerifier(options: {
  keys: ReadonlyMap<string, RegisteredPayKey>
  /** Backend clock in milliseconds. */
  now: () => number
  /** Accepted distance between `x-timestamp` and the backend clock, in seconds. Default 300. */
  windowSeconds?: number | undefined
  /** Header that carries the API key. Default `x-api-key`. */
  apiKeyHeader?: string | undefined
}) {
  const apiKeyHeader = options.apiKeyHeader ?? 'x-api-key'
  const windowSeconds = options.windowSeconds ?? 300
  /** Accepted signatures and their timestamps. */
  const seen = new Map<string, number>()

  function forget(nowSeconds: number): void {
    for (const [signature, timestamp] of seen) if (timestamp < nowSeconds - windowSeconds) seen.delete(signature)
  }

  async function verify(request: ReceivedRequest, check: { signed: boolean }): Promise<PayVerification> {
    const apiKey = request.headers.get(apiKeyHeader)
    if (!apiKey) return reject('missing_api_key', `the ${apiKeyHeader} header is required`)
    const key = options.keys.get(apiKey)
    if (!key) return reject('unknown_api_key', 'the API key is not registered')

    const timestamp = request.headers.get('x-timestamp')
    const signature = request.headers.get('x-signature')
    if (!check.signed && timestamp === null && signature === null) return { ok: true, key }
    if (timestamp === null) return reject('missing_timestamp', 'a signed request needs the x-timestamp header')
    if (signature === null) return reject('missing_signature', 'a signed request needs the x-signature header')
    if (!decimalSeconds.test(timestamp)) return reject('malformed_timestamp', 'x-timestamp must be Unix time in seconds, in decimal digits')
    if (!lowerHex.test(signature)) return reject('malformed_signature', 'x-signature must be 128 lowercase hex digits')

    const nowSeconds = Math.floor(options.now() / 1000)
    const seconds = Number(timestamp)
    if (Math.abs(nowSeconds - seconds) > windowSeconds) {
      return reject(
        'timestamp_out_of_window',
        `x-timestamp is ${Math.abs(nowSeconds - seconds)} s ${seconds < nowSeconds ? 'behind' : 'ahead of'} the server clock; at most ${windowSeconds} s is accepted`,
      )
    }

    const message = concat(encoder.encode(`${timestamp}${request.method}${request.target}`), request.body)
    let valid = false
    try {
      valid = await ed.verifyAsync(hexBytes(signature), message, key.publicKey, { zip215: false })
    } catch {
      valid = false
    }
    if (!valid) return reject('bad_signature', 'the signature does not match the request')

    forget(nowSeconds)
    if (seen.has(signature)) return reject('replayed', 'this signature was already used')
    seen.set(signature, seconds)
    return { ok: true, key }
  }

  return { verify, windowSeconds }
}

/** The credential check of a simulated payment backend. */
export type PayRequestVerifier = ReturnType<typeof createPayRequestVerifier>
