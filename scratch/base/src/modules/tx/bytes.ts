import { base64 } from '@scure/base'

/**
 * Bytes a transaction endpoint sends: a `Uint8Array` (as protobuf encoders
 * return it) or the standard base64 string the gateway's JSON carries.
 */
export type BytesInput = string | Uint8Array

/**
 * The base64 form of {@link BytesInput}, as it goes into a request body and a query key.
 *
 * @example
 * ```ts
 * bytesToBase64(Uint8Array.of(1, 2, 3)) // "AQID"
 * bytesToBase64('AQID') // "AQID"
 * ```
 */
export function bytesToBase64(bytes: BytesInput): string {
  return typeof bytes === 'string' ? bytes : base64.encode(bytes)
}
