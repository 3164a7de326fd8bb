import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'

/**
 * Fills `{name}` placeholders of a user-facing string.
 *
 * @example
 * ```ts
 * fillTemplate('{count} new blocks', { count: '3' }) // "3 new blocks"
 * ```
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * The hash of a transaction from its bytes as `block.data.txs` carries them
 * (base64): upper-case hex SHA-256, as the chain prints it. Undefined for bytes
 * that are not base64.
 *
 * @example
 * ```ts
 * txHashFromBytes(block.data.txs[0]) // "9F86D081884C7D65..."
 * ```
 */
export function txHashFromBytes(bytes: string): string | undefined {
  try {
    return hex.encode(sha256(base64.decode(bytes))).toUpperCase()
  } catch {
    return undefined
  }
}

/**
 * Base64 bytes as upper-case hex (a CometBFT consensus address, a block hash);
 * the input itself when it is not base64.
 *
 * @example
 * ```ts
 * base64ToHex('3q2+7w==') // "DEADBEEF"
 * ```
 */
export function base64ToHex(value: string): string {
  try {
    return hex.encode(base64.decode(value)).toUpperCase()
  } catch {
    return value
  }
}

/**
 * The short name of a message type: the last segment of its type URL.
 *
 * @example
 * ```ts
 * messageTypeName('/cosmos.bank.v1beta1.MsgSend') // "MsgSend"
 * ```
 */
export function messageTypeName(typeUrl: string): string {
  return typeUrl.split(/[./]/).filter(Boolean).at(-1) ?? typeUrl
}

/**
 * True when the chain's time string is one a `Date` can read (chains are not always kind).
 *
 * @example
 * ```ts
 * isReadableTime('2026-03-01T12:00:00.123456789Z') // true
 * isReadableTime('yesterday') // false
 * ```
 */
export function isReadableTime(value: string | undefined): value is string {
  return value !== undefined && !Number.isNaN(Date.parse(value.replace(/(\.\d{3})\d+/, '$1')))
}
