import type { ReactNode } from 'react'
import type { TxViewerStrings } from './strings.ts'

// The contract of a message type in TxViewer: what a renderer gets and what an entry of
// the registry gives. registry.tsx assembles the built-in entries (messages/).

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
