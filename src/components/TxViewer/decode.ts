import type { Tx, TxResponse } from '../../core/txSchemas.ts'

// Pure helpers of TxViewer: no React. They read chain data defensively, because a
// TxViewerView may get JSON that never went through the gateway schemas.
// Events are grouped in txEvents.ts; JSON is pretty-printed in prettyJson.ts.

/** A value as a plain object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** A value as a string, or `''`. Numbers and bigints become their decimal text. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  return ''
}

/** A value as an array, or `[]`. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** The type URL of a message in either `Any` JSON form (`@type` or `type_url`). */
export function messageTypeUrl(message: unknown): string {
  const record = asRecord(message)
  if (!record) return ''
  return asText(record['@type']) || asText(record.type_url)
}

/** A coin-like value (`{ denom, amount }` with an integer amount) or undefined. */
export function asCoin(value: unknown): { denom: string; amount: string } | undefined {
  const record = asRecord(value)
  const denom = asText(record?.denom)
  const amount = asText(record?.amount)
  return denom && /^-?\d+$/.test(amount) ? { denom, amount } : undefined
}

/** Coin-like values of an array (or of a single coin), skipping anything else. */
export function asCoins(value: unknown): { denom: string; amount: string }[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return list.map(asCoin).filter((coin): coin is { denom: string; amount: string } => coin !== undefined)
}

// ---------------------------------------------------------------------------
// base64

// Canonical, padded base64: the bits after the last byte are zero (the character before `==` is one of
// `AQgw`, before `=` a multiple of 4), so no two strings decode to the same bytes.
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$/
// Control characters other than tab, line feed and carriage return; also the replacement character.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unprintable = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/

/** Bytes of a canonical, padded base64 string, or undefined. */
export function decodeBase64Bytes(value: string): Uint8Array | undefined {
  if (value.length === 0 || value.length % 4 !== 0 || !base64Pattern.test(value)) return undefined
  let binary: string
  try {
    binary = atob(value)
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/**
 * The text a base64 string encodes, only when it is canonical base64 of valid,
 * printable UTF-8 that encodes back to the same string; otherwise undefined.
 * Plain text is never "decoded" by mistake unless it is all of those things.
 *
 * @example
 * ```ts
 * decodeBase64Text('c2VuZGVy') // "sender"
 * decodeBase64Text('sender') // undefined
 * ```
 */
export function decodeBase64Text(value: string): string | undefined {
  const bytes = decodeBase64Bytes(value)
  if (!bytes) return undefined
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  if (unprintable.test(text)) return undefined
  if (new TextEncoder().encode(text).length !== bytes.length) return undefined
  return text
}

// ---------------------------------------------------------------------------
// transaction

/** The `Tx` of a transaction: the one given, or the one inside `tx_response.tx`. */
export function resolveTx(tx: Tx | null | undefined, txResponse: Partial<TxResponse> | null | undefined): Tx | undefined {
  if (tx) return tx
  const inner = asRecord(txResponse?.tx)
  if (inner && asRecord(inner.body)) return inner as unknown as Tx
  return undefined
}

/** Gas used as a share of gas wanted, in thousandths (`456` is 45.6 %), exact; undefined without gas wanted. */
export function gasPermille(used: string | undefined, wanted: string | undefined): number | undefined {
  if (!used || !wanted || !/^\d+$/.test(used) || !/^\d+$/.test(wanted)) return undefined
  const total = BigInt(wanted)
  if (total === 0n) return undefined
  return Number((BigInt(used) * 1000n) / total)
}

// ---------------------------------------------------------------------------
// message payloads

/** ICS-20 fungible token packet data (`ibc.applications.transfer.v2.FungibleTokenPacketData`). */
export type Ics20PacketData = { amount: string; denom: string; sender: string; receiver: string; memo?: string | undefined }

/**
 * Decodes an IBC packet's `data` (base64) as ICS-20 token packet data:
 * JSON `{ amount, denom, receiver, sender, memo? }`. Undefined for anything else.
 *
 * @example
 * ```ts
 * decodeIcs20PacketData(packet.data)?.denom // "transfer/channel-0/uatom"
 * ```
 */
export function decodeIcs20PacketData(data: unknown): Ics20PacketData | undefined {
  const text = typeof data === 'string' ? decodeBase64Text(data) : undefined
  if (text === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  const record = asRecord(parsed)
  if (!record) return undefined
  const { amount, denom, sender, receiver, memo } = record
  if (typeof amount !== 'string' || !/^\d+$/.test(amount) || typeof denom !== 'string' || typeof sender !== 'string' || typeof receiver !== 'string') {
    return undefined
  }
  return { amount, denom, sender, receiver, ...(typeof memo === 'string' && memo !== '' ? { memo } : {}) }
}

/** An IBC acknowledgement: success (with its result bytes) or the error text. */
export type DecodedAcknowledgement = { kind: 'success'; result: string } | { kind: 'error'; error: string }

/**
 * Decodes an IBC acknowledgement (base64 of JSON `{"result": ...}` or `{"error": ...}`).
 *
 * @example
 * ```ts
 * decodeAcknowledgement('eyJyZXN1bHQiOiJBUT09In0=') // { kind: 'success', result: 'AQ==' }
 * ```
 */
export function decodeAcknowledgement(data: unknown): DecodedAcknowledgement | undefined {
  const text = typeof data === 'string' ? decodeBase64Text(data) : undefined
  if (text === undefined) return undefined
  try {
    const record = asRecord(JSON.parse(text))
    if (typeof record?.error === 'string') return { kind: 'error', error: record.error }
    if (record && 'result' in record) return { kind: 'success', result: asText(record.result) }
  } catch {
    return undefined
  }
  return undefined
}

/** One exchange rate of an oracle vote: its denom and the exact decimal rate. */
export type OracleVoteRate = { denom: string; rate: string }

/**
 * Parses an oracle vote's `exchange_rates` (`"1.5uusdc,0.25ukii"`) into rows,
 * rates kept as the exact decimal strings. Undefined when any part is malformed.
 *
 * @example
 * ```ts
 * parseExchangeRates('1.500000000000000000uusdc') // [{ denom: 'uusdc', rate: '1.500000000000000000' }]
 * ```
 */
export function parseExchangeRates(value: unknown): OracleVoteRate[] | undefined {
  const text = asText(value).trim()
  if (text === '') return []
  const rates: OracleVoteRate[] = []
  for (const part of text.split(',')) {
    const match = /^\s*(\d+(?:\.\d+)?)([A-Za-z][A-Za-z0-9/:._-]*)\s*$/.exec(part)
    if (!match) return undefined
    rates.push({ rate: match[1]!, denom: match[2]! })
  }
  return rates
}

/** A decimal string as base units and exponent, for `formatAmount` (`"1.50"` → `{ units: '150', exponent: 2 }`). */
export function decimalToUnits(decimal: string): { units: string; exponent: number } | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal)
  if (!match) return undefined
  const fraction = match[2] ?? ''
  const units = `${match[1]}${fraction}`.replace(/^0+(?=\d)/, '')
  return { units, exponent: fraction.length }
}
