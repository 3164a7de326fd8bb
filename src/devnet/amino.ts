import { toBase64, toHexUpper, utf8 } from './encoding.ts'
import { TxCodecError, type AnyJson, type JsonObject, type TxJson } from './protoJson.ts'
import {
  type AminoField,
  type AminoType,
  type Family,
  bytesWire,
  concretes,
  stdTxAminoName,
  stdTxFields,
  stdTxPrefix,
  struct,
  varintWire,
} from './aminoTypes.ts'
import {
  ByteReader,
  ByteWriter,
  asBytes,
  asDigits,
  asEnum,
  asList,
  asObject,
  asString,
  asUint64,
  concat,
  sameBytes,
  utf8Text,
} from './aminoBytes.ts'

// Legacy amino for `POST /encode/amino` and `POST /decode/amino`: a StdTx as
// amino JSON <-> amino binary, for the message types the devnet produces.
//
// What is implemented (go-amino v0.16, the codec behind the SDK's LegacyAmino):
// - Registered names get 4 prefix bytes: sha256(name), drop leading 0x00 bytes,
//   the next 3 bytes are the disambiguation bytes, drop them and any 0x00 bytes
//   after them, the next 4 bytes are the prefix ("cosmos-sdk/StdTx" -> 282816A9,
//   "cosmos-sdk/MsgSend" -> A8A3619A, "tendermint/PubKeySecp256k1" -> EB5AE987).
// - `LegacyAmino.Marshal(stdTx)` is MarshalBinaryBare: the StdTx prefix, then the
//   struct's fields with no outer length.
// - A struct field is numbered by its position in the Go struct (1, 2, ...) and
//   written as in proto3: varint for uint64/int32 (int32 as a uvarint, not
//   zigzag), length-delimited for strings, bytes, structs and interfaces. Zero
//   values are left out; a nested struct whose encoding is empty is left out too.
// - `math.Int` (coin amounts) encodes as its decimal text and is always written,
//   "0" included: the field is a struct, never a default value to go-amino.
// - Lists are unpacked: one length-delimited entry per element, an empty
//   element written as 0x00.
// - An interface value (a message, a public key) is length-delimited: prefix
//   bytes then the concrete value. A public key's concrete value is its key
//   bytes (length-prefixed), since secp256k1/ed25519 keys marshal as raw bytes
//   ("0a26 eb5ae987 21 <33 bytes>" for a secp256k1 key in a StdSignature).
//   Disambiguation bytes (0x00 + 3 bytes) are only needed when two registered
//   names share a prefix; none here do, so they are never written, but they are
//   accepted when decoding.
// - Amino JSON wraps every registered type as {"type": name, "value": ...};
//   64-bit integers and Ints are strings, int32 enums numbers, bytes base64.
//   The devnet writes every field of a message (zero values included) and, as
//   the StdFee `omitempty` tags say, leaves out an empty fee payer and granter.
//   Missing fields read as zero values.

// ---------------------------------------------------------------------------
// Amino JSON -> binary.

function encodeStruct(fields: readonly AminoField[], value: unknown, path: string): Uint8Array {
  const json = asObject(value, path)
  const writer = new ByteWriter()
  fields.forEach((item, index) => writeField(writer, index + 1, item.type, json[item.name], `${path}.${item.name}`))
  return writer.finish()
}

function writeField(writer: ByteWriter, number: number, type: AminoType, value: unknown, path: string): void {
  switch (type.kind) {
    case 'uint64': {
      const amount = asUint64(value, path)
      if (amount === 0n) return
      writer.key(number, varintWire)
      writer.uvarint(amount)
      return
    }
    case 'enum': {
      const option = asEnum(type.names, value, path)
      if (option === 0) return
      writer.key(number, varintWire)
      writer.uvarint(BigInt(option))
      return
    }
    case 'list':
      asList(value, path).forEach((item, index) => {
        writer.key(number, bytesWire)
        writer.lengthPrefixed(encodeContent(type.of, item, `${path}[${index}]`))
      })
      return
    case 'int':
      // Always written: a math.Int is a struct, which go-amino never treats as a default value.
      writer.key(number, bytesWire)
      writer.lengthPrefixed(encodeContent(type, value, path))
      return
    default: {
      const content = encodeContent(type, value, path)
      // Zero values are left out: an empty string, empty bytes, an empty struct, a nil interface.
      if (content.length === 0) return
      writer.key(number, bytesWire)
      writer.lengthPrefixed(content)
    }
  }
}

/** What goes inside the length prefix of a length-delimited value. */
function encodeContent(type: AminoType, value: unknown, path: string): Uint8Array {
  switch (type.kind) {
    case 'string':
      return utf8(asString(value, path))
    case 'int':
      return utf8(asDigits(value, path, 'an integer'))
    case 'bytes':
      return asBytes(value, path)
    case 'struct':
      return encodeStruct(type.fields, value, path)
    case 'interface':
      return value === undefined || value === null ? new Uint8Array() : encodeInterface(type.family, value, path)
    default:
      throw new TxCodecError(`${path}: a ${type.kind} cannot be a list element here`)
  }
}

function encodeInterface(family: Family, value: unknown, path: string): Uint8Array {
  const json = asObject(value, path)
  const name = json.type
  const concrete = concretes.find((candidate) => candidate.family === family && candidate.name === name)
  if (!concrete) {
    const known = concretes.filter((candidate) => candidate.family === family).map((candidate) => candidate.name)
    throw new TxCodecError(`${path}.type: unknown amino type ${JSON.stringify(name)}; the devnet knows ${known.join(', ')}`)
  }
  if (concrete.type.kind === 'struct') return concat(concrete.prefix, encodeStruct(concrete.type.fields, json.value, `${path}.value`))
  const writer = new ByteWriter()
  writer.lengthPrefixed(asBytes(json.value, `${path}.value`))
  return concat(concrete.prefix, writer.finish())
}

/**
 * Encodes an amino JSON StdTx (`{"type":"cosmos-sdk/StdTx","value":{...}}`) into
 * amino binary, as `POST /encode/amino` does. Throws {@link TxCodecError} for
 * JSON that is not such a StdTx or holds a message type the devnet does not know.
 *
 * @example
 * ```ts
 * const binary = encodeAminoStdTx(stdTxFromTx(chain.allTxs()[0].tx))
 * toHexUpper(binary.slice(0, 4)) // "282816A9"
 * ```
 */
export function encodeAminoStdTx(value: unknown): Uint8Array {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TxCodecError('amino_json: expected an object {"type":"cosmos-sdk/StdTx","value":{...}}')
  }
  const json = value as JsonObject
  if (json.type !== stdTxAminoName) {
    throw new TxCodecError(`amino_json.type: expected "${stdTxAminoName}", got ${JSON.stringify(json.type ?? null)}`)
  }
  return concat(stdTxPrefix, encodeStruct(stdTxFields, json.value, 'amino_json.value'))
}

// ---------------------------------------------------------------------------
// Amino binary -> JSON.

function decodeStruct(fields: readonly AminoField[], bytes: Uint8Array, path: string): JsonObject {
  const reader = new ByteReader(bytes, path)
  const found = new Map<number, unknown>()
  let previous = 0
  while (!reader.done) {
    const key = reader.uvarint()
    const number = Number(key >> 3n)
    const wire = Number(key & 7n)
    const item = fields[number - 1]
    if (number === 0 || !item) throw new TxCodecError(`${path}: unknown field number ${number}`)
    const itemPath = `${path}.${item.name}`
    if (number < previous || (number === previous && item.type.kind !== 'list')) {
      throw new TxCodecError(`${itemPath}: fields out of order or repeated`)
    }
    previous = number
    const expectedWire = item.type.kind === 'uint64' || item.type.kind === 'enum' ? varintWire : bytesWire
    if (wire !== expectedWire) throw new TxCodecError(`${itemPath}: wire type ${wire}, expected ${expectedWire}`)
    if (item.type.kind === 'uint64') {
      found.set(number, reader.uvarint().toString())
    } else if (item.type.kind === 'enum') {
      const option = Number(reader.uvarint())
      if (option >= item.type.names.length) throw new TxCodecError(`${itemPath}: unknown value ${option}`)
      found.set(number, option)
    } else if (item.type.kind === 'list') {
      const items = (found.get(number) as unknown[] | undefined) ?? []
      items.push(decodeContent(item.type.of, reader.lengthPrefixed(), `${itemPath}[${items.length}]`))
      found.set(number, items)
    } else {
      found.set(number, decodeContent(item.type, reader.lengthPrefixed(), itemPath))
    }
  }
  const out: JsonObject = {}
  fields.forEach((item, index) => {
    const value = found.has(index + 1) ? found.get(index + 1) : zeroJson(item.type, `${path}.${item.name}`)
    if (item.omitEmptyJson && value === '') return
    out[item.name] = value
  })
  return out
}

function zeroJson(type: AminoType, path: string): unknown {
  switch (type.kind) {
    case 'string':
    case 'bytes':
      return ''
    case 'uint64':
    case 'int':
      return '0'
    case 'enum':
      return 0
    case 'list':
      return []
    case 'interface':
      return null
    case 'struct':
      return decodeStruct(type.fields, new Uint8Array(), path)
  }
}

function decodeContent(type: AminoType, content: Uint8Array, path: string): unknown {
  switch (type.kind) {
    case 'string':
      return utf8Text(content, path)
    case 'int': {
      const text = utf8Text(content, path)
      if (!/^\d+$/.test(text)) throw new TxCodecError(`${path}: expected an integer, got ${JSON.stringify(text)}`)
      return text
    }
    case 'bytes':
      return toBase64(content)
    case 'struct':
      return decodeStruct(type.fields, content, path)
    case 'interface':
      return content.length === 0 ? null : decodeInterface(type.family, content, path)
    default:
      throw new TxCodecError(`${path}: a ${type.kind} cannot be a list element here`)
  }
}

function decodeInterface(family: Family, bytes: Uint8Array, path: string): JsonObject {
  let rest = bytes
  let disamb: Uint8Array | undefined
  if (rest[0] === 0x00) {
    disamb = rest.subarray(1, 4)
    rest = rest.subarray(4)
  }
  const prefix = rest.subarray(0, 4)
  const concrete = concretes.find(
    (candidate) =>
      candidate.family === family && sameBytes(candidate.prefix, prefix) && (!disamb || sameBytes(candidate.disamb, disamb)),
  )
  if (!concrete) throw new TxCodecError(`${path}: unknown amino prefix ${toHexUpper(prefix)}`)
  const body = rest.subarray(4)
  if (concrete.type.kind === 'struct') return { type: concrete.name, value: decodeStruct(concrete.type.fields, body, `${path}.value`) }
  const reader = new ByteReader(body, `${path}.value`)
  const key = reader.lengthPrefixed()
  if (!reader.done) throw new TxCodecError(`${path}.value: trailing bytes after the key`)
  return { type: concrete.name, value: toBase64(key) }
}

/**
 * Decodes amino binary of a StdTx into its amino JSON, as `POST /decode/amino`
 * does (the route returns it as a string). Throws {@link TxCodecError} for bytes
 * that are not a StdTx of message types the devnet knows.
 *
 * @example
 * ```ts
 * const stdTx = decodeAminoStdTx(binary) // { type: 'cosmos-sdk/StdTx', value: { msg, fee, signatures, memo, timeout_height } }
 * ```
 */
export function decodeAminoStdTx(bytes: Uint8Array): JsonObject {
  if (bytes.length === 0) throw new TxCodecError('invalid empty amino binary')
  if (!sameBytes(bytes.subarray(0, 4), stdTxPrefix)) {
    throw new TxCodecError(
      `amino binary does not start with the ${stdTxAminoName} prefix ${toHexUpper(stdTxPrefix)} (got ${toHexUpper(bytes.subarray(0, 4))})`,
    )
  }
  return { type: stdTxAminoName, value: decodeStruct(stdTxFields, bytes.subarray(4), 'StdTx') }
}

// ---------------------------------------------------------------------------
// Protobuf JSON -> amino JSON.

function fromProtoJson(type: AminoType, value: unknown, path: string): unknown {
  switch (type.kind) {
    case 'string':
    case 'bytes':
      return asString(value, path)
    case 'uint64':
      return asUint64(value, path).toString()
    case 'int':
      return asDigits(value, path, 'an integer')
    case 'enum':
      return asEnum(type.names, value, path)
    case 'list':
      return asList(value, path).map((item, index) => fromProtoJson(type.of, item, `${path}[${index}]`))
    case 'struct': {
      const json = asObject(value, path)
      const out: JsonObject = {}
      for (const item of type.fields) {
        const converted = fromProtoJson(item.type, json[item.name], `${path}.${item.name}`)
        if (!(item.omitEmptyJson && converted === '')) out[item.name] = converted
      }
      return out
    }
    case 'interface':
      return value === undefined || value === null ? null : anyToAmino(type.family, value as AnyJson, path)
  }
}

function anyToAmino(family: Family, any: AnyJson, path: string): JsonObject {
  const concrete = concretes.find((candidate) => candidate.family === family && candidate.typeUrl === any['@type'])
  if (!concrete) throw new TxCodecError(`${path}: ${any['@type']} has no amino name the devnet knows`)
  const { '@type': _type, ...fields } = any
  return {
    type: concrete.name,
    value: concrete.type.kind === 'struct' ? fromProtoJson(concrete.type, fields, `${path}.value`) : asString(fields.key, `${path}.key`),
  }
}

/**
 * The amino JSON StdTx of a transaction given in the gateway's proto3 JSON: its
 * messages under their amino names, the fee, one signature per signer (with that
 * signer's public key), memo and timeout height. The result is exactly what
 * {@link decodeAminoStdTx} returns for its amino binary.
 *
 * @example
 * ```ts
 * const stdTx = stdTxFromTx(chain.allTxs()[0].tx)
 * decodeAminoStdTx(encodeAminoStdTx(stdTx)) // deep-equals stdTx
 * ```
 */
export function stdTxFromTx(tx: TxJson): JsonObject {
  const fee = tx.auth_info.fee
  return {
    type: stdTxAminoName,
    value: fromProtoJson(
      struct(...stdTxFields),
      {
        msg: tx.body.messages,
        fee: { amount: fee?.amount ?? [], gas: fee?.gas_limit ?? '0', payer: fee?.payer ?? '', granter: fee?.granter ?? '' },
        signatures: tx.signatures.map((signature, index) => ({
          pub_key: tx.auth_info.signer_infos[index]?.public_key ?? null,
          signature,
        })),
        memo: tx.body.memo,
        timeout_height: tx.body.timeout_height,
      },
      'tx',
    ),
  }
}
