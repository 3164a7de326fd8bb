import type { ReactNode } from 'react'
import { formatAmount } from '../../core/format.ts'
import {
  asArray,
  asCoins,
  asRecord,
  asText,
  decimalToUnits,
  decodeAcknowledgement,
  decodeBase64Bytes,
  decodeBase64Text,
  decodeIcs20PacketData,
  parseExchangeRates,
} from './decode.ts'
import type { TxViewerStrings } from './strings.ts'
import { pluralTemplate } from './text.tsx'

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

// ---------------------------------------------------------------------------
// Built-in message types

const one = (value: unknown) => {
  const text = asText(value)
  return text ? [text] : []
}

const channelOf = (port: unknown, channel: unknown) => {
  const portText = asText(port)
  const channelText = asText(channel)
  return portText && channelText ? `${portText}/${channelText}` : channelText || portText
}

function timeoutText(message: TxMessage | Record<string, unknown>, h: MessageHelpers): ReactNode {
  const height = asRecord(message.timeout_height)
  const revisionHeight = asText(height?.revision_height)
  const timestamp = asText(message.timeout_timestamp)
  const parts: ReactNode[] = []
  if (revisionHeight && revisionHeight !== '0') parts.push(`${h.strings.height} ${asText(height?.revision_number) || '0'}-${revisionHeight}`)
  // Nanoseconds since the epoch; beyond what a Date holds it is shown as sent.
  if (/^\d{1,22}$/.test(timestamp) && timestamp !== '0') {
    const ms = Number(BigInt(timestamp) / 1_000_000n)
    parts.push(Number.isNaN(new Date(ms).getTime()) ? timestamp : h.time(ms))
  }
  if (parts.length === 0) return h.strings.timeoutNone
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && ' · '}
      {part}
    </span>
  ))
}

const sendEntry: MessageRegistryEntry = {
  label: (s) => s.labelSend,
  summary: (m, h) => h.fill(h.strings.summarySend, { amount: h.amounts(m.amount), from: h.short(m.from_address), to: h.short(m.to_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.from, h.address(m.from_address)],
      [h.strings.to, h.address(m.to_address)],
      [h.strings.amount, h.amounts(m.amount)],
    ]),
  signers: (m) => one(m.from_address),
}

type BankIo = { address: string; coins: { denom: string; amount: string }[] }
const bankIo = (value: unknown): BankIo[] =>
  asArray(value).map((item) => ({ address: asText(asRecord(item)?.address), coins: asCoins(asRecord(item)?.coins) }))

const multiSendEntry: MessageRegistryEntry = {
  label: (s) => s.labelMultiSend,
  summary: (m, h) => {
    const inputs = bankIo(m.inputs)
    const outputs = bankIo(m.outputs)
    return h.fill(pluralTemplate(h.strings, 'summaryMultiSend', outputs.length, h.locale), {
      amount: h.amounts(inputs.flatMap((input) => input.coins)),
      from: h.short(inputs[0]?.address),
      count: formatAmount(String(outputs.length), { locale: h.locale }),
    })
  },
  render: (m, h) => {
    const table = (caption: string, rows: BankIo[]) =>
      h.table(
        caption,
        [h.strings.addressColumn, h.strings.amount],
        rows.map((row) => [h.address(row.address), h.amounts(row.coins)]),
      )
    return (
      <>
        {table(h.strings.inputs, bankIo(m.inputs))}
        {table(h.strings.outputs, bankIo(m.outputs))}
      </>
    )
  },
  signers: (m) => bankIo(m.inputs).map((input) => input.address),
}

const transferEntry: MessageRegistryEntry = {
  label: (s) => s.labelTransfer,
  summary: (m, h) =>
    h.fill(h.strings.summaryTransfer, {
      amount: h.amount(m.token),
      receiver: h.short(m.receiver),
      channel: h.inline(channelOf(m.source_port, m.source_channel)),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.receiver, h.address(m.receiver)],
      [h.strings.amount, h.amount(m.token)],
      [h.strings.sourceChannel, h.text(channelOf(m.source_port, m.source_channel))],
      [h.strings.timeout, timeoutText(m, h)],
      asText(m.memo) !== '' && [h.strings.memo, h.text(m.memo, h.strings.memo)],
    ]),
  signers: (m) => one(m.sender),
}

function packetFields(packet: Record<string, unknown> | undefined, h: MessageHelpers): MessageFieldRow[] {
  const data = decodeIcs20PacketData(packet?.data)
  const rawData = asText(packet?.data)
  let dataValue: ReactNode
  if (data) {
    dataValue = h.fields([
      [h.strings.sender, h.address(data.sender)],
      [h.strings.receiver, h.address(data.receiver)],
      [h.strings.amount, h.rawAmount(data.amount, data.denom)],
      data.memo !== undefined && [h.strings.memo, h.text(data.memo, h.strings.memo)],
    ])
  } else if (rawData) {
    const text = decodeBase64Text(rawData)
    const size = decodeBase64Bytes(rawData)?.length
    dataValue = (
      <>
        <span className="gk-tx-viewer__note">{h.strings.packetDataUndecoded}</span>
        {text !== undefined ? h.text(text) : size !== undefined ? h.fill(pluralTemplate(h.strings, 'bytes', size, h.locale), { count: formatAmount(String(size), { locale: h.locale }) }) : h.text(rawData)}
      </>
    )
  }
  return [
    [h.strings.sequence, h.text(asText(packet?.sequence))],
    [h.strings.sourceChannel, h.text(channelOf(packet?.source_port, packet?.source_channel))],
    [h.strings.destinationChannel, h.text(channelOf(packet?.destination_port, packet?.destination_channel))],
    dataValue !== undefined && [h.strings.packetData, dataValue],
    packet !== undefined && [h.strings.timeout, timeoutText(packet, h)],
  ]
}

const recvPacketEntry: MessageRegistryEntry = {
  label: (s) => s.labelRecvPacket,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    const data = decodeIcs20PacketData(packet?.data)
    const channel = h.inline(channelOf(packet?.destination_port, packet?.destination_channel))
    if (!data) return h.fill(h.strings.summaryPacket, { sequence: asText(packet?.sequence), channel })
    return h.fill(h.strings.summaryRecvPacket, {
      amount: h.rawAmount(data.amount, data.denom),
      sender: h.short(data.sender),
      receiver: h.short(data.receiver),
      channel,
    })
  },
  render: (m, h) => h.fields([...packetFields(asRecord(m.packet), h), [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

function acknowledgementText(value: unknown, h: MessageHelpers, inline: boolean): ReactNode {
  const ack = decodeAcknowledgement(value)
  const text = inline ? h.inline : h.text
  if (!ack) return text(asText(value))
  return ack.kind === 'success' ? h.strings.ackSuccess : h.fill(h.strings.ackError, { error: text(ack.error) })
}

const acknowledgementEntry: MessageRegistryEntry = {
  label: (s) => s.labelAcknowledgement,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    return h.fill(h.strings.summaryAcknowledgement, {
      sequence: asText(packet?.sequence),
      channel: h.inline(channelOf(packet?.source_port, packet?.source_channel)),
      result: acknowledgementText(m.acknowledgement, h, true),
    })
  },
  render: (m, h) =>
    h.fields([
      ...packetFields(asRecord(m.packet), h),
      [h.strings.acknowledgement, acknowledgementText(m.acknowledgement, h, false)],
      [h.strings.relayer, h.address(m.signer)],
    ]),
  signers: (m) => one(m.signer),
}

const timeoutEntry: MessageRegistryEntry = {
  label: (s) => s.labelTimeout,
  summary: (m, h) => {
    const packet = asRecord(m.packet)
    return h.fill(h.strings.summaryPacket, { sequence: asText(packet?.sequence), channel: h.inline(channelOf(packet?.source_port, packet?.source_channel)) })
  },
  render: (m, h) => h.fields([...packetFields(asRecord(m.packet), h), [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

const updateClientEntry: MessageRegistryEntry = {
  label: (s) => s.labelUpdateClient,
  summary: (m, h) => h.fill(h.strings.summaryUpdateClient, { client: h.inline(m.client_id) }),
  render: (m, h) => h.fields([[h.strings.client, h.text(m.client_id)], [h.strings.relayer, h.address(m.signer)]]),
  signers: (m) => one(m.signer),
}

const delegateEntry = (label: (s: TxViewerStrings) => string, summary: (s: TxViewerStrings) => string): MessageRegistryEntry => ({
  label,
  summary: (m, h) => h.fill(summary(h.strings), { amount: h.amount(m.amount), validator: h.short(m.validator_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.validator, h.address(m.validator_address)],
      [h.strings.amount, h.amount(m.amount)],
    ]),
  signers: (m) => one(m.delegator_address),
})

const redelegateEntry: MessageRegistryEntry = {
  label: (s) => s.labelRedelegate,
  summary: (m, h) =>
    h.fill(h.strings.summaryRedelegate, {
      amount: h.amount(m.amount),
      source: h.short(m.validator_src_address),
      destination: h.short(m.validator_dst_address),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.sourceValidator, h.address(m.validator_src_address)],
      [h.strings.destinationValidator, h.address(m.validator_dst_address)],
      [h.strings.amount, h.amount(m.amount)],
    ]),
  signers: (m) => one(m.delegator_address),
}

const withdrawRewardsEntry: MessageRegistryEntry = {
  label: (s) => s.labelWithdrawRewards,
  summary: (m, h) => h.fill(h.strings.summaryWithdrawRewards, { validator: h.short(m.validator_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.delegator, h.address(m.delegator_address)],
      [h.strings.validator, h.address(m.validator_address)],
    ]),
  signers: (m) => one(m.delegator_address),
}

/** The words of a governance vote option, by enum name or number. */
export function voteOptionText(option: unknown, strings: TxViewerStrings): string | undefined {
  switch (asText(option)) {
    case 'VOTE_OPTION_YES':
    case '1':
      return strings.voteYes
    case 'VOTE_OPTION_ABSTAIN':
    case '2':
      return strings.voteAbstain
    case 'VOTE_OPTION_NO':
    case '3':
      return strings.voteNo
    case 'VOTE_OPTION_NO_WITH_VETO':
    case '4':
      return strings.voteNoWithVeto
    default:
      return undefined
  }
}

const voteEntry: MessageRegistryEntry = {
  label: (s) => s.labelVote,
  summary: (m, h) =>
    h.fill(h.strings.summaryVote, {
      option: voteOptionText(m.option, h.strings) ?? h.inline(m.option),
      proposal: h.fill(h.strings.proposalNumber, { id: h.inline(m.proposal_id) }),
    }),
  render: (m, h) =>
    h.fields([
      [h.strings.proposal, h.fill(h.strings.proposalNumber, { id: h.text(m.proposal_id) })],
      [h.strings.option, voteOptionText(m.option, h.strings) ?? h.text(m.option)],
      [h.strings.voter, h.address(m.voter)],
      asText(m.metadata) !== '' && [h.strings.metadata, h.text(m.metadata)],
    ]),
  signers: (m) => one(m.voter),
}

const execEntry: MessageRegistryEntry = {
  label: (s) => s.labelExec,
  summary: (m, h) =>
    h.fill(pluralTemplate(h.strings, 'summaryExec', asArray(m.msgs).length, h.locale), {
      count: formatAmount(String(asArray(m.msgs).length), { locale: h.locale }),
      grantee: h.short(m.grantee),
    }),
  render: (m, h) => (
    <>
      {h.fields([[h.strings.grantee, h.address(m.grantee)]])}
      {h.messages(m.msgs)}
    </>
  ),
  signers: (m) => one(m.grantee),
}

/** A decimal string formatted for the locale, exactly (no float): `1.500000000000000000` → `1.5`. */
function exactDecimal(decimal: string, locale: string | undefined): string {
  const units = decimalToUnits(decimal)
  return units ? formatAmount(units.units, { exponent: units.exponent, locale }) : decimal
}

const oracleVoteEntry: MessageRegistryEntry = {
  label: (s) => s.labelOracleVote,
  summary: (m, h) => {
    const rates = parseExchangeRates(m.exchange_rates)
    return h.fill(pluralTemplate(h.strings, 'summaryOracleVote', rates?.length ?? 0, h.locale), {
      count: rates ? formatAmount(String(rates.length), { locale: h.locale }) : '?',
      validator: h.short(m.validator),
    })
  },
  render: (m, h) => {
    const rates = parseExchangeRates(m.exchange_rates)
    return (
      <>
        {h.fields([
          [h.strings.feeder, h.address(m.feeder)],
          [h.strings.validator, h.address(m.validator)],
        ])}
        {rates ? (
          h.table(
            h.strings.exchangeRates,
            [h.strings.denomColumn, h.strings.rateColumn],
            rates.map((rate) => [
              h.text(rate.denom),
              <data key="rate" value={rate.rate} title={rate.rate} className="gk-tx-viewer__number">
                {exactDecimal(rate.rate, h.locale)}
              </data>,
            ]),
          )
        ) : (
          <>
            <p className="gk-tx-viewer__note">{h.strings.exchangeRatesInvalid}</p>
            {h.text(m.exchange_rates)}
          </>
        )}
      </>
    )
  },
  signers: (m) => one(m.feeder),
}

// EVM messages: what is readable of the different shapes (Sei-style `MsgEVMTransaction` with a
// typed `data` Any, Ethermint `MsgEthereumTx` with `hash` and `from`, cosmos/evm with raw bytes).

/** An address-like value as text: 0x hex as sent, or base64 of 20 bytes (cosmos/evm `from`) as 0x hex. */
function evmAddressText(value: unknown): string {
  const text = asText(value)
  if (text.length !== 28 || text.startsWith('0x')) return text
  const bytes = decodeBase64Bytes(text)
  if (bytes && bytes.length === 20) return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
  return text
}

type EvmFacts = { hash: string; from: string; to: string; value: string; nonce: string; gasLimit: string; chainId: string; inputBytes: number | undefined; rawBytes: number | undefined }

function evmFacts(m: TxMessage): EvmFacts {
  const inner = asRecord(m.data) ?? {}
  const pick = (...values: unknown[]) => values.map(asText).find((text) => text !== '') ?? ''
  const input = pick(inner.data, inner.input, m.data_input)
  const raw = asText(m.raw)
  return {
    hash: pick(m.hash, inner.hash),
    from: evmAddressText(pick(m.from, inner.from)),
    to: evmAddressText(pick(inner.to, m.to)),
    value: pick(inner.value, inner.amount, m.value),
    nonce: pick(inner.nonce, m.nonce),
    gasLimit: pick(inner.gas_limit, inner.gas, m.gas_limit),
    chainId: pick(inner.chain_id, m.chain_id),
    inputBytes: input ? decodeBase64Bytes(input)?.length : undefined,
    rawBytes: raw ? decodeBase64Bytes(raw)?.length : undefined,
  }
}

const evmTransactionEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmTransaction,
  summary: (m, h) => {
    const facts = evmFacts(m)
    if (facts.to) return h.fill(h.strings.summaryEvmCall, { to: h.short(facts.to) })
    if (facts.hash) return h.fill(h.strings.summaryEvmHash, { hash: h.short(facts.hash) })
    return facts.inputBytes ? h.strings.evmContractCreation : h.strings.labelEvmTransaction
  },
  render: (m, h) => {
    const facts = evmFacts(m)
    const bytes = (count: number | undefined) => (count === undefined ? undefined : h.fill(pluralTemplate(h.strings, 'bytes', count, h.locale), { count: formatAmount(String(count), { locale: h.locale }) }))
    return h.fields([
      facts.hash !== '' && [h.strings.evmHash, h.text(facts.hash)],
      facts.from !== '' && [h.strings.from, h.address(facts.from)],
      [h.strings.to, facts.to !== '' ? h.address(facts.to) : h.strings.evmContractCreation],
      facts.value !== '' && [h.strings.evmValue, h.text(facts.value)],
      facts.nonce !== '' && [h.strings.evmNonce, h.text(facts.nonce)],
      facts.gasLimit !== '' && [h.strings.evmGasLimit, h.text(facts.gasLimit)],
      facts.chainId !== '' && [h.strings.evmChainId, h.text(facts.chainId)],
      facts.inputBytes !== undefined && [h.strings.evmInput, bytes(facts.inputBytes)],
      facts.rawBytes !== undefined && [h.strings.packetData, bytes(facts.rawBytes)],
    ])
  },
  signers: (m) => one(m.sender ?? m.signer),
}

const evmSendEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmSend,
  summary: (m, h) => h.fill(h.strings.summaryEvmSend, { amount: h.amounts(m.amount), to: h.short(m.to_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.from, h.address(m.from_address)],
      [h.strings.to, h.address(m.to_address)],
      [h.strings.amount, h.amounts(m.amount)],
    ]),
  signers: (m) => one(m.from_address),
}

const evmAssociateEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmAssociate,
  summary: (m, h) => h.fill(h.strings.summaryEvmAddress, { address: h.short(asText(m.address) || m.sender) }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      asText(m.address) !== '' && [h.strings.evmAddress, h.address(m.address)],
      asText(m.custom_message) !== '' && [h.strings.memo, h.text(m.custom_message)],
    ]),
  signers: (m) => one(m.sender),
}

const evmCallEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmCall,
  summary: (m, h) => h.fill(h.strings.summaryEvmCall, { to: h.short(m.to) }),
  render: (m, h) => {
    const input = asText(m.data)
    const size = input ? decodeBase64Bytes(input)?.length : undefined
    return h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.to, h.address(m.to)],
      asText(m.value) !== '' && [h.strings.evmValue, h.text(m.value)],
      size !== undefined && [h.strings.evmInput, h.fill(pluralTemplate(h.strings, 'bytes', size, h.locale), { count: formatAmount(String(size), { locale: h.locale }) })],
    ])
  },
  signers: (m) => one(m.sender),
}

const evmPointerEntry: MessageRegistryEntry = {
  label: (s) => s.labelEvmPointer,
  summary: (m, h) => h.fill(h.strings.summaryEvmAddress, { address: h.short(m.erc_address) }),
  render: (m, h) =>
    h.fields([
      [h.strings.sender, h.address(m.sender)],
      [h.strings.evmPointerType, h.text(m.pointer_type)],
      [h.strings.evmPointer, h.address(m.erc_address)],
    ]),
  signers: (m) => one(m.sender),
}

const evmPackages = ['/kiichain.evm.', '/kiichain.kiichain3.evm.', '/seiprotocol.seichain.evm.']
const oraclePackages = ['/kiichain.oracle.', '/kiichain.kiichain3.oracle.', '/seiprotocol.seichain.oracle.']

// Built in a function called once under a pure annotation: a module-level object with spreads and calls
// would count as a side effect and stay in every bundle that imports any component.
function buildBuiltInMessageEntries(): Readonly<Record<string, MessageRegistryEntry>> {
  return {
    '/cosmos.bank.v1beta1.MsgSend': sendEntry,
    '/cosmos.bank.v1beta1.MsgMultiSend': multiSendEntry,
    '/ibc.applications.transfer.v1.MsgTransfer': transferEntry,
    '/ibc.core.channel.v1.MsgRecvPacket': recvPacketEntry,
    '/ibc.core.channel.v1.MsgAcknowledgement': acknowledgementEntry,
    '/ibc.core.channel.v1.MsgTimeout': timeoutEntry,
    '/ibc.core.client.v1.MsgUpdateClient': updateClientEntry,
    '/cosmos.staking.v1beta1.MsgDelegate': delegateEntry((s) => s.labelDelegate, (s) => s.summaryDelegate),
    '/cosmos.staking.v1beta1.MsgUndelegate': delegateEntry((s) => s.labelUndelegate, (s) => s.summaryUndelegate),
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': redelegateEntry,
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': withdrawRewardsEntry,
    '/cosmos.gov.v1beta1.MsgVote': voteEntry,
    '/cosmos.gov.v1.MsgVote': voteEntry,
    '/cosmos.authz.v1beta1.MsgExec': execEntry,
    ...Object.fromEntries(oraclePackages.map((prefix) => [`${prefix}MsgAggregateExchangeRateVote`, oracleVoteEntry])),
    ...Object.fromEntries(
      evmPackages.flatMap((prefix) => [
        [`${prefix}MsgEVMTransaction`, evmTransactionEntry],
        [`${prefix}MsgSend`, evmSendEntry],
        [`${prefix}MsgAssociate`, evmAssociateEntry],
        [`${prefix}MsgAssociateContractAddress`, evmAssociateEntry],
        [`${prefix}MsgInternalEVMCall`, evmCallEntry],
        [`${prefix}MsgRegisterPointer`, evmPointerEntry],
      ]),
    ),
    '/ethermint.evm.v1.MsgEthereumTx': evmTransactionEntry,
    '/cosmos.evm.vm.v1.MsgEthereumTx': evmTransactionEntry,
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

