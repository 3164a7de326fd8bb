import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import type { DenomMetadataLike } from '../../core/format.ts'
import type { Tx, TxResponse } from '../../core/txSchemas.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import type { ViewStatus } from '../shared/QueryStatus.tsx'
import { asArray, asCoins, asRecord, asText, gasPermille, messageTypeUrl, resolveTx } from './decode.ts'
import { groupTxEvents, signersFromEvents, type DisplayEvent } from './txEvents.ts'
import { toPrettyJson } from './prettyJson.ts'
import {
  createMessageRegistry,
  defaultMessageRegistry,
  messageLabel,
  messageSigners,
} from './registry.tsx'
import type { MessageRegistry, MessageRegistryEntry, MessageRegistrySource, TxMessage } from './messageTypes.ts'
import { defaultTxViewerStrings, type TxViewerStrings } from './strings.ts'
import { fillTemplate } from '../shared/text.ts'

/** A coin as the viewer's amount renderer gets it. */
export type TxViewerCoin = { amount: string; denom: string }

/** Parameters of {@link useTxViewer}: the data and presentation props of `TxViewerView`. */
export type UseTxViewerParameters = {
  /** The transaction (body, auth info, signatures). Optional when `txResponse.tx` carries it. */
  tx?: Tx | null | undefined
  /** The transaction's result (status, height, gas, events). Optional for a transaction not executed. */
  txResponse?: TxResponse | null | undefined
  /** View status; default `success` when there is data, else `empty`. */
  status?: ViewStatus | undefined
  /** Message types added to (or replacing) the built-in ones; see `createMessageRegistry`. */
  registry?: MessageRegistrySource | null | undefined
  /** Denom metadata for amounts in display units, by base denom or as a list. */
  metadata?: readonly DenomMetadataLike[] | Readonly<Record<string, DenomMetadataLike>> | undefined
  /** Renders an amount; the connected `TxViewer` resolves metadata through the gateway. */
  renderAmount?: ((coin: TxViewerCoin) => ReactNode) | undefined
  /** Level of the viewer's heading; sections, messages and nested messages go one level deeper each. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined
  /** Levels of nested messages (authz exec) rendered before "see the raw JSON". Default 3. */
  maxDepth?: number | undefined
  /** Events shown open at first when the transaction has at most this many. Default 30. */
  openEventsUpTo?: number | undefined
  locale?: string | undefined
  timeZone?: string | undefined
  /** The clock for relative times (tests, stories). */
  now?: number | undefined
  strings?: Partial<TxViewerStrings> | undefined
}

/** One message of the transaction, resolved through the registry, with its events. */
export type TxViewerMessage = {
  /** Position in the transaction body (or among the nested messages), from 0. */
  index: number
  typeUrl: string
  message: TxMessage
  /** The type's name for people (`Send`), or the last part of an unknown type URL. */
  label: string
  /** The registry entry, or undefined for an unknown type. */
  entry: MessageRegistryEntry | undefined
  /** The message's events; undefined for nested messages (their events are their parent's). */
  events?: DisplayEvent[] | undefined
  /** The message's log text (older chains). */
  log?: string | undefined
}

/** Result of the transaction: executed successfully, failed, or not known (no `txResponse`). */
export type TxResult = 'success' | 'failed' | 'unknown'

/**
 * Resolves a message list through a registry.
 *
 * @example
 * ```ts
 * resolveMessages(tx.body.messages, defaultMessageRegistry, defaultTxViewerStrings)[0].label // "Send"
 * ```
 */
export function resolveMessages(messages: unknown, registry: MessageRegistry, strings: TxViewerStrings): TxViewerMessage[] {
  return asArray(messages).map((raw, index) => {
    const message = (asRecord(raw) ?? {}) as TxMessage
    const typeUrl = messageTypeUrl(message)
    const entry = registry.get(typeUrl)
    return { index, typeUrl, message, label: messageLabel(entry, typeUrl, strings), entry }
  })
}

/**
 * The headless core of `TxViewerView`: the transaction resolved from either
 * record, its status, fee, gas, memo and signers, each message resolved through
 * the registry with its events, the transaction-level events, and the raw JSON.
 * No markup; render it with the `TxViewer*` parts inside `TxViewerRoot`.
 *
 * @example
 * ```tsx
 * const viewer = useTxViewer({ tx, txResponse })
 * return (
 *   <TxViewerRoot viewer={viewer}>
 *     <TxViewerSummary />
 *     <TxViewerMessageList />
 *   </TxViewerRoot>
 * )
 * ```
 */
export function useTxViewer(parameters: UseTxViewerParameters = {}) {
  const { tx: givenTx, txResponse, registry: ownRegistry, metadata, renderAmount, headingLevel = 2, maxDepth = 3, openEventsUpTo = 30, now } = parameters
  const { strings, locale, timeZone } = useGatekitUI(defaultTxViewerStrings, {
    strings: parameters.strings,
    locale: parameters.locale,
    timeZone: parameters.timeZone,
  })
  const registry = useMemo(
    () => (ownRegistry ? createMessageRegistry(defaultMessageRegistry, ownRegistry) : defaultMessageRegistry),
    [ownRegistry],
  )
  const tx = resolveTx(givenTx, txResponse)
  const status: ViewStatus = parameters.status ?? (tx || txResponse ? 'success' : 'empty')

  const derived = useMemo(() => {
    const body = asRecord(tx?.body)
    const resolved = resolveMessages(body?.messages, registry, strings)
    const grouped = txResponse ? groupTxEvents(txResponse, resolved.length) : undefined
    const messages: TxViewerMessage[] = resolved.map((message) => ({
      ...message,
      events: grouped?.messages[message.index]?.events ?? (grouped ? [] : undefined),
      log: grouped?.messages[message.index]?.log ?? '',
    }))
    // Groups the chain reported beyond the body's messages (a body we were not given).
    const extraEvents = grouped?.messages.slice(resolved.length).flatMap((group) => group.events) ?? []
    const txEvents = [...(grouped?.tx ?? []), ...extraEvents]
    const fromEvents = signersFromEvents(grouped?.tx ?? [])
    const signers = fromEvents.length > 0 ? fromEvents : [...new Set(resolved.flatMap((message) => messageSigners(message.message, message.entry)))]
    const authInfo = asRecord(tx?.auth_info)
    const feeRecord = asRecord(authInfo?.fee)
    const fee = feeRecord
      ? {
          coins: asCoins(feeRecord.amount),
          gasLimit: asText(feeRecord.gas_limit),
          payer: asText(feeRecord.payer),
          granter: asText(feeRecord.granter),
        }
      : undefined
    const gasWanted = asText(txResponse?.gas_wanted) || fee?.gasLimit || ''
    const gasUsed = asText(txResponse?.gas_used)
    const totalEvents = messages.reduce((total, message) => total + (message.events?.length ?? 0), 0)
    return {
      messages,
      txEvents,
      eventsBase64: grouped?.base64 ?? false,
      eventsSource: grouped?.source ?? 'none',
      signers,
      fee,
      gas: { wanted: gasWanted, used: gasUsed, permille: gasPermille(gasUsed, gasWanted) },
      memo: asText(body?.memo),
      openEvents: totalEvents <= openEventsUpTo,
    }
  }, [tx, txResponse, registry, strings, openEventsUpTo])

  const code = typeof txResponse?.code === 'number' ? txResponse.code : undefined
  const result: TxResult = code === undefined ? 'unknown' : code === 0 ? 'success' : 'failed'
  const resultText = result === 'success' ? strings.success : result === 'failed' ? strings.failed : strings.notExecuted
  const rawValue = txResponse ? (givenTx ? { tx: givenTx, tx_response: txResponse } : { tx_response: txResponse }) : givenTx

  return {
    status,
    result,
    resultText,
    tx,
    txResponse: txResponse ?? undefined,
    hash: asText(txResponse?.txhash),
    height: asText(txResponse?.height),
    timestamp: asText(txResponse?.timestamp),
    code,
    codespace: asText(txResponse?.codespace),
    rawLog: asText(txResponse?.raw_log),
    ...derived,
    /** The records as the gateway sent them, for the raw JSON view. */
    rawValue,
    /** Pretty JSON of `rawValue`; computed on demand (transactions can be megabytes). */
    rawJson: () => toPrettyJson(rawValue, { deeper: strings.jsonTooDeep }),
    /** What a polite live region says once the transaction is shown. */
    announcement: status === 'success' ? fillTemplate(strings.loaded, { result: resultText }) : '',
    registry,
    metadata,
    renderAmount,
    headingLevel,
    maxDepth,
    strings,
    locale,
    timeZone,
    now,
  }
}

/** What `useTxViewer` returns: everything the `TxViewer*` parts render. */
export type TxViewerModel = ReturnType<typeof useTxViewer>

const TxViewerContext = /* @__PURE__ */ createContext<TxViewerModel | null>(null)

/**
 * Provides a `useTxViewer` model to the parts below; `TxViewerRoot` does this for you.
 *
 * @example
 * ```tsx
 * <TxViewerProvider value={viewer}><TxViewerSummary /></TxViewerProvider>
 * ```
 */
export function TxViewerProvider({ value, children }: { value: TxViewerModel | null; children?: ReactNode }) {
  // A component rather than `TxViewerContext.Provider` re-exported: reading `.Provider` at module level
  // is a property access bundlers must keep, and it kept every component in every bundle.
  return createElement(TxViewerContext.Provider, { value }, children)
}

/**
 * The model of the nearest `TxViewerRoot`, for custom parts.
 *
 * @example
 * ```tsx
 * function GasOnly() {
 *   const { gas } = useTxViewerContext()
 *   return <p>{gas.used}</p>
 * }
 * ```
 */
export function useTxViewerContext(part = 'This part'): TxViewerModel {
  const model = useContext(TxViewerContext)
  if (!model) throw new Error(`gatekit: ${part} must be inside <TxViewerRoot viewer={useTxViewer(...)}>.`)
  return model
}
