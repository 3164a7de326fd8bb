import { keccak_256 } from '@noble/hashes/sha3.js'
import { ParameterError } from './errors.ts'

// Addresses as gatekit reads them: bech32 (Cosmos accounts, validators, contracts) and EVM `0x`
// addresses with their EIP-55 checksum. keccak-256 is only reached through the EVM functions, so an
// endpoint that checks bech32 addresses only (such as bank balances) does not bundle it.
//
// The bech32 checksum and word conversion are written here rather than taken from @scure/base's
// `bech32`: measured with `npx size-limit`, @scure/base made `useBalances` alone 1,926 B bigger
// (17,355 -> 19,281 B min+gzip, past its 17,987 B budget) for the same checks. The tests hold this
// code to the BIP-173 and BIP-350 vectors.

// Cosmos SDK decodes bech32 with a 1023-character limit (not BIP-173's 90) and accepts
// addresses of 1 to 255 bytes (address.MaxAddrLen); 20 and 32 are the usual sizes.
const maxBech32Length = 1023
const maxAddressBytes = 255
const bech32Alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/** What {@link decodeBech32Address} found in a bech32 string. */
export type Bech32Decoded = {
  /** The human-readable part, lower case (`kii`, `kiivaloper`). */
  prefix: string
  /** The address bytes. */
  bytes: Uint8Array
}

/**
 * Decodes a bech32 address (the Cosmos variant, not bech32m) and verifies its
 * checksum; returns why it is not one when it is malformed. Any prefix is
 * accepted unless `prefix` names one.
 *
 * @example
 * ```ts
 * decodeBech32Address('kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x') // { ok: true, prefix: 'kii', bytes: Uint8Array(20) }
 * decodeBech32Address('kii1notanaddress') // { ok: false, reason: 'it contains characters outside the bech32 alphabet' }
 * ```
 */
export function decodeBech32Address(
  value: string,
  options: { prefix?: string | undefined } = {},
): ({ ok: true } & Bech32Decoded) | { ok: false; reason: string } {
  if (value.length > maxBech32Length) return { ok: false, reason: `it is longer than ${maxBech32Length} characters` }
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) {
    return { ok: false, reason: 'it mixes upper and lower case' }
  }
  const lower = value.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (separator < 1) return { ok: false, reason: 'it has no prefix followed by the separator `1`' }
  const data = lower.slice(separator + 1)
  if (data.length < 6) return { ok: false, reason: 'it is too short to carry a checksum' }
  const words: number[] = []
  for (const character of data) {
    const word = bech32Alphabet.indexOf(character)
    if (word < 0) return { ok: false, reason: 'it contains characters outside the bech32 alphabet' }
    words.push(word)
  }
  const prefix = lower.slice(0, separator)
  if (!hasBech32Checksum(prefix, words)) return { ok: false, reason: 'its bech32 checksum does not match' }
  const bytes = wordsToBytes(words.slice(0, -6))
  if (!bytes) return { ok: false, reason: 'its data is not a whole number of bytes' }
  if (bytes.length === 0 || bytes.length > maxAddressBytes) {
    return { ok: false, reason: `it holds ${bytes.length} bytes (an address has 1 to ${maxAddressBytes})` }
  }
  if (options.prefix !== undefined && prefix !== options.prefix.toLowerCase()) {
    return { ok: false, reason: `its prefix is \`${prefix}\`, not \`${options.prefix}\`` }
  }
  return { ok: true, prefix, bytes }
}

const bech32Generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

// BIP-173's checksum polymod over the expanded prefix and the words; `undefined` for a prefix
// with characters outside ASCII 33 to 126.
function bech32Polymod(prefix: string, words: readonly number[]): number | undefined {
  const values: number[] = []
  for (let index = 0; index < prefix.length; index++) {
    const code = prefix.charCodeAt(index)
    if (code < 33 || code > 126) return undefined
    values.push(code >> 5)
  }
  values.push(0)
  for (let index = 0; index < prefix.length; index++) values.push(prefix.charCodeAt(index) & 31)
  let checksum = 1
  for (const value of [...values, ...words]) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= bech32Generators[bit]!
  }
  return checksum
}

// The polymod of the data with its checksum is 1 for bech32 (bech32m's constant is not accepted).
function hasBech32Checksum(prefix: string, words: readonly number[]): boolean {
  return bech32Polymod(prefix, words) === 1
}

/**
 * Encodes address bytes as bech32 (BIP-173) under a prefix: the counterpart of
 * {@link decodeBech32Address}, used where gatekit derives an address (a validator's
 * consensus address from its key).
 *
 * @example
 * ```ts
 * encodeBech32Address('kii', new Uint8Array(20)) // 'kii1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq…'
 * ```
 */
export function encodeBech32Address(prefix: string, bytes: Uint8Array): string {
  const words: number[] = []
  let accumulator = 0
  let bits = 0
  for (const byte of bytes) {
    accumulator = ((accumulator << 8) | byte) & 0xfff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((accumulator >>> bits) & 31)
    }
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31)
  const lower = prefix.toLowerCase()
  const polymod = bech32Polymod(lower, [...words, 0, 0, 0, 0, 0, 0])
  if (polymod === undefined) throw new RangeError(`gatekit: a bech32 prefix is ASCII 33 to 126, got ${JSON.stringify(prefix)}`)
  const checksum = polymod ^ 1
  for (let index = 0; index < 6; index++) words.push((checksum >>> (5 * (5 - index))) & 31)
  return `${lower}1${words.map((word) => bech32Alphabet[word]).join('')}`
}

// 5-bit words to bytes without padding: fewer than 5 bits may remain, and they must be zero.
function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  const bytes: number[] = []
  let accumulator = 0
  let bits = 0
  for (const word of words) {
    accumulator = ((accumulator << 5) | word) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >>> bits) & 0xff)
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return undefined
  return Uint8Array.from(bytes)
}

/**
 * Whether a value is a well-formed bech32 address: valid checksum, one case, 1 to 255
 * bytes. Pass `prefix` to also require the chain's prefix (`kii`, `kiivaloper`).
 *
 * @example
 * ```ts
 * isBech32Address('kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x') // true
 * isBech32Address('kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x', { prefix: 'cosmos' }) // false
 * isBech32Address('kii1notanaddress') // false
 * ```
 */
export function isBech32Address(value: unknown, options: { prefix?: string | undefined } = {}): value is string {
  return typeof value === 'string' && decodeBech32Address(value, options).ok
}

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * The EIP-55 checksummed form of an EVM address (`0x` and 40 hex digits, any case).
 *
 * @example
 * ```ts
 * toChecksumEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
 * ```
 */
export function toChecksumEvmAddress(address: string): string {
  if (!evmAddressPattern.test(address)) {
    throw new ParameterError({ parameter: 'address', problem: 'must be `0x` followed by 40 hex digits', reason: 'invalid' })
  }
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < 40; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index]!
  }
  return result
}

/**
 * Whether a value is an EVM address: `0x` and 40 hex digits, all lower case, all
 * upper case, or mixed case that matches its EIP-55 checksum (a mixed-case address
 * with one letter's case changed is a typo, and is refused).
 *
 * @example
 * ```ts
 * isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // true
 * isEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false: checksum
 * ```
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddressProblem(value) === undefined
}

/** @internal Why a string is not an EVM address (EIP-55 checked when mixed case), or `undefined` when it is one. */
export function evmAddressProblem(value: string): string | undefined {
  if (!evmAddressPattern.test(value)) return 'it is not `0x` followed by 40 hex digits'
  const digits = value.slice(2)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return undefined
  return toChecksumEvmAddress(value) === value ? undefined : 'its mixed case does not match the EIP-55 checksum'
}
