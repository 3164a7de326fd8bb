import { sha256 } from '@noble/hashes/sha2.js'
import { base64, hex } from '@scure/base'

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

