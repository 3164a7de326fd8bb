// The line a live table (BlockExplorerTable, TxTable) shows under its rows when the latest check for new
// rows failed: the rows shown stay good, so the failure is said there with a retry, not as the table's error.
import type { ReactNode } from 'react'

/** What {@link withLiveErrorFooter} needs to say a failed check for new rows. */
export type LiveErrorFooterParameters = {
  /** The latest check's error; nothing is said while it is null or undefined. */
  liveError: unknown
  /** The sentence ("Could not check for new blocks."). */
  message: string
  /** The retry button's name. */
  retry: string
  /** Checks again. */
  onRetry: () => void
}

/**
 * The footer of a live table: the caller's own `footer` under a "could not check for new rows" line with
 * its retry when the latest check failed, else the caller's `footer` as it is (`undefined` stays
 * `undefined`, so the view renders no footer wrapper, and no empty padded line, when there is nothing to say).
 *
 * @example
 * ```tsx
 * <TxTableView footer={withLiveErrorFooter(footer, { liveError, message: strings.liveError, retry: common.retry, onRetry: refetch })} … />
 * ```
 */
export function withLiveErrorFooter(footer: ReactNode, { liveError, message, retry, onRetry }: LiveErrorFooterParameters): ReactNode {
  if (liveError === null || liveError === undefined) return footer
  return (
    <>
      <p className="gk-explorer-table__live-error" role="status">
        {message}{' '}
        <button type="button" className="gk-button" onClick={onRetry}>
          {retry}
        </button>
      </p>
      {footer}
    </>
  )
}
