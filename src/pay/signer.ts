import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { InvalidPrivateKeyError } from './errors.ts'
import { parseEd25519PrivateKey } from './privateKey.ts'

/**
 * The request a signature is for, handed to a signer next to the message bytes
 * so that a remote signer can check what it signs instead of signing blindly.
 */
export type PaySigningContext = {
  /** HTTP method, upper case. */
  method: string
  /** Request target as sent: path and query string, starting with `/`. */
  pathWithQuery: string
  /** The body exactly as sent; empty when none. */
  body: string
  /** The `x-timestamp` value. */
  timestamp: string
  /** Headers of this call only (`PayRequestOptions.headers`), such as an idempotency key. */
  headers?: Readonly<Record<string, string>> | undefined
}

/**
 * Signs payment backend requests with Ed25519. `ed25519Signer(privateKey)` is one;
 * a signer that asks your server (or a hardware key) is another, so the private
 * key never has to reach a browser. `sign` returns the 64-byte signature of
 * `message`; the second argument describes the request, for signers that check it.
 *
 * @example
 * ```ts
 * const remoteSigner: PaySigner = {
 *   publicKey: hexToBytes(PAY_PUBLIC_KEY_HEX),
 *   async sign(_message, request) {
 *     const response = await fetch('/api/pay/sign', { method: 'POST', body: JSON.stringify(request) })
 *     return new Uint8Array(await response.arrayBuffer())
 *   },
 * }
 * ```
 */
export type PaySigner = {
  /** The 32-byte Ed25519 public key the backend knows for the API key. */
  readonly publicKey: Uint8Array
  /** Returns the 64-byte Ed25519 signature of `message`. */
  sign(message: Uint8Array, request?: PaySigningContext): Uint8Array | Promise<Uint8Array>
}

/**
 * An Ed25519 private key: the 32-byte RFC 8032 seed, or 64 bytes (seed then public key),
 * as bytes or hex; or PKCS#8 as Node's `crypto` and OpenSSL export it: PEM
 * (`-----BEGIN PRIVATE KEY-----`), or DER as bytes, hex or base64.
 */
export type Ed25519PrivateKey = string | Uint8Array

// The sync API of @noble/ed25519 needs a SHA-512; set it only if nobody has, so a caller's choice stands.
function ensureSha512(): void {
  if (!ed.hashes.sha512) ed.hashes.sha512 = sha512
}

/**
 * An Ed25519 signer from a private key (RFC 8032, via @noble/ed25519): a 32-byte seed
 * or 64 bytes of seed and public key, as bytes or hex; or PKCS#8 as PEM or DER
 * (bytes, hex or base64), the forms Node's `crypto.generateKeyPairSync('ed25519')`
 * and OpenSSL export. Weak seeds (all zero, one repeated byte or short pattern,
 * counting bytes) are refused with `InvalidPrivateKeyError`, whose message never
 * contains the key.
 * The key stays inside the signer's closure: it is not a property, so it never
 * shows up when the signer or a client holding it is logged or serialized.
 * A 64-byte key (seed then public key, as some tools export it) must carry
 * the public key of its seed.
 *
 * Keep `priv_key` on a server: in a browser, use a signer that asks your server
 * (see {@link PaySigner}).
 *
 * @example
 * ```ts
 * const signer = ed25519Signer(process.env.priv_key!)
 * const payClient = createPayClient({ baseUrl: process.env.base_url!, apiKey: process.env.api_key!, signer })
 *
 * // A key made by Node, as PEM:
 * const { privateKey } = generateKeyPairSync('ed25519')
 * const fromPem = ed25519Signer(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
 * ```
 */
export function ed25519Signer(privateKey: Ed25519PrivateKey): PaySigner {
  ensureSha512()
  const { seed, publicKey: carried } = parseEd25519PrivateKey(privateKey)
  const publicKey = ed.getPublicKey(seed)
  if (carried && bytesToHex(carried) !== bytesToHex(publicKey)) {
    seed.fill(0)
    throw new InvalidPrivateKeyError('the public key it carries is not the public key of its seed')
  }
  return {
    publicKey: Uint8Array.from(publicKey),
    sign(message) {
      ensureSha512()
      return ed.sign(message, seed)
    },
  }
}

/**
 * Lowercase hex of a signer's public key, the form to register with the backend
 * or to show in a settings page.
 *
 * @example
 * ```ts
 * publicKeyHex(ed25519Signer(privateKey)) // "d75a9801…"
 * ```
 */
export function publicKeyHex(signer: Pick<PaySigner, 'publicKey'>): string {
  return bytesToHex(signer.publicKey)
}
