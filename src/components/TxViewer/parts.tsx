import {
  createElement,
  forwardRef,
  Fragment,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import { formatAmount, truncateMiddle, type DenomMetadataLike } from '../../core/format.ts'
import { Address } from '../Address/Address.tsx'
import { AmountView } from '../Amount/AmountView.tsx'
import { Hash } from '../Hash/Hash.tsx'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { useCopy } from '../shared/useCopy.ts'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { asCoins, asText, type DisplayEvent } from './decode.ts'
import type { MessageFieldRow, MessageHelpers } from './registry.tsx'
import { defaultTxViewerStrings, type TxViewerStrings } from './strings.ts'
import { breakableText, ChainText, fillNodes, LongText } from './text.tsx'
import { fillTemplate } from '../shared/text.ts'
import { GasFill } from './GasFill.tsx'
import { TxViewerJsonTree } from './TxViewerJsonTree.tsx'
import { resolveMessages, TxViewerProvider, useTxViewerContext, type TxViewerMessage, type TxViewerModel } from './useTxViewer.ts'

// ---------------------------------------------------------------------------
// Shared bits

/**
 * A heading whose level follows the viewer's `headingLevel`, clamped to h1–h6.
 *
 * @example
 * ```tsx
 * <TxViewerHeading level={viewer.headingLevel + 1}>Fees</TxViewerHeading>
 * ```
 */
export const TxViewerHeading = /* @__PURE__ */ forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement> & { level: number }>(function TxViewerHeading(
  { level, className, ...rest },
  ref,
) {
  const clamped = Math.min(Math.max(Math.round(level), 1), 6)
  return createElement(`h${clamped}`, { ref, className: cx('gk-tx-viewer__heading', className), ...rest })
})

function findMetadata(metadata: TxViewerModel['metadata'], denom: string): DenomMetadataLike | undefined {
  if (!metadata) return undefined
  if (Array.isArray(metadata)) return (metadata as readonly DenomMetadataLike[]).find((entry) => entry.base === denom)
  return (metadata as Readonly<Record<string, DenomMetadataLike>>)[denom]
}

function renderCoin(model: TxViewerModel, coin: { amount: string; denom: string }): ReactNode {
  if (model.renderAmount) return model.renderAmount(coin)
  return <AmountView amount={coin.amount} denom={coin.denom} metadata={findMetadata(model.metadata, coin.denom)} locale={model.locale} />
}

function joinNodes(nodes: readonly ReactNode[], separator: ReactNode = ', '): ReactNode {
  return nodes.map((node, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {node}
    </Fragment>
  ))
}

const dash = <span className="gk-tx-viewer__muted">—</span>

/**
 * The helpers a registry entry renders with, for one message of the viewer.
 * Exported for custom message parts.
 *
 * @example
 * ```tsx
 * const model = useTxViewerContext()
 * const h = createMessageHelpers(model, model.messages[0], 0)
 * return h.fields([['Amount', h.amounts(model.messages[0].message.amount)]])
 * ```
 */
export function createMessageHelpers(model: TxViewerModel, message: Pick<TxViewerMessage, 'typeUrl' | 'index'>, depth: number): MessageHelpers {
  const { strings, locale } = model
  const helpers: MessageHelpers = {
    typeUrl: message.typeUrl,
    index: message.index,
    depth,
    locale,
    strings,
    amount: (coin) => {
      const parsed = asCoins(coin)[0]
      return parsed ? renderCoin(model, parsed) : dash
    },
    amounts: (coins) => {
      const parsed = asCoins(coins)
      return parsed.length > 0 ? joinNodes(parsed.map((coin) => renderCoin(model, coin))) : dash
    },
    rawAmount: (amount, denom) => {
      const amountText = asText(amount)
      const denomText = asText(denom)
      if (!/^\d+$/.test(amountText) || denomText === '') return helpers.text(`${amountText} ${denomText}`.trim())
      return <AmountView amount={amountText} denom={denomText} locale={locale} />
    },
    address: (value) => {
      const text = asText(value)
      return text ? <Address value={text} kind={strings.addressKind} strings={strings} /> : dash
    },
    short: (value) => {
      const text = asText(value)
      if (!text) return dash
      const short = truncateMiddle(text, { head: 10, tail: 6 })
      return (
        <span className="gk-tx-viewer__short" title={short === text ? undefined : text}>
          <ChainText value={short} strings={strings} />
        </span>
      )
    },
    inline: (value) => {
      const text = asText(value)
      if (!text) return dash
      const short = truncateMiddle(text, { head: 40, tail: 20 })
      return (
        <span className="gk-tx-viewer__short" title={short === text ? undefined : text}>
          <ChainText value={short} strings={strings} />
        </span>
      )
    },
    time: (value) => <Timestamp value={value} format="absolute" locale={locale} timeZone={model.timeZone} now={model.now} />,
    text: (value, label) => {
      const text = asText(value)
      return text === '' ? dash : <LongText value={text} label={label} locale={locale} strings={strings} />
    },
    fields: (rows: readonly MessageFieldRow[]) => (
      <dl className="gk-tx-viewer__fields">
        {rows.map((row, index) =>
          row ? (
            <div key={index} className="gk-tx-viewer__field">
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ) : null,
        )}
      </dl>
    ),
    table: (caption, columns, rows) => (
      <table className="gk-tx-viewer__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ),
    json: (value, label) => <TxViewerJsonTree value={value} label={label} locale={locale} strings={strings} />,
    messages: (messages) => {
      if (depth + 1 > model.maxDepth) return <p className="gk-tx-viewer__note">{strings.tooDeep}</p>
      const nested = resolveMessages(messages, model.registry, strings)
      if (nested.length === 0) return <p className="gk-tx-viewer__note">{strings.noMessages}</p>
      return <TxViewerMessageList messages={nested} depth={depth + 1} />
    },
    fill: fillNodes,
  }
  return helpers
}

// ---------------------------------------------------------------------------
// Root

/** Props of {@link TxViewerRoot}. */
export type TxViewerRootProps = HTMLAttributes<HTMLElement> & {
  /** What `useTxViewer` returned. */
  viewer: TxViewerModel
}

/**
 * The viewer's root `<section>`: carries `data-state` (`pending | error | empty | success`)
 * and `data-result` (`success | failed | unknown`), and gives the parts below the model.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={useTxViewer({ txResponse })}><TxViewerSummary /></TxViewerRoot>
 * ```
 */
export const TxViewerRoot = /* @__PURE__ */ forwardRef<HTMLElement, TxViewerRootProps>(function TxViewerRoot({ viewer, className, children, ...rest }, ref) {
  return (
    <TxViewerProvider value={viewer}>
      <section
        ref={ref}
        className={cx('gk-tx-viewer', className)}
        data-state={viewer.status}
        data-result={viewer.status === 'success' ? viewer.result : undefined}
        aria-busy={viewer.status === 'pending' || undefined}
        {...rest}
      >
        {children}
      </section>
    </TxViewerProvider>
  )
})

// ---------------------------------------------------------------------------
// Summary

/** Props of {@link TxViewerStatus}. */
export type TxViewerStatusProps = HTMLAttributes<HTMLDivElement>

/**
 * The transaction's result: success, or failed with its codespace, code and
 * error log (as text).
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerStatus /></TxViewerRoot>
 * ```
 */
export const TxViewerStatus = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerStatusProps>(function TxViewerStatus({ className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerStatus')
  const { strings } = model
  return (
    <div ref={ref} className={cx('gk-tx-viewer__status', className)} data-result={model.result} {...rest}>
      <span className="gk-tx-viewer__badge" data-result={model.result}>
        <span aria-hidden="true" className="gk-tx-viewer__badge-icon">
          {model.result === 'success' ? '✓' : model.result === 'failed' ? '✕' : '•'}
        </span>
        {model.resultText}
      </span>
      {model.result === 'failed' && (
        <>
          <p className="gk-tx-viewer__failure-code">
            {fillNodes(strings.failureCode, {
              code: <code>{String(model.code)}</code>,
              codespace: <code>{model.codespace ? <ChainText value={truncateMiddle(model.codespace, { head: 40, tail: 10 })} /> : '—'}</code>,
            })}
          </p>
          {model.rawLog !== '' && (
            <div className="gk-tx-viewer__failure-log">
              <span className="gk-tx-viewer__label">{strings.failureLog}</span>
              <LongText value={model.rawLog} label={strings.failureLog} locale={model.locale} strings={strings} />
            </div>
          )}
        </>
      )}
    </div>
  )
})

const isTimestamp = (value: string) => value !== '' && !Number.isNaN(Date.parse(value.replace(/(\.\d{3})\d+/, '$1')))

/** Props of {@link TxViewerSummary}. */
export type TxViewerSummaryProps = HTMLAttributes<HTMLDListElement>

/**
 * The transaction at a glance, as a description list: status, hash, height,
 * time, fee, gas used of gas wanted (with a percentage), memo and signers.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerSummary /></TxViewerRoot>
 * ```
 */
export const TxViewerSummary = /* @__PURE__ */ forwardRef<HTMLDListElement, TxViewerSummaryProps>(function TxViewerSummary({ className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerSummary')
  const { strings, locale } = model
  const number = (value: string) => (/^\d+$/.test(value) ? formatAmount(value, { locale }) : value)
  const percent =
    model.gas.permille === undefined ? undefined : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(model.gas.permille / 1000)
  const rows: [key: string, label: string, value: ReactNode][] = []
  rows.push(['status', strings.status, <TxViewerStatus key="status" />])
  if (model.hash) rows.push(['hash', strings.hash, <Hash value={model.hash} kind={strings.hashKind} head={10} tail={10} strings={strings} />])
  if (model.height) rows.push(['height', strings.height, <data value={model.height}>{number(model.height)}</data>])
  if (isTimestamp(model.timestamp)) {
    rows.push(['time', strings.time, <Timestamp value={model.timestamp} format="both" locale={locale} timeZone={model.timeZone} now={model.now} />])
  }
  if (model.fee) {
    const coins = model.fee.coins.filter((coin) => coin.amount !== '0')
    rows.push([
      'fee',
      strings.fee,
      <>
        {coins.length > 0 ? joinNodes(coins.map((coin) => renderCoin(model, coin))) : strings.feeNone}
        {model.fee.payer && <span className="gk-tx-viewer__aside">{fillNodes(strings.feePayer, { address: <Address value={model.fee.payer} kind={strings.addressKind} strings={strings} /> })}</span>}
        {model.fee.granter && (
          <span className="gk-tx-viewer__aside">{fillNodes(strings.feeGranter, { address: <Address value={model.fee.granter} kind={strings.addressKind} strings={strings} /> })}</span>
        )}
      </>,
    ])
  }
  if (model.gas.used) {
    const over = model.gas.permille !== undefined && model.gas.permille > 1000
    rows.push([
      'gas',
      strings.gas,
      <>
        {fillTemplate(strings.gasUsedOfWanted, { used: number(model.gas.used), wanted: number(model.gas.wanted || '0'), percent: percent ?? '—' })}
        {model.gas.permille !== undefined && (
          <span className="gk-tx-viewer__gas-bar" aria-hidden="true" data-over={over || undefined}>
            <GasFill percent={Math.min(model.gas.permille, 1000) / 10} />
          </span>
        )}
      </>,
    ])
  } else if (model.gas.wanted) {
    rows.push(['gas', strings.gas, fillTemplate(strings.gasWantedOnly, { wanted: number(model.gas.wanted) })])
  }
  rows.push([
    'memo',
    strings.memo,
    model.memo === '' ? <span className="gk-tx-viewer__muted">{strings.memoNone}</span> : <LongText value={model.memo} label={strings.memo} locale={locale} strings={strings} />,
  ])
  rows.push([
    'signers',
    strings.signers,
    model.signers.length === 0 ? (
      <span className="gk-tx-viewer__muted">{strings.signersUnknown}</span>
    ) : (
      <ul className="gk-tx-viewer__signers">
        {model.signers.map((signer) => (
          <li key={signer}>
            <Address value={signer} kind={strings.addressKind} strings={strings} />
          </li>
        ))}
      </ul>
    ),
  ])
  return (
    <dl ref={ref} className={cx('gk-tx-viewer__summary', className)} {...rest}>
      {rows.map(([key, label, value]) => (
        <div key={key} className="gk-tx-viewer__summary-row" data-field={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
})

// ---------------------------------------------------------------------------
// Events and logs

/** Props of {@link TxViewerEvents}. */
export type TxViewerEventsProps = Omit<HTMLAttributes<HTMLDetailsElement>, 'children'> & {
  events: readonly DisplayEvent[]
  /** Names the group: the disclosure's summary and the table's caption. */
  caption: string
  /** Open at first. Default true. */
  defaultOpen?: boolean | undefined
  /** Say that the chain sent these base64-encoded (they are shown decoded). */
  decoded?: boolean | undefined
  strings?: Partial<TxViewerStrings> | undefined
  locale?: string | undefined
}

/**
 * A group of events as a disclosure holding a table (event type, attribute,
 * value); each event is a row group. Keys and values are inert text, long values
 * clipped with "Show all". The table is built only while open.
 *
 * @example
 * ```tsx
 * <TxViewerEvents events={toDisplayEvents(txResponse.events)} caption="Events" />
 * ```
 */
export const TxViewerEvents = /* @__PURE__ */ forwardRef<HTMLDetailsElement, TxViewerEventsProps>(function TxViewerEvents(
  { events, caption, defaultOpen = true, decoded, strings: ownStrings, locale: ownLocale, className, ...rest },
  ref,
) {
  const { strings, locale } = useGatekitUI(defaultTxViewerStrings, { strings: ownStrings, locale: ownLocale })
  const [open, setOpen] = useState(defaultOpen)
  return (
    <details ref={ref} className={cx('gk-tx-viewer__events', className)} open={open} onToggle={(event) => setOpen(event.currentTarget.open)} {...rest}>
      <summary className="gk-tx-viewer__disclosure">{caption}</summary>
      {open && (
        <>
          {decoded && <p className="gk-tx-viewer__note">{strings.eventsDecoded}</p>}
          <table className="gk-tx-viewer__table gk-tx-viewer__events-table" data-encoding={decoded ? 'base64' : undefined}>
            <caption className="gk-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{strings.eventColumn}</th>
                <th scope="col">{strings.attributeColumn}</th>
                <th scope="col">{strings.valueColumn}</th>
              </tr>
            </thead>
            {events.map((event, eventIndex) => (
              <tbody key={eventIndex} className="gk-tx-viewer__event" data-event-type={event.type}>
                {event.attributes.length === 0 ? (
                  <tr>
                    <th scope="row" className="gk-tx-viewer__event-type">
                      <ChainText value={event.type} strings={strings} />
                    </th>
                    <td colSpan={2} className="gk-tx-viewer__muted">
                      {strings.noAttributes}
                    </td>
                  </tr>
                ) : (
                  event.attributes.map((attribute, attributeIndex) => (
                    <tr key={attributeIndex}>
                      {attributeIndex === 0 && (
                        <th scope="rowgroup" rowSpan={event.attributes.length} className="gk-tx-viewer__event-type">
                          <ChainText value={event.type} strings={strings} />
                        </th>
                      )}
                      <th scope="row" className="gk-tx-viewer__event-key" title={attribute.raw ? attribute.raw.key : undefined}>
                        <ChainText value={truncateMiddle(attribute.key, { head: 60, tail: 20 })} strings={strings} />
                      </th>
                      <td className="gk-tx-viewer__event-value" data-decoded={attribute.raw ? true : undefined}>
                        <LongText value={attribute.value} limit={300} lines={4} locale={locale} strings={strings} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            ))}
          </table>
        </>
      )}
    </details>
  )
})

/** Props of {@link TxViewerLogs}. */
export type TxViewerLogsProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The log text as the chain wrote it. */
  log: string
  /** What the log is (`Log of message 1`). */
  label: string
  strings?: Partial<TxViewerStrings> | undefined
  locale?: string | undefined
}

/**
 * A message's log text (older chains write one per message), inert and clipped when long.
 *
 * @example
 * ```tsx
 * <TxViewerLogs log={txResponse.logs[0].log} label="Log of message 1" />
 * ```
 */
export const TxViewerLogs = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerLogsProps>(function TxViewerLogs({ log, label, strings, locale, className, ...rest }, ref) {
  return (
    <div ref={ref} className={cx('gk-tx-viewer__log', className)} {...rest}>
      <span className="gk-tx-viewer__label">{label}</span>
      <LongText value={log} label={label} locale={locale} strings={strings} />
    </div>
  )
})

// ---------------------------------------------------------------------------
// Messages

/** Props of {@link TxViewerMessageCard}. */
export type TxViewerMessageCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  message: TxViewerMessage
  /** 0 for the transaction's messages, 1 and more for nested ones. */
  depth?: number | undefined
}

/**
 * One message: a heading with its number and type label, its one-line summary
 * and type URL, its details from the registry (or a JSON tree for an unknown
 * type), its log and its events.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}>
 *   <TxViewerMessageCard message={viewer.messages[0]} />
 * </TxViewerRoot>
 * ```
 */
export const TxViewerMessageCard = /* @__PURE__ */ forwardRef<HTMLElement, TxViewerMessageCardProps>(function TxViewerMessageCard(
  { message, depth = 0, className, ...rest },
  ref,
) {
  const model = useTxViewerContext('TxViewerMessageCard')
  const { strings, locale } = model
  const headingId = useId()
  const helpers = createMessageHelpers(model, message, depth)
  const typeText = truncateMiddle(message.typeUrl || '?', { head: 80, tail: 30 })
  const { '@type': _type, type_url: _typeUrl, ...fields } = message.message as Record<string, unknown>
  const fallbackBody = <TxViewerJsonTree value={fields} label={strings.unknownMessageFields} locale={locale} strings={strings} />
  const fallbackSummary = fillNodes(strings.unknownMessage, { type: <ChainText value={typeText} /> })
  let summary: ReactNode = fallbackSummary
  let body: ReactNode
  // A renderer that throws on a malformed message must not take the whole viewer down.
  try {
    if (message.entry) summary = message.entry.summary(message.message, helpers)
  } catch {
    summary = fallbackSummary
  }
  try {
    body = message.entry?.render ? message.entry.render(message.message, helpers) : fallbackBody
  } catch {
    body = fallbackBody
  }
  const number = formatAmount(String(message.index + 1), { locale })
  return (
    <article
      ref={ref}
      className={cx('gk-tx-viewer__message', className)}
      data-type-url={message.typeUrl}
      data-known={message.entry ? true : undefined}
      data-depth={depth}
      aria-labelledby={headingId}
      {...rest}
    >
      <header className="gk-tx-viewer__message-header">
        <TxViewerHeading level={model.headingLevel + 2 + depth} id={headingId} className="gk-tx-viewer__message-title">
          {fillNodes(strings.messageHeading, { number, label: <ChainText value={truncateMiddle(message.label, { head: 60, tail: 10 })} /> })}
        </TxViewerHeading>
        <p className="gk-tx-viewer__message-summary">{summary}</p>
        <p className="gk-tx-viewer__type-url">
          <span className="gk-visually-hidden">{strings.messageType}: </span>
          <code>
            <ChainText value={typeText} />
          </code>
        </p>
      </header>
      <div className="gk-tx-viewer__message-body">{body}</div>
      {message.log ? <TxViewerLogs log={message.log} label={fillTemplate(strings.messageLog, { number })} strings={strings} locale={locale} /> : null}
      {message.events &&
        (message.events.length > 0 ? (
          <TxViewerEvents
            events={message.events}
            caption={fillTemplate(strings.messageEvents, { number, count: formatAmount(String(message.events.length), { locale }) })}
            defaultOpen={model.openEvents}
            decoded={message.events.some((event) => event.decoded)}
            strings={strings}
            locale={locale}
          />
        ) : (
          <p className="gk-tx-viewer__note">{strings.messageNoEvents}</p>
        ))}
    </article>
  )
})

// A transaction of a hundred messages is thousands of elements: rendered in one go, that is a task of
// over 100 ms. The first cards render at once and the rest follow a batch at a time in transitions,
// which React renders in interruptible slices, so the page stays responsive while they arrive.
const messageBatch = 12

function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, messageBatch))
  useEffect(() => {
    if (count >= total) return
    startTransition(() => setCount((current) => Math.min(total, current + messageBatch)))
  }, [count, total])
  return Math.min(count, total)
}

/** Props of {@link TxViewerMessageList}. */
export type TxViewerMessageListProps = Omit<HTMLAttributes<HTMLOListElement>, 'children'> & {
  /** Messages to list; default the transaction's. */
  messages?: readonly TxViewerMessage[] | undefined
  depth?: number | undefined
}

/**
 * The messages as an ordered list of message cards.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerMessageList /></TxViewerRoot>
 * ```
 */
export const TxViewerMessageList = /* @__PURE__ */ forwardRef<HTMLOListElement, TxViewerMessageListProps>(function TxViewerMessageList(
  { messages, depth = 0, className, ...rest },
  ref,
) {
  const model = useTxViewerContext('TxViewerMessageList')
  const list = messages ?? model.messages
  const shown = useProgressiveCount(list.length)
  return (
    <ol
      ref={ref}
      className={cx('gk-tx-viewer__messages', className)}
      data-depth={depth}
      aria-busy={shown < list.length || undefined}
      {...rest}
    >
      {list.slice(0, shown).map((message) => (
        <li key={message.index} className="gk-tx-viewer__messages-item">
          <TxViewerMessageCard message={message} depth={depth} />
        </li>
      ))}
    </ol>
  )
})

// ---------------------------------------------------------------------------
// Raw JSON

/** Props of {@link TxViewerRawJson}. */
export type TxViewerRawJsonProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Show the JSON at first. Default false. */
  defaultOpen?: boolean | undefined
}

/**
 * The transaction and its result exactly as the gateway sent them, as formatted
 * JSON text behind a toggle, with a copy button.
 *
 * @example
 * ```tsx
 * <TxViewerRoot viewer={viewer}><TxViewerRawJson defaultOpen /></TxViewerRoot>
 * ```
 */
export const TxViewerRawJson = /* @__PURE__ */ forwardRef<HTMLDivElement, TxViewerRawJsonProps>(function TxViewerRawJson({ defaultOpen = false, className, ...rest }, ref) {
  const model = useTxViewerContext('TxViewerRawJson')
  const { strings } = model
  const [open, setOpen] = useState(defaultOpen)
  const { copy, state } = useCopy()
  const headingId = useId()
  const jsonId = useId()
  const { rawJson } = model
  const json = useMemo(() => (open ? rawJson() : ''), [open, rawJson])
  return (
    <div ref={ref} className={cx('gk-tx-viewer__raw', className)} {...rest}>
      <TxViewerHeading level={model.headingLevel + 1} id={headingId}>
        {strings.rawJson}
      </TxViewerHeading>
      <div className="gk-tx-viewer__raw-actions">
        <button
          type="button"
          className="gk-button gk-tx-viewer__raw-toggle"
          aria-expanded={open}
          aria-controls={open ? jsonId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? strings.hideRawJson : strings.showRawJson}
        </button>
        <button type="button" className="gk-button gk-tx-viewer__raw-copy" data-state={state === 'idle' ? undefined : state} onClick={() => void copy(json || rawJson())}>
          {strings.copyRawJson}
        </button>
        <span className="gk-visually-hidden" aria-live="polite">
          {state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''}
        </span>
      </div>
      {open && (
        <pre id={jsonId} className="gk-tx-viewer__raw-json" tabIndex={0} role="region" aria-labelledby={headingId}>
          <code>{breakableText(json)}</code>
        </pre>
      )}
    </div>
  )
})

