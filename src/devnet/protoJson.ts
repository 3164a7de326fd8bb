import { BinaryReader } from 'cosmjs-types/binary'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { fromBase64 } from './encoding.ts'

// The gateway's proto3 JSON of the devnet's transactions: its types, the error of
// JSON or bytes the devnet cannot read, and the readers that name the path of
// whatever is wrong. protobuf.ts and protoMessages.ts build on them.

/**
 * Bytes or JSON that are not a transaction the devnet can read; its routes
 * answer 400 with code 3 and this message.
 *
 * @example
 * ```ts
 * try {
 *   decodeTxBytes(bytes)
 * } catch (error) {
 *   if (error instanceof TxCodecError) console.warn(error.message) // "tx parse error: TxRaw: unknown field 13"
 * }
 * ```
 */
export class TxCodecError extends Error {
  override name = 'TxCodecError'
}

/** A JSON object. */
export type JsonObject = Record<string, unknown>
/** A coin in the gateway's JSON. */
export type CoinJson = { denom: string; amount: string }
/** A protobuf `Any` in proto3 JSON: the type URL in `@type`, the message's fields beside it. */
export type AnyJson = { '@type': string; [field: string]: unknown }
/** How a signer signed, in proto3 JSON. */
export type ModeInfoJson =
  | { single: { mode: string } }
  | { multi: { bitarray: { extra_bits_stored: number; elems: string } | null; mode_infos: ModeInfoJson[] } }
/** One signer of a transaction, in proto3 JSON. */
export type SignerInfoJson = { public_key: AnyJson | null; mode_info: ModeInfoJson | null; sequence: string }
/** The fee of a transaction, in proto3 JSON. */
export type FeeJson = { amount: CoinJson[]; gas_limit: string; payer: string; granter: string }
/** A transaction in the gateway's proto3 JSON, as `GET /txs/{hash}` and `POST /decode` show it. */
export type TxJson = {
  body: {
    messages: AnyJson[]
    memo: string
    timeout_height: string
    extension_options: AnyJson[]
    non_critical_extension_options: AnyJson[]
  }
  auth_info: {
    signer_infos: SignerInfoJson[]
    fee: FeeJson | null
    tip: { amount: CoinJson[]; tipper: string } | null
  }
  signatures: string[]
}

export const varintWire = 0
export const bytesWire = 2
export type FieldWires = Readonly<Record<number, number>>

/** Converts one message type between protobuf bytes and proto3 JSON (fields without `@type`). */
export type MessageCodec = {
  typeUrl: string
  /** Field numbers and their wire types; any other field is refused. */
  fields: FieldWires
  fromJson(json: JsonObject, path: string): Uint8Array
  toJson(bytes: Uint8Array): JsonObject
}

// ---------------------------------------------------------------------------
// Reading the gateway's JSON, with the path of whatever is wrong.

export function objectAt(value: unknown, path: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TxCodecError(`${path}: expected an object`)
  return value as JsonObject
}

export function optionalObjectAt(parent: JsonObject, key: string, path: string): JsonObject | undefined {
  const value = parent[key]
  return value === undefined || value === null ? undefined : objectAt(value, `${path}.${key}`)
}

export function listAt(parent: JsonObject, key: string, path: string): unknown[] {
  const value = parent[key]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new TxCodecError(`${path}.${key}: expected an array`)
  return value
}

export function stringAt(parent: JsonObject, key: string, path: string): string {
  const value = parent[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new TxCodecError(`${path}.${key}: expected a string`)
  return value
}

export const maxUint64 = 2n ** 64n - 1n

export function uint64At(parent: JsonObject, key: string, path: string): bigint {
  const value = parent[key]
  if (value === undefined || value === null || value === '') return 0n
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d+$/.test(text) || BigInt(text) > maxUint64) {
    throw new TxCodecError(`${path}.${key}: expected an unsigned 64-bit integer as a decimal string`)
  }
  return BigInt(text)
}

export function bytesAt(parent: JsonObject, key: string, path: string): Uint8Array {
  const value = parent[key]
  if (value === undefined || value === null) return new Uint8Array()
  if (typeof value !== 'string') throw new TxCodecError(`${path}.${key}: expected base64 bytes`)
  return decodeBase64(value, `${path}.${key}`)
}

/**
 * Bytes of standard base64 (grpc-gateway also takes the URL alphabet and
 * missing padding); anything else is a {@link TxCodecError} naming `what`.
 *
 * @example
 * ```ts
 * decodeBase64('AQID', 'tx_bytes') // Uint8Array [1, 2, 3]
 * ```
 */
export function decodeBase64(text: string, what: string): Uint8Array {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = standard.length % 4 === 0 ? standard : standard + '='.repeat(4 - (standard.length % 4))
  try {
    return fromBase64(padded)
  } catch {
    throw new TxCodecError(`${what}: illegal base64 data`)
  }
}

export function coinFromJson(value: unknown, path: string): Coin {
  const json = objectAt(value, path)
  const amount = stringAt(json, 'amount', path)
  if (!/^\d+$/.test(amount)) throw new TxCodecError(`${path}.amount: expected a non-negative integer as a decimal string`)
  return { denom: stringAt(json, 'denom', path), amount }
}

export const coinsFromJson = (parent: JsonObject, key: string, path: string): Coin[] =>
  listAt(parent, key, path).map((coin, index) => coinFromJson(coin, `${path}.${key}[${index}]`))

/** A coin as the gateway shows it; an absent amount reads as zero, one that is not an integer does not decode. */
export function coinJson(coin: Coin | undefined): CoinJson {
  const amount = coin?.amount || '0'
  if (!/^\d+$/.test(amount)) throw new TxCodecError(`invalid coin amount ${JSON.stringify(amount)}: not an unsigned integer`)
  return { denom: coin?.denom ?? '', amount }
}

// ---------------------------------------------------------------------------
// Wire checks. cosmjs-types skips unknown fields silently; a chain refuses them
// (RejectUnknownFields), which also stops random bytes from reading as an empty tx.

export function scanFields(bytes: Uint8Array, fields: FieldWires, what: string): void {
  const reader = new BinaryReader(bytes)
  while (reader.pos < reader.len) {
    const tag = reader.uint32()
    const number = tag >>> 3
    const wire = tag & 7
    const expected = fields[number]
    if (number === 0 || expected === undefined) throw new TxCodecError(`${what}: unknown field ${number}`)
    if (wire !== expected) throw new TxCodecError(`${what}: field ${number} has wire type ${wire}, expected ${expected}`)
    reader.skipType(wire)
  }
}

// Turns cosmjs-types' own exceptions (premature EOF, invalid wire type) into TxCodecError.
export function readingBytes<T>(what: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw new TxCodecError(`${what}: ${(error as Error).message}`)
  }
}
