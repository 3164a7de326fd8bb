// What a transaction looks like before it arrives: the summary card with its rows, the messages
// heading and one message card, in the loaded viewer's own boxes (same classes, same spacing), so
// the page does not jump when the transaction replaces it. Decorative: QueryStatus hides it from
// assistive technology, which hears the loading text instead.
import type { ReactNode } from 'react'

// The summary's usual rows: hash, status, height, time, fee, gas, memo, signers.
const summaryRows = 8
// A typical message card: header (title, summary, type URL) and a few fields.
const messageFields = 3

// One line of text: a bar whose width is set by class, not by inline style (markup stays valid
// under a strict style-src CSP).
function Line({ size, className }: { size: 'short' | 'medium' | 'long'; className?: string }): ReactNode {
  return (
    <span className={className ? `gk-skeleton-line ${className}` : 'gk-skeleton-line'}>
      <span className={`gk-skeleton gk-skeleton--text gk-skeleton--${size}`} />
    </span>
  )
}

// A label over (or beside) its value, as a summary row or a message field.
const pairs = (count: number, className: string, value: (index: number) => 'medium' | 'long') =>
  Array.from({ length: count }, (_, index) => (
    <div key={index} className={className}>
      <Line size="short" />
      <Line size={value(index)} />
    </div>
  ))

/**
 * The skeleton of a transaction viewer: the summary card, the messages heading and a message card.
 *
 * @example
 * ```tsx
 * <QueryStatus status="pending" skeleton={<TxViewerSkeleton />} />
 * ```
 */
export function TxViewerSkeleton(): ReactNode {
  return (
    <div className="gk-tx-viewer__skeleton" data-skeleton="">
      <div className="gk-tx-viewer__summary">{pairs(summaryRows, 'gk-tx-viewer__summary-row', (index) => (index % 2 ? 'medium' : 'long'))}</div>
      <div className="gk-tx-viewer__section">
        <Line size="short" className="gk-tx-viewer__skeleton-heading" />
        <div className="gk-tx-viewer__message">
          <div className="gk-tx-viewer__message-header">
            <Line size="medium" />
            <Line size="long" />
            <Line size="long" />
          </div>
          <div className="gk-tx-viewer__message-body">{pairs(messageFields, 'gk-tx-viewer__field', () => 'medium')}</div>
        </div>
      </div>
    </div>
  )
}
