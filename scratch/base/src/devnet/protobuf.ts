import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { MsgMultiSend, MsgMultiSendResponse, MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { PubKey as Secp256k1PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { voteOptionFromJSON, voteOptionToJSON } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { MsgVote, MsgVoteResponse } from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import { MsgDelegate, MsgDelegateResponse } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { signModeFromJSON, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, type ModeInfo, TxBody, TxRaw, type SignerInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgTransfer, MsgTransferResponse } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { fromBase64, toBase64 } from './encoding.ts'

// Protobuf transactions of the simulated chain: TxRaw bytes <-> the gateway's
// proto3 JSON (`@type` form for Any values), for the message types the devnet
// produces. cosmjs-types does the wire encoding; this file maps its objects to
// the gateway's JSON names (snake_case, 64-bit integers as strings, enums by
// name, unset messages as null) and rejects bytes a chain would not decode:
// broken wire data, unknown fields in TxRaw, TxBody, AuthInfo or a message,
// and Any values of types it does not know.
//
// cosmjs-types stays inside the devnet: the library itself never imports it.

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

const varintWire = 0
const bytesWire = 2
type FieldWires = Readonly<Record<number, number>>

/** Converts one message type between protobuf bytes and proto3 JSON (fields without `@type`). */
type MessageCodec = {
  typeUrl: string
  /** Field numbers and their wire types; any other field is refused. */
  fields: FieldWires
  fromJson(json: JsonObject, path: string): Uint8Array
  toJson(bytes: Uint8Array): JsonObject
}

// ---------------------------------------------------------------------------
// Reading the gateway's JSON, with the path of whatever is wrong.

function objectAt(value: unknown, path: string): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TxCodecError(`${path}: expected an object`)
  return value as JsonObject
}

function optionalObjectAt(parent: JsonObject, key: string, path: string): JsonObject | undefined {
  const value = parent[key]
  return value === undefined || value === null ? undefined : objectAt(value, `${path}.${key}`)
}

function listAt(parent: JsonObject, key: string, path: string): unknown[] {
  const value = parent[key]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new TxCodecError(`${path}.${key}: expected an array`)
  return value
}

function stringAt(parent: JsonObject, key: string, path: string): string {
  const value = parent[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new TxCodecError(`${path}.${key}: expected a string`)
  return value
}

const maxUint64 = 2n ** 64n - 1n

function uint64At(parent: JsonObject, key: string, path: string): bigint {
  const value = parent[key]
  if (value === undefined || value === null || value === '') return 0n
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d+$/.test(text) || BigInt(text) > maxUint64) {
    throw new TxCodecError(`${path}.${key}: expected an unsigned 64-bit integer as a decimal string`)
  }
  return BigInt(text)
}

function bytesAt(parent: JsonObject, key: string, path: string): Uint8Array {
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

function coinFromJson(value: unknown, path: string): Coin {
  const json = objectAt(value, path)
  const amount = stringAt(json, 'amount', path)
  if (!/^\d+$/.test(amount)) throw new TxCodecError(`${path}.amount: expected a non-negative integer as a decimal string`)
  return { denom: stringAt(json, 'denom', path), amount }
}

const coinsFromJson = (parent: JsonObject, key: string, path: string): Coin[] =>
  listAt(parent, key, path).map((coin, index) => coinFromJson(coin, `${path}.${key}[${index}]`))

/** A coin as the gateway shows it; an absent amount reads as zero, one that is not an integer does not decode. */
function coinJson(coin: Coin | undefined): CoinJson {
  const amount = coin?.amount || '0'
  if (!/^\d+$/.test(amount)) throw new TxCodecError(`invalid coin amount ${JSON.stringify(amount)}: not an unsigned integer`)
  return { denom: coin?.denom ?? '', amount }
}

// ---------------------------------------------------------------------------
// Wire checks. cosmjs-types skips unknown fields silently; a chain refuses them
// (RejectUnknownFields), which also stops random bytes from reading as an empty tx.

function scanFields(bytes: Uint8Array, fields: FieldWires, what: string): void {
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
function readingBytes<T>(what: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw new TxCodecError(`${what}: ${(error as Error).message}`)
  }
}

// ---------------------------------------------------------------------------
// Message types.

/** `/kiichain.oracle.MsgAggregateExchangeRateVote`: not in cosmjs-types, three string fields. */
const oracleVoteCodec: MessageCodec = {
  typeUrl: '/kiichain.oracle.MsgAggregateExchangeRateVote',
  fields: { 1: bytesWire, 2: bytesWire, 3: bytesWire },
  fromJson(json, path) {
    const writer = BinaryWriter.create()
    const fields = [stringAt(json, 'exchange_rates', path), stringAt(json, 'feeder', path), stringAt(json, 'validator', path)]
    fields.forEach((value, index) => {
      if (value !== '') writer.uint32(((index + 1) << 3) | bytesWire).string(value)
    })
    return writer.finish()
  },
  toJson(bytes) {
    const reader = new BinaryReader(bytes)
    const values = ['', '', '']
    while (reader.pos < reader.len) {
      const tag = reader.uint32()
      const number = tag >>> 3
      if (number >= 1 && number <= 3 && (tag & 7) === bytesWire) values[number - 1] = reader.string()
      else reader.skipType(tag & 7)
    }
    return { exchange_rates: values[0], feeder: values[1], validator: values[2] }
  },
}

const messageCodecList: MessageCodec[] = [
  {
    typeUrl: MsgSend.typeUrl,
    fields: { 1: bytesWire, 2: bytesWire, 3: bytesWire },
    fromJson: (json, path) =>
      MsgSend.encode({
        fromAddress: stringAt(json, 'from_address', path),
        toAddress: stringAt(json, 'to_address', path),
        amount: coinsFromJson(json, 'amount', path),
      }).finish(),
    toJson: (bytes) => {
      const message = MsgSend.decode(bytes)
      return { from_address: message.fromAddress, to_address: message.toAddress, amount: message.amount.map(coinJson) }
    },
  },
  {
    typeUrl: MsgMultiSend.typeUrl,
    fields: { 1: bytesWire, 2: bytesWire },
    fromJson: (json, path) => {
      const entries = (key: string) =>
        listAt(json, key, path).map((value, index) => {
          const entryPath = `${path}.${key}[${index}]`
          const entry = objectAt(value, entryPath)
          return { address: stringAt(entry, 'address', entryPath), coins: coinsFromJson(entry, 'coins', entryPath) }
        })
      return MsgMultiSend.encode({ inputs: entries('inputs'), outputs: entries('outputs') }).finish()
    },
    toJson: (bytes) => {
      const message = MsgMultiSend.decode(bytes)
      const entry = (item: { address: string; coins: Coin[] }) => ({ address: item.address, coins: item.coins.map(coinJson) })
      return { inputs: message.inputs.map(entry), outputs: message.outputs.map(entry) }
    },
  },
  {
    typeUrl: MsgTransfer.typeUrl,
    fields: { 1: bytesWire, 2: bytesWire, 3: bytesWire, 4: bytesWire, 5: bytesWire, 6: bytesWire, 7: varintWire, 8: bytesWire, 9: bytesWire },
    fromJson: (json, path) => {
      const timeout = optionalObjectAt(json, 'timeout_height', path) ?? {}
      const token = optionalObjectAt(json, 'token', path)
      return MsgTransfer.encode({
        sourcePort: stringAt(json, 'source_port', path),
        sourceChannel: stringAt(json, 'source_channel', path),
        token: token ? coinFromJson(token, `${path}.token`) : { denom: '', amount: '0' },
        sender: stringAt(json, 'sender', path),
        receiver: stringAt(json, 'receiver', path),
        timeoutHeight: {
          revisionNumber: uint64At(timeout, 'revision_number', `${path}.timeout_height`),
          revisionHeight: uint64At(timeout, 'revision_height', `${path}.timeout_height`),
        },
        timeoutTimestamp: uint64At(json, 'timeout_timestamp', path),
        memo: stringAt(json, 'memo', path),
        encoding: stringAt(json, 'encoding', path),
      }).finish()
    },
    toJson: (bytes) => {
      const message = MsgTransfer.decode(bytes)
      return {
        source_port: message.sourcePort,
        source_channel: message.sourceChannel,
        token: coinJson(message.token),
        sender: message.sender,
        receiver: message.receiver,
        timeout_height: {
          revision_number: (message.timeoutHeight?.revisionNumber ?? 0n).toString(),
          revision_height: (message.timeoutHeight?.revisionHeight ?? 0n).toString(),
        },
        timeout_timestamp: message.timeoutTimestamp.toString(),
        memo: message.memo,
        // ibc-go v10 added `encoding`; shown only when a client set it, as older gateways have no such field.
        ...(message.encoding ? { encoding: message.encoding } : {}),
      }
    },
  },
  {
    typeUrl: MsgDelegate.typeUrl,
    fields: { 1: bytesWire, 2: bytesWire, 3: bytesWire },
    fromJson: (json, path) => {
      const amount = optionalObjectAt(json, 'amount', path)
      return MsgDelegate.encode({
        delegatorAddress: stringAt(json, 'delegator_address', path),
        validatorAddress: stringAt(json, 'validator_address', path),
        amount: amount ? coinFromJson(amount, `${path}.amount`) : { denom: '', amount: '0' },
      }).finish()
    },
    toJson: (bytes) => {
      const message = MsgDelegate.decode(bytes)
      return {
        delegator_address: message.delegatorAddress,
        validator_address: message.validatorAddress,
        amount: coinJson(message.amount),
      }
    },
  },
  {
    typeUrl: MsgVote.typeUrl,
    fields: { 1: varintWire, 2: bytesWire, 3: varintWire },
    fromJson: (json, path) => {
      const raw = json.option ?? 0
      const option = voteOptionFromJSON(raw)
      if (option < 0) throw new TxCodecError(`${path}.option: unknown vote option ${JSON.stringify(raw)}`)
      return MsgVote.encode({ proposalId: uint64At(json, 'proposal_id', path), voter: stringAt(json, 'voter', path), option }).finish()
    },
    toJson: (bytes) => {
      const message = MsgVote.decode(bytes)
      return { proposal_id: message.proposalId.toString(), voter: message.voter, option: voteOptionToJSON(message.option) }
    },
  },
  oracleVoteCodec,
]

const messageCodecs = new Map(messageCodecList.map((codec) => [codec.typeUrl, codec]))

/** Type URLs of the messages the devnet can decode, encode, simulate and broadcast. */
export const devnetMessageTypes: readonly string[] = messageCodecList.map((codec) => codec.typeUrl)

// Public keys of signers: single keys whose message is `bytes key = 1`.
const publicKeyTypes = new Set([
  '/cosmos.crypto.secp256k1.PubKey',
  '/cosmos.crypto.ed25519.PubKey',
  '/ethermint.crypto.v1.ethsecp256k1.PubKey',
])

const publicKeyFromJson = (json: JsonObject, path: string): Uint8Array =>
  Secp256k1PubKey.encode({ key: bytesAt(json, 'key', path) }).finish()
const publicKeyToJson = (bytes: Uint8Array): JsonObject => ({ key: toBase64(Secp256k1PubKey.decode(bytes).key) })

function anyFromJson(value: unknown, path: string, kind: 'message' | 'public key'): Any {
  const json = objectAt(value, path)
  const typeUrl = json['@type']
  if (typeof typeUrl !== 'string' || typeUrl === '') throw new TxCodecError(`${path}: an Any needs its type URL in "@type"`)
  const { '@type': _type, ...fields } = json
  if (kind === 'public key') {
    if (!publicKeyTypes.has(typeUrl)) throw new TxCodecError(`${path}: unable to resolve type URL ${typeUrl}: unknown public key type`)
    return { typeUrl, value: publicKeyFromJson(fields, path) }
  }
  const codec = messageCodecs.get(typeUrl)
  if (!codec) throw unknownMessageType(typeUrl, path)
  return { typeUrl, value: codec.fromJson(fields, path) }
}

function anyToJson(any: Any, path: string, kind: 'message' | 'public key'): AnyJson {
  if (kind === 'public key') {
    if (!publicKeyTypes.has(any.typeUrl)) throw new TxCodecError(`${path}: unable to resolve type URL ${any.typeUrl}: unknown public key type`)
    scanFields(any.value, { 1: bytesWire }, any.typeUrl)
    return { '@type': any.typeUrl, ...publicKeyToJson(any.value) }
  }
  const codec = messageCodecs.get(any.typeUrl)
  if (!codec) throw unknownMessageType(any.typeUrl, path)
  scanFields(any.value, codec.fields, any.typeUrl)
  return { '@type': any.typeUrl, ...codec.toJson(any.value) }
}

const unknownMessageType = (typeUrl: string, path: string) =>
  new TxCodecError(
    `${path}: unable to resolve type URL ${typeUrl || '""'}: the devnet knows ${devnetMessageTypes.join(', ')}`,
  )

function modeInfoFromJson(value: unknown, path: string): ModeInfo {
  const json = objectAt(value, path)
  const single = optionalObjectAt(json, 'single', path)
  if (single) {
    const mode = signModeFromJSON(single.mode ?? 0)
    if (mode < 0) throw new TxCodecError(`${path}.single.mode: unknown sign mode ${JSON.stringify(single.mode)}`)
    return { single: { mode } }
  }
  const multi = optionalObjectAt(json, 'multi', path)
  if (multi) {
    const bitarray = optionalObjectAt(multi, 'bitarray', `${path}.multi`)
    const extraBits = bitarray?.extra_bits_stored ?? 0
    if (typeof extraBits !== 'number' || !Number.isInteger(extraBits) || extraBits < 0) {
      throw new TxCodecError(`${path}.multi.bitarray.extra_bits_stored: expected a non-negative integer`)
    }
    const modeInfos = listAt(multi, 'mode_infos', `${path}.multi`).map((item, index) =>
      modeInfoFromJson(item, `${path}.multi.mode_infos[${index}]`),
    )
    return {
      multi: bitarray
        ? { bitarray: { extraBitsStored: extraBits, elems: bytesAt(bitarray, 'elems', `${path}.multi.bitarray`) }, modeInfos }
        : { modeInfos },
    }
  }
  return {}
}

function modeInfoToJson(modeInfo: ModeInfo): ModeInfoJson | null {
  if (modeInfo.single) return { single: { mode: signModeToJSON(modeInfo.single.mode) } }
  if (modeInfo.multi) {
    const { bitarray, modeInfos } = modeInfo.multi
    return {
      multi: {
        bitarray: bitarray ? { extra_bits_stored: bitarray.extraBitsStored, elems: toBase64(bitarray.elems) } : null,
        mode_infos: modeInfos.map((item) => modeInfoToJson(item) ?? { single: { mode: 'SIGN_MODE_UNSPECIFIED' } }),
      },
    }
  }
  return null
}

// ---------------------------------------------------------------------------
// Transactions.

const txRawFields: FieldWires = { 1: bytesWire, 2: bytesWire, 3: bytesWire }
// SDK 0.50 TxBody: messages, memo, timeout_height, extension_options, non_critical_extension_options.
const txBodyFields: FieldWires = { 1: bytesWire, 2: bytesWire, 3: varintWire, 1023: bytesWire, 2047: bytesWire }
const authInfoFields: FieldWires = { 1: bytesWire, 2: bytesWire, 3: bytesWire }

/** The parts of a protobuf transaction. */
type TxParts = { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; signatures: Uint8Array[] }

/**
 * Encodes the gateway's proto3 JSON of a transaction into `TxRaw` bytes, as
 * `POST /encode` does; the inverse of {@link decodeTxBytes}. Throws
 * {@link TxCodecError} for JSON it cannot encode (an unknown `@type`, a
 * malformed number or base64 string), naming the JSON path.
 *
 * @example
 * ```ts
 * const tx = chain.allTxs()[0]
 * encodeTxJson(tx.tx) // equals tx.bytes
 * ```
 */
export function encodeTxJson(value: unknown): Uint8Array {
  return TxRaw.encode(txPartsFromJson(value)).finish()
}

// The body, auth info and signatures of a transaction given as proto3 JSON.
function txPartsFromJson(value: unknown): TxParts {
  const tx = objectAt(value, 'tx')
  const body = optionalObjectAt(tx, 'body', 'tx') ?? {}
  const authInfo = optionalObjectAt(tx, 'auth_info', 'tx') ?? {}
  const anys = (parent: JsonObject, key: string, path: string) =>
    listAt(parent, key, path).map((item, index) => anyFromJson(item, `${path}.${key}[${index}]`, 'message'))
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: anys(body, 'messages', 'tx.body'),
      memo: stringAt(body, 'memo', 'tx.body'),
      timeoutHeight: uint64At(body, 'timeout_height', 'tx.body'),
      extensionOptions: anys(body, 'extension_options', 'tx.body'),
      nonCriticalExtensionOptions: anys(body, 'non_critical_extension_options', 'tx.body'),
    }),
  ).finish()

  const signerInfos = listAt(authInfo, 'signer_infos', 'tx.auth_info').map((item, index) => {
    const path = `tx.auth_info.signer_infos[${index}]`
    const json = objectAt(item, path)
    const publicKey = json.public_key
    const modeInfo = json.mode_info
    const signerInfo: SignerInfo = { sequence: uint64At(json, 'sequence', path) }
    if (publicKey !== undefined && publicKey !== null) signerInfo.publicKey = anyFromJson(publicKey, `${path}.public_key`, 'public key')
    if (modeInfo !== undefined && modeInfo !== null) signerInfo.modeInfo = modeInfoFromJson(modeInfo, `${path}.mode_info`)
    return signerInfo
  })
  const fee = optionalObjectAt(authInfo, 'fee', 'tx.auth_info')
  const tip = optionalObjectAt(authInfo, 'tip', 'tx.auth_info')
  const authInfoObject: AuthInfo = { signerInfos }
  if (fee) {
    authInfoObject.fee = {
      amount: coinsFromJson(fee, 'amount', 'tx.auth_info.fee'),
      gasLimit: uint64At(fee, 'gas_limit', 'tx.auth_info.fee'),
      payer: stringAt(fee, 'payer', 'tx.auth_info.fee'),
      granter: stringAt(fee, 'granter', 'tx.auth_info.fee'),
    }
  }
  if (tip) authInfoObject.tip = { amount: coinsFromJson(tip, 'amount', 'tx.auth_info.tip'), tipper: stringAt(tip, 'tipper', 'tx.auth_info.tip') }
  const authInfoBytes = AuthInfo.encode(authInfoObject).finish()
  const signatures = listAt(tx, 'signatures', 'tx').map((item, index) => {
    if (typeof item !== 'string') throw new TxCodecError(`tx.signatures[${index}]: expected base64 bytes`)
    return decodeBase64(item, `tx.signatures[${index}]`)
  })
  return { bodyBytes, authInfoBytes, signatures }
}

/**
 * Decodes `TxRaw` bytes into the gateway's proto3 JSON of the transaction, as
 * `POST /decode` and `GET /txs/{hash}` show it. Throws {@link TxCodecError} for
 * empty or malformed bytes, unknown fields, and message or key types the devnet does not know.
 *
 * @example
 * ```ts
 * const json = decodeTxBytes(chain.allTxs()[0].bytes)
 * json.body.messages[0]['@type'] // "/cosmos.bank.v1beta1.MsgSend"
 * ```
 */
export function decodeTxBytes(bytes: Uint8Array): TxJson {
  if (bytes.length === 0) throw new TxCodecError('invalid empty tx bytes')
  return readingBytes('tx parse error', () => {
    scanFields(bytes, txRawFields, 'TxRaw')
    const raw = TxRaw.decode(bytes)
    scanFields(raw.bodyBytes, txBodyFields, 'TxBody')
    scanFields(raw.authInfoBytes, authInfoFields, 'AuthInfo')
    const body = TxBody.decode(raw.bodyBytes)
    const authInfo = AuthInfo.decode(raw.authInfoBytes)
    const anys = (items: Any[], path: string) => items.map((any, index) => anyToJson(any, `${path}[${index}]`, 'message'))
    return {
      body: {
        messages: anys(body.messages, 'tx.body.messages'),
        memo: body.memo,
        timeout_height: body.timeoutHeight.toString(),
        extension_options: anys(body.extensionOptions, 'tx.body.extension_options'),
        non_critical_extension_options: anys(body.nonCriticalExtensionOptions, 'tx.body.non_critical_extension_options'),
      },
      auth_info: {
        signer_infos: authInfo.signerInfos.map((info, index) => ({
          public_key: info.publicKey ? anyToJson(info.publicKey, `tx.auth_info.signer_infos[${index}].public_key`, 'public key') : null,
          mode_info: info.modeInfo ? modeInfoToJson(info.modeInfo) : null,
          sequence: info.sequence.toString(),
        })),
        fee: authInfo.fee
          ? {
              amount: authInfo.fee.amount.map(coinJson),
              gas_limit: authInfo.fee.gasLimit.toString(),
              payer: authInfo.fee.payer,
              granter: authInfo.fee.granter,
            }
          : null,
        tip: authInfo.tip ? { amount: authInfo.tip.amount.map(coinJson), tipper: authInfo.tip.tipper } : null,
      },
      signatures: raw.signatures.map(toBase64),
    }
  })
}

// ---------------------------------------------------------------------------
// Message results.

/** What one message returns: its `Any` in bytes and in proto3 JSON. */
export type MsgResponse = { typeUrl: string; value: Uint8Array; json: AnyJson }

/**
 * The response of a message of a type the devnet knows. Only the transfer
 * response carries a field (the packet sequence); the others are empty.
 *
 * @example
 * ```ts
 * msgResponse('/ibc.applications.transfer.v1.MsgTransfer', { sequence: 7n }).json
 * // { '@type': '/ibc.applications.transfer.v1.MsgTransferResponse', sequence: '7' }
 * ```
 */
export function msgResponse(typeUrl: string, fields: { sequence?: bigint | undefined } = {}): MsgResponse {
  const responseTypeUrl = `${typeUrl}Response`
  switch (typeUrl) {
    case MsgTransfer.typeUrl: {
      const sequence = fields.sequence ?? 0n
      return {
        typeUrl: responseTypeUrl,
        value: MsgTransferResponse.encode({ sequence }).finish(),
        json: { '@type': responseTypeUrl, sequence: sequence.toString() },
      }
    }
    case MsgSend.typeUrl:
      return emptyResponse(responseTypeUrl, MsgSendResponse.encode({}).finish())
    case MsgMultiSend.typeUrl:
      return emptyResponse(responseTypeUrl, MsgMultiSendResponse.encode({}).finish())
    case MsgDelegate.typeUrl:
      return emptyResponse(responseTypeUrl, MsgDelegateResponse.encode({}).finish())
    case MsgVote.typeUrl:
      return emptyResponse(responseTypeUrl, MsgVoteResponse.encode({}).finish())
    default:
      return emptyResponse(responseTypeUrl, new Uint8Array())
  }
}

const emptyResponse = (typeUrl: string, value: Uint8Array): MsgResponse => ({ typeUrl, value, json: { '@type': typeUrl } })

/**
 * `TxMsgData { msg_responses }` bytes: the `data` of a transaction result
 * (upper-case hex in `tx_response.data`, base64 in a simulation's `result.data`).
 *
 * @example
 * ```ts
 * toHexUpper(txMsgData([msgResponse('/cosmos.bank.v1beta1.MsgSend')]))
 * ```
 */
export function txMsgData(responses: readonly MsgResponse[]): Uint8Array {
  return TxMsgData.encode({ data: [], msgResponses: responses.map(({ typeUrl, value }) => ({ typeUrl, value })) }).finish()
}
