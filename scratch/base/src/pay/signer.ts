import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, isBytes } from '@noble/hashes/utils.js'
import { InvalidPrivateKeyError } from './errors.ts'

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

/** An Ed25519 private key: 32 bytes (the RFC 8032 seed) or 64 bytes (seed then public key), as bytes or hex. */
export type Ed25519PrivateKey = string | Uint8Array

// The sync API of @noble/ed25519 needs a SHA-512; set it only if nobody has, so a caller's choice stands.
function ensureSha512(): void {
  if (!ed.hashes.sha512) ed.hashes.sha512 = sha512
}

function privateKeyBytes(privateKey: Ed25519PrivateKey): Uint8Array {
  if (typeof privateKey === 'string') {
    const text = privateKey.trim().replace(/^0x/i, '')
    if (!/^[0-9a-fA-F]*$/.test(text)) throw new InvalidPrivateKeyError('a string key must be hex')
    if (text.length !== 64 && text.length !== 128) {
      throw new InvalidPrivateKeyError(`a hex key must have 64 or 128 characters, this one has ${text.length}`)
    }
    return hexToBytes(text)
  }
  if (!isBytes(privateKey)) throw new InvalidPrivateKeyError('expected hex or a Uint8Array')
  if (privateKey.length !== 32 && privateKey.length !== 64) {
    throw new InvalidPrivateKeyError(`a byte key must have 32 or 64 bytes, this one has ${privateKey.length}`)
  }
  return Uint8Array.from(privateKey)
}

/**
 * An Ed25519 signer from a private key in hex or bytes (RFC 8032, via @noble/ed25519).
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
 * ```
 */
export function ed25519Signer(privateKey: Ed25519PrivateKey): PaySigner {
  ensureSha512()
  const bytes = privateKeyBytes(privateKey)
  const seed = bytes.slice(0, 32)
  const publicKey = ed.getPublicKey(seed)
  if (bytes.length === 64 && bytesToHex(bytes.slice(32)) !== bytesToHex(publicKey)) {
    throw new InvalidPrivateKeyError('the last 32 bytes of a 64-byte key must be the public key of its first 32')
  }
  bytes.fill(0)
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
