import { decodeBech32Address } from '../../core/addresses.ts'

// The entities in an event attribute's value (addresses, validators, transaction hashes, heights,
// coins, channels), recognised by their shape and by the attribute's key, so that a viewer can link
// each one through the app's routes. Pure: no React, and never a guess. A value is split into parts
// only when the whole of it parses (a coin list with one malformed coin stays text), and the parts
// joined give back the value exactly as the chain sent it.

/** One piece of an attribute value: chain text, or an entity with what identifies it. */
export type EventValuePart =
  | { kind: 'text'; text: string }
  | { kind: 'account'; address: string }
  | { kind: 'validator'; address: string }
  /** The hash as the chain wrote it (routes take it upper case). */
  | { kind: 'tx'; hash: string }
  | { kind: 'block'; height: string }
  | { kind: 'denom'; denom: string }
  | { kind: 'coin'; amount: string; denom: string }
  | { kind: 'channel'; portId: string; channelId: string }

/** The event an attribute belongs to: its type and all its attributes (a channel's port is a sibling). */
export type EventValueContext = {
  type: string
  attributes: readonly { key: string; value: string }[]
}

/** Options of {@link recogniseEventValue}. */
export type RecogniseEventValueOptions = {
  /**
   * The chain's account prefix (`kii`). Given, a bech32 address under another prefix (the receiver
   * of a transfer on another chain) stays text, and validators must be `<prefix>valoper` or
   * `<prefix>valcons`; without it any prefix with a valid checksum is an entity.
   */
  accountPrefix?: string | undefined
}

// bech32 is one case throughout; routes and pages use the lower-case form.
const bech32Shape = /^[a-z][a-z0-9]{0,82}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/
// A validator's operator and consensus addresses carry the chain's prefix plus `valoper` / `valcons`.
const validatorPrefix = /val(?:oper|cons)$/
// A denom as the bank module accepts it (sdk.ValidateDenom).
const denomPattern = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/
// A coin as `sdk.Coins.String()` writes it: an integer amount and its denom, no space.
const coinPattern = /^(0|[1-9]\d*)([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/
// An IBC transfer's denom path (`transfer/channel-0/uatom`) names the token on the way, not a denom of this chain.
const tracePath = /^[a-zA-Z0-9.[\]_+#<>-]{2,128}\/channel-\d+\//
const txHash = /^[0-9A-Fa-f]{64}$/
const height = /^[1-9]\d{0,19}$/
const channelId = /^channel-(?:0|[1-9]\d{0,19})$/
const portId = /^[a-zA-Z0-9.[\]_+#<>-]{2,128}$/
// `acc_seq`: the signer and its sequence (`kii1…/12`).
const addressWithSequence = /^([^/]+)(\/\d{1,20})$/

// Keys whose value is a coin list (`1000ukii,5ibc/…`): the bank, fee, distribution and mint events.
const coinKeys = new Set(['amount', 'amounts', 'fee', 'fees', 'tip', 'coin', 'coins', 'rewards', 'commission'])
const coinKeySuffix = /_(?:amount|fee|coins)$/
const denomKeys = new Set(['denom', 'base_denom', 'new_denom'])
const txHashKeys = new Set(['tx_hash', 'txhash'])
const heightKeys = new Set(['height', 'block_height', 'creation_height'])

// Packet events name both ends: the source end is this chain's when it sends, the destination's when it receives.
const sentPacketEvents = new Set(['send_packet', 'acknowledge_packet', 'timeout_packet', 'timeout_on_close_packet'])
const receivedPacketEvents = new Set(['recv_packet', 'write_acknowledgement'])

/** The address as an entity part, or undefined when it is not a bech32 address (checksum included) of this chain. */
export function recogniseAddress(value: string, options: RecogniseEventValueOptions = {}): EventValuePart | undefined {
  if (!bech32Shape.test(value)) return undefined
  const decoded = decodeBech32Address(value)
  if (!decoded.ok) return undefined
  const validator = validatorPrefix.test(decoded.prefix)
  const { accountPrefix } = options
  if (accountPrefix !== undefined) {
    const base = validator ? decoded.prefix.replace(validatorPrefix, '') : decoded.prefix
    if (base !== accountPrefix.toLowerCase()) return undefined
  }
  return validator ? { kind: 'validator', address: value } : { kind: 'account', address: value }
}

/**
 * The coins of a coin list (`1000ukii,5ibc/27…`), amounts kept as strings; undefined unless every
 * comma-separated piece is exactly one integer amount followed by a valid denom.
 *
 * @example
 * ```ts
 * parseCoinList('1000ukii,5ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')
 * // [{ amount: '1000', denom: 'ukii' }, { amount: '5', denom: 'ibc/27394F…' }]
 * ```
 */
export function parseCoinList(value: string): { amount: string; denom: string }[] | undefined {
  if (value === '') return undefined
  const coins: { amount: string; denom: string }[] = []
  for (const piece of value.split(',')) {
    const match = coinPattern.exec(piece)
    if (!match) return undefined
    coins.push({ amount: match[1]!, denom: match[2]! })
  }
  return coins
}

// The port attribute next to a channel attribute: `packet_src_channel` → `packet_src_port`,
// `channel_id` → `port_id`, `counterparty_channel_id` → `counterparty_port_id`.
function portKeyOf(key: string): string | undefined {
  if (key.endsWith('channel_id')) return `${key.slice(0, -'channel_id'.length)}port_id`
  if (key.endsWith('channel')) return `${key.slice(0, -'channel'.length)}port`
  return undefined
}

// Whether a channel attribute names this chain's end of the channel: a counterparty's end, and the
// other end of a packet, are on another chain with no page here.
function isOwnChannelEnd(key: string, event: EventValueContext): boolean {
  if (key.startsWith('counterparty_')) return false
  if (key.startsWith('packet_src_')) return sentPacketEvents.has(event.type)
  if (key.startsWith('packet_dst_')) return receivedPacketEvents.has(event.type)
  return key === 'channel_id'
}

function recogniseChannel(key: string, value: string, event: EventValueContext | undefined): EventValuePart | undefined {
  if (!event || !channelId.test(value) || !isOwnChannelEnd(key, event)) return undefined
  const portKey = portKeyOf(key)
  const port = portKey === undefined ? undefined : event.attributes.find((attribute) => attribute.key === portKey)?.value
  return port !== undefined && portId.test(port) ? { kind: 'channel', portId: port, channelId: value } : undefined
}

/**
 * The parts of an event attribute's value: entities where its shape (and for hashes, heights,
 * coins and channels its key) says what it is, chain text elsewhere. Bech32 addresses count only
 * with a valid checksum; `…valoper1`/`…valcons1` ones are validators. A value with no entity is one
 * text part. Joining the parts' text gives the value back unchanged.
 *
 * @example
 * ```ts
 * recogniseEventValue('amount', '1000ukii,5uatom')
 * // [{ kind: 'coin', amount: '1000', denom: 'ukii' }, { kind: 'text', text: ',' }, { kind: 'coin', amount: '5', denom: 'uatom' }]
 * recogniseEventValue('acc_seq', 'kii1…/12') // [{ kind: 'account', address: 'kii1…' }, { kind: 'text', text: '/12' }]
 * recogniseEventValue('memo', 'hello') // [{ kind: 'text', text: 'hello' }]
 * ```
 */
export function recogniseEventValue(
  key: string,
  value: string,
  event?: EventValueContext | undefined,
  options: RecogniseEventValueOptions = {},
): EventValuePart[] {
  const text: EventValuePart[] = [{ kind: 'text', text: value }]
  // Attribute values can be long JSON or base64: nothing that long is one of these entities.
  if (value === '' || value.length > 2048) return text
  const address = recogniseAddress(value, options)
  if (address) return [address]
  const withSequence = addressWithSequence.exec(value)
  if (withSequence) {
    const signer = recogniseAddress(withSequence[1]!, options)
    if (signer) return [signer, { kind: 'text', text: withSequence[2]! }]
  }
  if (txHashKeys.has(key) && txHash.test(value)) return [{ kind: 'tx', hash: value }]
  if (heightKeys.has(key) && height.test(value)) return [{ kind: 'block', height: value }]
  if (denomKeys.has(key) && denomPattern.test(value) && !tracePath.test(value)) return [{ kind: 'denom', denom: value }]
  if (coinKeys.has(key) || coinKeySuffix.test(key)) {
    const coins = parseCoinList(value)
    if (coins) {
      return coins.flatMap((coin, index): EventValuePart[] => {
        const part: EventValuePart = { kind: 'coin', amount: coin.amount, denom: coin.denom }
        return index === 0 ? [part] : [{ kind: 'text', text: ',' }, part]
      })
    }
  }
  return [recogniseChannel(key, value, event) ?? text[0]!]
}

/**
 * The text of a part as the chain wrote it: parts of a value joined this way give back the value.
 *
 * @example
 * ```ts
 * partText({ kind: 'coin', amount: '5', denom: 'ukii' }) // "5ukii"
 * ```
 */
export function partText(part: EventValuePart): string {
  switch (part.kind) {
    case 'text':
      return part.text
    case 'account':
    case 'validator':
      return part.address
    case 'tx':
      return part.hash
    case 'block':
      return part.height
    case 'denom':
      return part.denom
    case 'coin':
      return `${part.amount}${part.denom}`
    case 'channel':
      return part.channelId
  }
}

/**
 * The account prefix of a chain from one of its addresses (a signer's): `kii` from `kii1…`, also from
 * `kiivaloper1…`; undefined when the address is not bech32.
 *
 * @example
 * ```ts
 * accountPrefixOf('kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l') // "kii"
 * ```
 */
export function accountPrefixOf(address: string | undefined): string | undefined {
  if (address === undefined || !bech32Shape.test(address)) return undefined
  const decoded = decodeBech32Address(address)
  return decoded.ok ? decoded.prefix.replace(validatorPrefix, '') : undefined
}
