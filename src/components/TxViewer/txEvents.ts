import type { ChainEvent, TxResponse } from '../../core/txSchemas.ts'
import { asArray, asRecord, asText, decodeBase64Text } from './decode.ts'

// The events of a transaction as the viewer shows them: decoded from base64 when the
// chain sent them so, and grouped by message (pure, no React).

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
