import type { ReactNode } from 'react'
import type { TxViewerStrings } from './strings.ts'
import { authzMessageEntries } from './messages/authz.tsx'
import { bankMessageEntries } from './messages/bank.tsx'
import { distributionMessageEntries } from './messages/distribution.ts'
import { evmMessageEntries } from './messages/evm.ts'
import { govMessageEntries } from './messages/gov.ts'
import { ibcMessageEntries } from './messages/ibc.tsx'
import { oracleMessageEntries } from './messages/oracle.tsx'
import { stakingMessageEntries } from './messages/staking.ts'

/** A transaction message as the gateway sends it: an `Any` in proto3 JSON form (`{"@type": ..., ...fields}`). */
export type TxMessage = Readonly<Record<string, unknown>>

/** A row of a field list: a label and its value; `null`, `false` or `undefined` rows are skipped. */
export type MessageFieldRow = readonly [label: string, value: ReactNode] | null | false | undefined

/**
 * What a message renderer gets besides the message: the viewer's strings and
 * locale, and ready-made pieces that keep chain text inert and amounts exact.
 */
export type MessageHelpers = {
  /** The message's type URL. */
  typeUrl: string
  /** Position of the message among its siblings, from 0. */
  index: number
  /** 0 for a transaction's own messages, 1 for those nested in an authz exec, ... */
  depth: number
  locale: string | undefined
  strings: TxViewerStrings
  /** An amount (`{ amount, denom }`), in display units when the denom is known; nothing for a non-coin. */
  amount: (coin: unknown) => ReactNode
  /** A list of coins (or one coin), comma separated. */
  amounts: (coins: unknown) => ReactNode
  /** An amount exactly as sent, in base units and the denom as written (ICS-20 packet denoms such as `transfer/channel-0/uatom`). */
  rawAmount: (amount: unknown, denom: unknown) => ReactNode
  /** An address, shortened, with the full value on focus and a copy button. */
  address: (value: unknown) => ReactNode
  /** A shortened value (an address, a hash) as inert text, for one-line summaries. */
  short: (value: unknown) => ReactNode
  /** A short identifier (a channel, a client id) as inert inline text; only very long ones are shortened. */
  inline: (value: unknown) => ReactNode
  /** A point in time (RFC 3339 text or ms since the epoch) in the viewer's locale and time zone. */
  time: (value: string | number) => ReactNode
  /** Chain text, inert, clipped with "Show all" when long. */
  text: (value: unknown, label?: string) => ReactNode
  /** A description list of labelled values. */
  fields: (rows: readonly MessageFieldRow[]) => ReactNode
  /** A table with a caption, column headers and rows of cells. */
  table: (caption: string, columns: readonly string[], rows: readonly (readonly ReactNode[])[]) => ReactNode
  /** Any value as a collapsible JSON tree. */
  json: (value: unknown, label?: string) => ReactNode
  /** Nested messages (`Any` values), each rendered through the same registry; depth is guarded. */
  messages: (messages: unknown) => ReactNode
  /** Fills a string template's `{name}` placeholders with elements. */
  fill: (template: string, values: Readonly<Record<string, ReactNode>>) => ReactNode
}

/**
 * How one message type is shown: a label (`Send`), a one-line summary for the
 * card heading and lists, an optional full rendering, and who signs it.
 */
export type MessageRegistryEntry = {
  /** The message type's name for people: text, or read from the viewer's strings. */
  label: string | ((strings: TxViewerStrings) => string)
  /** One line: what the message does (`1.5 KII from kii1… to kii1…`). */
  summary: (message: TxMessage, helpers: MessageHelpers) => ReactNode
  /** The message's details; without it the viewer shows the message's fields as a JSON tree. */
  render?: ((message: TxMessage, helpers: MessageHelpers) => ReactNode) | undefined
  /** Addresses that must sign the message, when the chain's events do not say. */
  signers?: ((message: TxMessage) => readonly string[]) | undefined
}

/** Message types by type URL. */
export type MessageRegistry = {
  readonly entries: ReadonlyMap<string, MessageRegistryEntry>
  /** The entry of a type URL, if any. */
  get: (typeUrl: string) => MessageRegistryEntry | undefined
}

/** What {@link createMessageRegistry} merges: a registry, or entries by type URL (`null` removes a type). */
export type MessageRegistrySource = MessageRegistry | Readonly<Record<string, MessageRegistryEntry | null | undefined>>

function isRegistry(source: MessageRegistrySource): source is MessageRegistry {
  return 'entries' in source && source.entries instanceof Map && typeof source.get === 'function'
}

/**
 * A message registry merged from registries and entries; later sources win and
 * a `null` entry removes a type.
 *
 * @example
 * ```tsx
 * const registry = createMessageRegistry(defaultMessageRegistry, {
 *   '/mychain.nft.v1.MsgMint': {
 *     label: 'Mint NFT',
 *     summary: (message, h) => h.fill('{id} to {owner}', { id: String(message.id), owner: h.short(message.owner) }),
 *     render: (message, h) => h.fields([['Owner', h.address(message.owner)]]),
 *   },
 * })
 * <TxViewer hash={hash} registry={registry} />
 * ```
 */
export function createMessageRegistry(...sources: readonly (MessageRegistrySource | null | undefined)[]): MessageRegistry {
  const entries = new Map<string, MessageRegistryEntry>()
  for (const source of sources) {
    if (!source) continue
    const pairs = isRegistry(source) ? [...source.entries] : Object.entries(source)
    for (const [typeUrl, entry] of pairs) {
      if (entry) entries.set(typeUrl, entry)
      else entries.delete(typeUrl)
    }
  }
  return { entries, get: (typeUrl) => entries.get(typeUrl) }
}

/** The label of a registry entry in the given strings. */
export function messageLabel(entry: MessageRegistryEntry | undefined, typeUrl: string, strings: TxViewerStrings): string {
  if (entry) return typeof entry.label === 'function' ? entry.label(strings) : entry.label
  return typeUrl.split(/[./]/).filter(Boolean).at(-1) ?? typeUrl
}

// Fields that name the signer of most messages, for types without a `signers` function.
const signerFields = ['signer', 'sender', 'from_address', 'delegator_address', 'voter', 'grantee', 'feeder', 'creator', 'authority', 'admin', 'owner', 'proposer', 'depositor', 'granter']

/** Who signs a message: the entry's `signers`, else the first of the usual signer fields. */
export function messageSigners(message: TxMessage, entry: MessageRegistryEntry | undefined): string[] {
  if (entry?.signers) return entry.signers(message).filter((signer) => signer !== '')
  for (const field of signerFields) {
    const value = message[field]
    if (typeof value === 'string' && value !== '') return [value]
  }
  return []
}

// Built in a function called once under a pure annotation: a module-level object with spreads and calls
// would count as a side effect and stay in every bundle that imports any component.
function buildBuiltInMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    ...bankMessageEntries(),
    ...ibcMessageEntries(),
    ...stakingMessageEntries(),
    ...distributionMessageEntries(),
    ...govMessageEntries(),
    ...authzMessageEntries(),
    ...oracleMessageEntries(),
    ...evmMessageEntries(),
  }
}

/** The built-in message types, by type URL. */
export const builtInMessageEntries: Readonly<Record<string, MessageRegistryEntry>> = /* @__PURE__ */ buildBuiltInMessageEntries()

/**
 * The registry of the built-in message types: bank send and multi-send, IBC
 * transfer, receive, acknowledge and timeout (ICS-20 packet data decoded) and
 * client update, staking delegate, undelegate and redelegate, reward
 * withdrawal, governance votes (v1beta1 and v1), authz exec (nested messages
 * rendered through the registry), the oracle's aggregate exchange rate vote and
 * the EVM messages.
 *
 * @example
 * ```ts
 * defaultMessageRegistry.get('/cosmos.bank.v1beta1.MsgSend')?.label
 * ```
 */
export const defaultMessageRegistry: MessageRegistry = /* @__PURE__ */ createMessageRegistry(builtInMessageEntries)

