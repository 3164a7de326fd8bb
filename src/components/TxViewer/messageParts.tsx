import { forwardRef, startTransition, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react'
import { formatAmount, truncateMiddle } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { fillTemplate } from '../shared/text.ts'
import { TxViewerEvents, TxViewerLogs } from './detailParts.tsx'
import { createMessageHelpers } from './messageHelpers.tsx'
import { TxViewerHeading } from './parts.tsx'
import { ChainText, fillNodes } from './text.tsx'
import { TxViewerJsonTree } from './TxViewerJsonTree.tsx'
import { useTxViewerContext, type TxViewerMessage } from './useTxViewer.ts'

// The messages of a transaction: one card each, rendered through the registry.

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
