import { MsgMultiSend, MsgMultiSendResponse, MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { MsgVote, MsgVoteResponse } from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import { MsgDelegate, MsgDelegateResponse } from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { AuthInfo, TxBody, TxRaw, type SignerInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgTransfer, MsgTransferResponse } from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { toBase64 } from './encoding.ts'
import {
  type AnyJson,
  type FieldWires,
  type JsonObject,
  TxCodecError,
  type TxJson,
  bytesWire,
  coinJson,
  coinsFromJson,
  decodeBase64,
  listAt,
  objectAt,
  optionalObjectAt,
  readingBytes,
  scanFields,
  stringAt,
  uint64At,
  varintWire,
} from './protoJson.ts'
import { anyFromJson, anyToJson, modeInfoFromJson, modeInfoToJson } from './protoMessages.ts'


// Protobuf transactions of the simulated chain: TxRaw bytes <-> the gateway's
// proto3 JSON (`@type` form for Any values), for the message types the devnet
// produces. cosmjs-types does the wire encoding; this file maps its objects to
// the gateway's JSON names (snake_case, 64-bit integers as strings, enums by
// name, unset messages as null) and rejects bytes a chain would not decode:
// broken wire data, unknown fields in TxRaw, TxBody, AuthInfo or a message,
// and Any values of types it does not know.
//
// cosmjs-types stays inside the devnet: the library itself never imports it.


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
