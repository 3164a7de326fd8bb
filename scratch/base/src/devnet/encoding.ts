import { sha256 } from '@noble/hashes/sha2.js'
import { base64, bech32, hex } from '@scure/base'

/** Bech32 prefix of account addresses on the simulated chain. */
export const accountPrefix = 'kii'
/** Bech32 prefix of validator operator addresses. */
export const validatorPrefix = 'kiivaloper'

const textEncoder = new TextEncoder()

/** UTF-8 bytes of a string. */
export const utf8 = (text: string): Uint8Array => textEncoder.encode(text)
/** Standard base64 of bytes. */
export const toBase64 = (bytes: Uint8Array): string => base64.encode(bytes)
/** Bytes of standard base64. */
export const fromBase64 = (text: string): Uint8Array => base64.decode(text)
/** Upper-case hex, as the chain prints hashes. */
export const toHexUpper = (bytes: Uint8Array): string => hex.encode(bytes).toUpperCase()
/** SHA-256 of bytes or of a string's UTF-8. */
export const sha256Of = (data: Uint8Array | string): Uint8Array => sha256(typeof data === 'string' ? utf8(data) : data)

/** Bech32 address of 20 (or 32) address bytes. */
export function toBech32(prefix: string, bytes: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(bytes))
}

/** The result of checking an address: its bytes, or why it is not one. */
export type AddressCheck = { ok: true; bytes: Uint8Array } | { ok: false; reason: string }

/**
 * Decodes a bech32 address with the expected prefix, with the reason a real
 * chain would give when it is malformed.
 */
export function checkBech32(address: string, prefix: string): AddressCheck {
  if (address.length === 0) return { ok: false, reason: 'empty address string is not allowed' }
  let decoded: { prefix: string; words: number[] }
  try {
    decoded = bech32.decode(address as `${string}1${string}`, 90)
  } catch (error) {
    return { ok: false, reason: `decoding bech32 failed: ${(error as Error).message}` }
  }
  if (decoded.prefix !== prefix) {
    return { ok: false, reason: `invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}` }
  }
  return { ok: true, bytes: bech32.fromWords(decoded.words) }
}

/** IBC denom of a trace path: `ibc/` and the upper-case SHA-256 of `port/channel/base`. */
export function ibcDenom(path: string, baseDenom: string): string {
  return `ibc/${toHexUpper(sha256Of(`${path}/${baseDenom}`))}`
}
