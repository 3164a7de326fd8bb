import type { ChainEvent, Tx, TxResponse } from '../../core/txSchemas.ts'

// Pure helpers of TxViewer: no React. They read chain data defensively, because a
// TxViewerView may get JSON that never went through the gateway schemas.

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

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
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
  // Canonical only: the bytes must encode back to exactly the same text.
  if (encodeBase64(bytes) !== value) return undefined
  return bytes
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary)
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
// events

/** One attribute as shown: decoded when the chain sent base64, with what it sent kept in `raw`. */
export type DisplayAttribute = {
  key: string
  value: string
  /** The key and value as the chain sent them, when they were decoded from base64. */
  raw?: { key: string; value: string } | undefined
  index?: boolean | undefined
}

/** One event as shown. */
export type DisplayEvent = {
  type: string
  attributes: DisplayAttribute[]
  /** Whether any attribute was decoded from base64. */
  decoded: boolean
}

// Event attribute keys are identifiers; a key that decodes to one is strong evidence of base64.
const attributeKeyPattern = /^[A-Za-z0-9_.\-/]{1,128}$/

/**
 * Whether a list of events was sent with base64 keys and values (Tendermint 0.34).
 * True only when every key is canonical base64 of an identifier-like text: a
 * plain `sender`, `amount` or `acc_seq` rules it out.
 *
 * @example
 * ```ts
 * eventsAreBase64([{ type: 'transfer', attributes: [{ key: 'c2VuZGVy', value: 'a2lpMQ==' }] }]) // true
 * ```
 */
export function eventsAreBase64(events: readonly ChainEvent[] | null | undefined): boolean {
  let keys = 0
  for (const event of events ?? []) {
    for (const attribute of asArray(event?.attributes)) {
      const key = asText(asRecord(attribute)?.key)
      if (key === '') continue
      const decoded = decodeBase64Text(key)
      if (decoded === undefined || !attributeKeyPattern.test(decoded)) return false
      keys += 1
    }
  }
  return keys > 0
}

/**
 * Events ready to show: keys and values decoded from base64 when the whole
 * list was sent that way (see {@link eventsAreBase64}), each value only when it
 * decodes to printable text; otherwise exactly as sent.
 *
 * @example
 * ```ts
 * toDisplayEvents([{ type: 'tx', attributes: [{ key: 'ZmVl', value: 'NWFraWk=' }] }])
 * // [{ type: 'tx', decoded: true, attributes: [{ key: 'fee', value: '5akii', raw: { key: 'ZmVl', value: 'NWFraWk=' } }] }]
 * ```
 */
export function toDisplayEvents(events: readonly ChainEvent[] | null | undefined, base64 = eventsAreBase64(events)): DisplayEvent[] {
  return (events ?? []).map((event) => {
    let decodedAny = false
    const attributes = asArray(event?.attributes).map((attribute): DisplayAttribute => {
      const record = asRecord(attribute)
      const key = asText(record?.key)
      const value = asText(record?.value)
      const index = typeof record?.index === 'boolean' ? record.index : undefined
      if (!base64) return { key, value, index }
      const decodedKey = key === '' ? '' : decodeBase64Text(key)
      const decodedValue = value === '' ? '' : decodeBase64Text(value)
      if (decodedKey === undefined) return { key, value, index }
      decodedAny = true
      return { key: decodedKey, value: decodedValue ?? value, raw: { key, value }, index }
    })
    return { type: asText(event?.type), attributes, decoded: decodedAny }
  })
}

/** The events of one message, and what the chain logged for it. */
export type MessageEventGroup = {
  /** Position of the message in the transaction body. */
  msgIndex: number
  events: DisplayEvent[]
  /** The message's log text (older chains; usually empty). */
  log: string
}

/** Events of a transaction grouped by message, plus the transaction-level ones (fee, signatures, sequence). */
export type GroupedTxEvents = {
  /** One group per message, in body order. */
  messages: MessageEventGroup[]
  /** Events of no message: the ante handler's fee payment, sequences and signatures. */
  tx: DisplayEvent[]
  /** How the grouping was found. */
  source: 'msg_index' | 'logs' | 'none'
  /** Whether the chain sent any event with base64 keys and values. */
  base64: boolean
}

const attributeSignature = (type: string, attribute: DisplayAttribute) => `${type}\u0000${attribute.key}\u0000${attribute.value}`

/**
 * Groups a transaction's events by message. SDK 0.50 sends every event in
 * `tx_response.events`, message events carrying a `msg_index` attribute; older
 * chains group message events in `logs[].events` and repeat them in `events`
 * after the ante handler's. Whatever belongs to no message (fee, sequence,
 * signatures) is returned as `tx`.
 *
 * @example
 * ```ts
 * const { messages, tx } = groupTxEvents(txResponse, tx.body.messages.length)
 * messages[0].events // the first message's events
 * ```
 */
export function groupTxEvents(txResponse: Partial<TxResponse> | null | undefined, messageCount: number): GroupedTxEvents {
  const rawEvents = asArray(txResponse?.events) as ChainEvent[]
  const base64 = eventsAreBase64(rawEvents)
  const events = toDisplayEvents(rawEvents, base64)
  const logs = asArray(txResponse?.logs).map((log) => asRecord(log) ?? {})
  const count = Math.max(messageCount, 0)
  const groups: MessageEventGroup[] = Array.from({ length: count }, (_, msgIndex) => ({ msgIndex, events: [], log: '' }))
  const groupAt = (msgIndex: number) => {
    while (groups.length <= msgIndex) groups.push({ msgIndex: groups.length, events: [], log: '' })
    return groups[msgIndex]!
  }

  for (const [position, log] of logs.entries()) {
    const index = typeof log.msg_index === 'number' && log.msg_index >= 0 ? log.msg_index : position
    const text = asText(log.log)
    if (text) groupAt(index).log = text
  }

  const indexed = events.some((event) => event.attributes.some((attribute) => attribute.key === 'msg_index'))
  if (indexed) {
    const tx: DisplayEvent[] = []
    for (const event of events) {
      const marker = event.attributes.find((attribute) => attribute.key === 'msg_index')
      const msgIndex = marker && /^\d{1,6}$/.test(marker.value) ? Number(marker.value) : undefined
      if (msgIndex === undefined) tx.push(event)
      else groupAt(msgIndex).events.push({ ...event, attributes: event.attributes.filter((attribute) => attribute !== marker) })
    }
    return { messages: groups, tx, source: 'msg_index', base64 }
  }

  const logged = logs.some((log) => asArray(log.events).length > 0)
  if (logged) {
    const available = new Map<string, number>()
    for (const [position, log] of logs.entries()) {
      const index = typeof log.msg_index === 'number' && log.msg_index >= 0 ? log.msg_index : position
      const logEvents = toDisplayEvents(asArray(log.events) as ChainEvent[])
      groupAt(index).events.push(...logEvents)
      for (const event of logEvents) {
        for (const attribute of event.attributes) {
          const signature = attributeSignature(event.type, attribute)
          available.set(signature, (available.get(signature) ?? 0) + 1)
        }
      }
    }
    // Message events follow the ante handler's in `events`: walk from the end, so a fee
    // transfer that looks like a message's transfer stays a transaction event. Older SDKs
    // merge a message's events of one type into one log event, so attributes are matched.
    const tx: DisplayEvent[] = []
    for (let position = events.length - 1; position >= 0; position--) {
      const event = events[position]!
      const signatures = event.attributes.map((attribute) => attributeSignature(event.type, attribute))
      const needed = new Map<string, number>()
      for (const signature of signatures) needed.set(signature, (needed.get(signature) ?? 0) + 1)
      const covered = signatures.length > 0 && [...needed].every(([signature, times]) => (available.get(signature) ?? 0) >= times)
      if (covered) for (const [signature, times] of needed) available.set(signature, available.get(signature)! - times)
      else tx.unshift(event)
    }
    return { messages: groups, tx, source: 'logs', base64 }
  }

  return { messages: groups, tx: events, source: 'none', base64 }
}

/**
 * The addresses that signed, in signer order, from the `tx` events' `acc_seq`
 * attributes (`kii1.../12`), which the SDK emits once per signer.
 *
 * @example
 * ```ts
 * signersFromEvents(groupTxEvents(txResponse, 1).tx) // ['kii1...']
 * ```
 */
export function signersFromEvents(events: readonly DisplayEvent[]): string[] {
  const signers: string[] = []
  for (const event of events) {
    if (event.type !== 'tx') continue
    for (const attribute of event.attributes) {
      if (attribute.key !== 'acc_seq') continue
      const address = attribute.value.replace(/\/\d+$/, '')
      if (address && !signers.includes(address)) signers.push(address)
    }
  }
  return signers
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

/** Levels of nesting {@link toPrettyJson} and the JSON tree show before cutting. */
export const jsonDisplayMaxDepth = 64

/** Options of {@link toPrettyJson}. */
export type PrettyJsonOptions = {
  /** Levels of objects and arrays written; deeper ones become the `deeper` text. Default 64. */
  maxDepth?: number | undefined
  /** Stands in for what is cut, as a JSON string; `{levels}` is `maxDepth`. */
  deeper?: string | undefined
}

/**
 * Pretty JSON (two-space indent, as `JSON.stringify(value, null, 2)`) of any value: bigints as
 * strings, and objects nested deeper than `maxDepth` replaced by the string
 * `"… nested deeper than 64 levels"`, so it never throws on chain data (JSON.stringify overflows
 * the stack on a 10,000-deep value) and stays linear in the input. A value met again inside itself
 * is written `"[circular]"`.
 *
 * @example
 * ```ts
 * toPrettyJson({ a: [1n] }) // '{\n  "a": [\n    "1"\n  ]\n}'
 * ```
 */
export function toPrettyJson(value: unknown, { maxDepth = jsonDisplayMaxDepth, deeper = '… nested deeper than {levels} levels' }: PrettyJsonOptions = {}): string {
  const cut = JSON.stringify(deeper.replace('{levels}', String(maxDepth)))
  const out: string[] = []
  const open = new Set<object>()
  // Recursion is bounded by `maxDepth`, not by the input.
  const write = (item: unknown, key: string, depth: number, indent: string): boolean => {
    let current = item
    if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      current = (current as { toJSON: (key: string) => unknown }).toJSON(key)
    }
    if (current instanceof Number || current instanceof String || current instanceof Boolean) current = current.valueOf()
    switch (typeof current) {
      case 'string':
        out.push(JSON.stringify(current))
        return true
      case 'bigint':
        out.push(JSON.stringify(current.toString()))
        return true
      case 'number':
        out.push(Number.isFinite(current) ? String(current) : 'null')
        return true
      case 'boolean':
        out.push(String(current))
        return true
      case 'object':
        break
      default:
        return false
    }
    if (current === null) {
      out.push('null')
      return true
    }
    const branch = current
    if (open.has(branch)) {
      out.push('"[circular]"')
      return true
    }
    const inner = `${indent}  `
    const isArray = Array.isArray(branch)
    const keys = isArray ? undefined : Object.keys(branch)
    const size = isArray ? branch.length : keys!.length
    if (size === 0) {
      out.push(isArray ? '[]' : '{}')
      return true
    }
    if (depth >= maxDepth) {
      out.push(cut)
      return true
    }
    open.add(branch)
    out.push(isArray ? '[' : '{')
    let first = true
    for (let index = 0; index < size; index++) {
      const name = isArray ? String(index) : keys![index]!
      const member = (branch as Record<string, unknown>)[name]
      const mark = out.length
      out.push(first ? `\n${inner}` : `,\n${inner}`)
      if (!isArray) out.push(`${JSON.stringify(name)}: `)
      if (write(member, name, depth + 1, inner)) {
        first = false
      } else if (isArray) {
        out.push('null')
        first = false
      } else {
        out.length = mark
      }
    }
    open.delete(branch)
    out.push(first ? (isArray ? ']' : '}') : `\n${indent}${isArray ? ']' : '}'}`)
    if (first && !isArray) out[out.length - 2] = '{'
    return true
  }
  return write(value, '', 0, '') ? out.join('') : ''
}
