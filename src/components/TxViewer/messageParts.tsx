import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react'
import { Address } from '../Address/Address.tsx'
import { AmountView } from '../Amount/AmountView.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { dash, joinNodes, renderCoin } from './coinNodes.tsx'
import { asCoins, asText } from './decode.ts'
import type { MessageFieldRow, MessageHelpers } from './messageTypes.ts'
import { formatAmount, truncateMiddle } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { fillTemplate } from '../shared/text.ts'
import { fillNodes } from '../shared/fillNodes.tsx'
import { accountPrefixOf } from '../shared/eventValueEntities.ts'
import { TxViewerEvents, TxViewerLogs } from './detailParts.tsx'
import { TxViewerHeading } from './TxViewerHeading.tsx'
import { ChainText, LongText } from './text.tsx'
import { TxViewerJsonTree } from './TxViewerJsonTree.tsx'
import { resolveMessages, useTxViewerContext, type TxViewerMessage, type TxViewerModel } from './useTxViewer.ts'
import { useProgressiveRows } from '../shared/table/useDeferredRows.ts'

// The messages of a transaction: one card each, rendered through the registry with the
// helpers (MessageHelpers) bound to the viewer, which render nested messages the same way.

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
  // A value cut in the middle to `head` and `tail` characters, the whole of it in the title.
  const shortText = (value: unknown, head: number, tail: number) => {
    const text = asText(value)
    if (!text) return dash
    const short = truncateMiddle(text, { head, tail })
    return (
      <span className="gk-tx-viewer__short" title={short === text ? undefined : text}>
        <ChainText value={short} strings={strings} />
      </span>
    )
  }
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
    short: (value) => shortText(value, 10, 6),
    inline: (value) => shortText(value, 40, 20),
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
            accountPrefix={accountPrefixOf(model.signers[0])}
          />
        ) : (
          <p className="gk-tx-viewer__note">{strings.messageNoEvents}</p>
        ))}
    </article>
  )
})

// A transaction of a hundred messages is thousands of elements: rendered in one go, that is a task of
// over 100 ms. A first screenful of cards renders with the viewer (with the summary above them, three
// cards fill a window; more made the first task about 50 ms of CPU, most of it the first Intl
// formatters and the first call of every component). The rest follow a batch at a time in
// transitions, which React renders in interruptible slices, so the page stays responsive while they
// arrive; the list is aria-busy until every card is there. Every message is in the DOM within a few
// frames, so find-in-page and screen readers reach all of them; only events wait for their disclosure.
const firstMessages = 3
const messageBatch = 12

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
  const shown = useProgressiveRows(list, { first: firstMessages, step: messageBatch, whileHydrating: 'first' })
  return (
    <ol
      ref={ref}
      className={cx('gk-tx-viewer__messages', className)}
      data-depth={depth}
      aria-busy={shown.revealing || undefined}
      {...rest}
    >
      {shown.rows.map((message) => (
        <li key={message.index} className="gk-tx-viewer__messages-item">
          <TxViewerMessageCard message={message} depth={depth} />
        </li>
      ))}
    </ol>
  )
})
