// What a transaction looks like before it arrives: the summary card with its rows, the messages
// heading and one message card, in the loaded viewer's own boxes (same classes, same spacing), so
// the page does not jump when the transaction replaces it. Decorative: QueryStatus hides it from
// assistive technology, which hears the loading text instead.
import type { ReactNode } from 'react'

// The summary's usual rows: hash, status, height, time, fee, gas, memo, signers.
const summaryRows = 8
// A typical message card: header (title, summary, type URL) and a few fields.
const messageFields = 3

// Widths by class, not by inline style: markup stays valid under a strict style-src CSP.
function Bar({ size }: { size: 'short' | 'medium' | 'long' }): ReactNode {
  return <span className={`gk-skeleton gk-skeleton--text gk-skeleton--${size}`} />
}

/**
 * The skeleton of a transaction viewer: the summary card, the messages heading and a message card.
 *
 * @example
 * ```tsx
 * <QueryStatus status="pending" skeleton={<TxViewerSkeleton />} />
 * ```
 */
export function TxViewerSkeleton(): ReactNode {
  const rows: ReactNode[] = []
  for (let index = 0; index < summaryRows; index++) {
    rows.push(
      <div key={index} className="gk-tx-viewer__summary-row">
        <span className="gk-skeleton-line">
          <Bar size="short" />
        </span>
        <span className="gk-skeleton-line">
          <Bar size={index % 2 ? 'medium' : 'long'} />
        </span>
      </div>,
    )
  }
  const fields: ReactNode[] = []
  for (let index = 0; index < messageFields; index++) {
    fields.push(
      <div key={index} className="gk-tx-viewer__field">
        <span className="gk-skeleton-line">
          <Bar size="short" />
        </span>
        <span className="gk-skeleton-line">
          <Bar size="medium" />
        </span>
      </div>,
    )
  }
  return (
    <div className="gk-tx-viewer__skeleton" data-skeleton="">
      <div className="gk-tx-viewer__summary">{rows}</div>
      <div className="gk-tx-viewer__section">
        <span className="gk-skeleton-line gk-tx-viewer__skeleton-heading">
          <Bar size="short" />
        </span>
        <div className="gk-tx-viewer__message">
          <div className="gk-tx-viewer__message-header">
            <span className="gk-skeleton-line">
              <Bar size="medium" />
            </span>
            <span className="gk-skeleton-line">
              <Bar size="long" />
            </span>
            <span className="gk-skeleton-line">
              <Bar size="long" />
            </span>
          </div>
          <div className="gk-tx-viewer__message-body">{fields}</div>
        </div>
      </div>
    </div>
  )
}
