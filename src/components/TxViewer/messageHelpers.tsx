import { Fragment, type ReactNode } from 'react'
import { truncateMiddle, type DenomMetadataLike } from '../../core/format.ts'
import { Address } from '../Address/Address.tsx'
import { AmountView } from '../Amount/AmountView.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { asCoins, asText } from './decode.ts'
import { TxViewerMessageList } from './messageParts.tsx'
import type { MessageFieldRow, MessageHelpers } from './registry.tsx'
import { ChainText, fillNodes, LongText } from './text.tsx'
import { TxViewerJsonTree } from './TxViewerJsonTree.tsx'
import { resolveMessages, type TxViewerMessage, type TxViewerModel } from './useTxViewer.ts'

// The helpers a message renderer gets (MessageHelpers): amounts, addresses, text and
// nested messages, bound to one viewer.

function findMetadata(metadata: TxViewerModel['metadata'], denom: string): DenomMetadataLike | undefined {
  if (!metadata) return undefined
  if (Array.isArray(metadata)) return (metadata as readonly DenomMetadataLike[]).find((entry) => entry.base === denom)
  return (metadata as Readonly<Record<string, DenomMetadataLike>>)[denom]
}

export function renderCoin(model: TxViewerModel, coin: { amount: string; denom: string }): ReactNode {
  if (model.renderAmount) return model.renderAmount(coin)
  return <AmountView amount={coin.amount} denom={coin.denom} metadata={findMetadata(model.metadata, coin.denom)} locale={model.locale} />
}

export function joinNodes(nodes: readonly ReactNode[], separator: ReactNode = ', '): ReactNode {
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
