import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { MsgMultiSend, MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { PubKey as Secp256k1PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { voteOptionFromJSON, voteOptionToJSON } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { MsgVote } from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { signModeFromJSON, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { type ModeInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { toBase64 } from './encoding.ts'
import {
  type AnyJson,
  type JsonObject,
  type MessageCodec,
  type ModeInfoJson,
  TxCodecError,
  bytesAt,
  bytesWire,
  coinFromJson,
  coinJson,
  coinsFromJson,
  listAt,
  objectAt,
  optionalObjectAt,
  scanFields,
  stringAt,
  uint64At,
  varintWire,
} from './protoJson.ts'

// The message types the devnet encodes and decodes (one codec each), and the
// `Any` values of a transaction: its messages and its signers' public keys.

// ---------------------------------------------------------------------------
// Message types.

/** `/kiichain.oracle.MsgAggregateExchangeRateVote`: not in cosmjs-types, three string fields. */
export const oracleVoteCodec: MessageCodec = {
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

export const messageCodecList: MessageCodec[] = [
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

export const messageCodecs = new Map(messageCodecList.map((codec) => [codec.typeUrl, codec]))

/** Type URLs of the messages the devnet can decode, encode, simulate and broadcast. */
export const devnetMessageTypes: readonly string[] = messageCodecList.map((codec) => codec.typeUrl)

// Public keys of signers: single keys whose message is `bytes key = 1`.
export const publicKeyTypes = new Set([
  '/cosmos.crypto.secp256k1.PubKey',
  '/cosmos.crypto.ed25519.PubKey',
  '/ethermint.crypto.v1.ethsecp256k1.PubKey',
])

export const publicKeyFromJson = (json: JsonObject, path: string): Uint8Array =>
  Secp256k1PubKey.encode({ key: bytesAt(json, 'key', path) }).finish()
export const publicKeyToJson = (bytes: Uint8Array): JsonObject => ({ key: toBase64(Secp256k1PubKey.decode(bytes).key) })

export function anyFromJson(value: unknown, path: string, kind: 'message' | 'public key'): Any {
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

export function anyToJson(any: Any, path: string, kind: 'message' | 'public key'): AnyJson {
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

export const unknownMessageType = (typeUrl: string, path: string) =>
  new TxCodecError(
    `${path}: unable to resolve type URL ${typeUrl || '""'}: the devnet knows ${devnetMessageTypes.join(', ')}`,
  )

export function modeInfoFromJson(value: unknown, path: string): ModeInfo {
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

export function modeInfoToJson(modeInfo: ModeInfo): ModeInfoJson | null {
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
