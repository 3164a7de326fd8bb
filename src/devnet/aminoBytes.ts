import { decodeBase64, TxCodecError, type JsonObject } from './protoJson.ts'

// Amino's bytes and JSON values: a writer and a reader of the wire format, and the
// readers of amino JSON that name the path of whatever is wrong.

// ---------------------------------------------------------------------------
// Bytes.

export class ByteWriter {
  private readonly bytes: number[] = []
  uvarint(value: bigint): void {
    let rest = value
    while (rest > 127n) {
      this.bytes.push(Number(rest & 127n) | 128)
      rest >>= 7n
    }
    this.bytes.push(Number(rest))
  }
  key(number: number, wire: number): void {
    this.uvarint((BigInt(number) << 3n) | BigInt(wire))
  }
  raw(bytes: Uint8Array): void {
    for (const byte of bytes) this.bytes.push(byte)
  }
  lengthPrefixed(bytes: Uint8Array): void {
    this.uvarint(BigInt(bytes.length))
    this.raw(bytes)
  }
  finish(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

export class ByteReader {
  private position = 0
  constructor(
    private readonly bytes: Uint8Array,
    private readonly what: string,
  ) {}
  get done(): boolean {
    return this.position >= this.bytes.length
  }
  uvarint(): bigint {
    let value = 0n
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const byte = this.bytes[this.position]
      if (byte === undefined) throw new TxCodecError(`${this.what}: unexpected end of amino binary`)
      this.position += 1
      value |= BigInt(byte & 127) << shift
      if (byte < 128) {
        if (value > 2n ** 64n - 1n) throw new TxCodecError(`${this.what}: varint overflows 64 bits`)
        return value
      }
    }
    throw new TxCodecError(`${this.what}: varint longer than 10 bytes`)
  }
  lengthPrefixed(): Uint8Array {
    const length = this.uvarint()
    if (length > BigInt(this.bytes.length - this.position)) {
      throw new TxCodecError(`${this.what}: length ${length} runs past the end of the amino binary`)
    }
    const slice = this.bytes.subarray(this.position, this.position + Number(length))
    this.position += Number(length)
    return slice
  }
}

export const textDecoder = new TextDecoder('utf-8', { fatal: true })
export function utf8Text(bytes: Uint8Array, path: string): string {
  try {
    return textDecoder.decode(bytes)
  } catch {
    throw new TxCodecError(`${path}: invalid UTF-8`)
  }
}

export const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

// ---------------------------------------------------------------------------
// Amino JSON values, read with the path of whatever is wrong.

export function asObject(value: unknown, path: string): JsonObject {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new TxCodecError(`${path}: expected an object`)
  return value as JsonObject
}

export function asList(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new TxCodecError(`${path}: expected an array`)
  return value
}

export function asString(value: unknown, path: string): string {
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new TxCodecError(`${path}: expected a string`)
  return value
}

export function asDigits(value: unknown, path: string, what: string): string {
  if (value === undefined || value === null || value === '') return '0'
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value
  if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new TxCodecError(`${path}: expected ${what} as a decimal string`)
  return text.replace(/^0+(?=\d)/, '')
}

export function asUint64(value: unknown, path: string): bigint {
  const amount = BigInt(asDigits(value, path, 'an unsigned 64-bit integer'))
  if (amount > 2n ** 64n - 1n) throw new TxCodecError(`${path}: does not fit in 64 bits`)
  return amount
}

export function asEnum(names: readonly string[], value: unknown, path: string): number {
  if (value === undefined || value === null) return 0
  const number = typeof value === 'string' ? names.indexOf(value) : value
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number >= names.length) {
    throw new TxCodecError(`${path}: expected one of ${names.map((name, index) => `${index} (${name})`).join(', ')}`)
  }
  return number
}

export function asBytes(value: unknown, path: string): Uint8Array {
  return decodeBase64(asString(value, path), path)
}
