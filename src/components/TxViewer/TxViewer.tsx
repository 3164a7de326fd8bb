import { forwardRef, useCallback, type ReactNode } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import { useTx, type UseTxParameters } from '../../react/hooks/tx/useTx.ts'
import { Amount } from '../Amount/Amount.tsx'
import { toViewStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import type { TxViewerCoin } from './useTxViewer.ts'
import { TxViewerView, type TxViewerViewProps } from './TxViewerView.tsx'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Parameters of {@link useTxViewerData}: which transaction to fetch, and how. */
export type UseTxViewerDataParameters = {
  /** Transaction hash, hex (without `0x`). Nothing is fetched until it is set. */
  hash: string | null | undefined
  /** A client for this viewer only; otherwise the provider's. */
  client?: GatewayClient | undefined
  /** TanStack Query options of the fetch (`refetchInterval` to wait for a transaction still in the mempool, ...). */
  query?: UseTxParameters['query']
  /** Locale of the amounts; default the provider's (`GatekitUIProvider`). */
  locale?: string | undefined
}

/** What {@link useTxViewerData} gives {@link TxViewerView}. */
export type TxViewerData = Pick<TxViewerViewProps, 'tx' | 'txResponse' | 'error' | 'onRetry'> & {
  status: ViewStatus
  /** Amounts resolved to display units through the gateway's denom metadata and IBC traces. */
  renderAmount: (coin: TxViewerCoin) => ReactNode
}

/**
 * The data of {@link TxViewer}: the transaction fetched by hash (`useTx`) as the
 * props of {@link TxViewerView}, its status (an unknown hash is `empty`, with the
 * 404 as `error` so the View says "not found"), a retry, and amounts rendered
 * with `Amount`, which resolves denom metadata through the gateway.
 *
 * @example
 * ```tsx
 * const data = useTxViewerData({ hash })
 * <TxViewerView {...data} headingLevel={1} />
 * ```
 */
export function useTxViewerData({ hash, client, query, locale }: UseTxViewerDataParameters): TxViewerData {
  const trimmed = hash?.trim() || undefined
  const result = useTx({ hash: trimmed, client, query })
  const { refetch } = result
  const onRetry = useCallback(() => void refetch(), [refetch])
  const renderAmount = useCallback((coin: TxViewerCoin) => <Amount amount={coin.amount} denom={coin.denom} locale={locale} />, [locale])
  return {
    tx: result.data?.tx,
    txResponse: result.data?.tx_response,
    // Without a hash there is nothing to show; an unknown hash (404) is an empty state, not an error.
    status: trimmed ? toViewStatus(result.status, false, result.error) : 'empty',
    error: result.error ?? undefined,
    onRetry,
    renderAmount,
  }
}

/** Props of {@link TxViewer}: those of {@link TxViewerView} but the data, which it fetches by hash. */
export type TxViewerProps = Omit<TxViewerViewProps, 'tx' | 'txResponse' | 'status' | 'error' | 'onRetry'> & Omit<UseTxViewerDataParameters, 'locale'>

/**
 * A transaction fetched by hash and shown with {@link TxViewerView}. Amounts are
 * resolved to display units through the gateway's denom metadata and IBC traces.
 * An unknown hash (404) is an empty state that says so, without a retry button.
 *
 * @example
 * ```tsx
 * <TxViewer hash="5775DB42A21FE201110B153C9E12C4B8BF585EC212C7EA7F0725436AEA8813B2" />
 * ```
 */
export const TxViewer = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLElement, TxViewerProps>(function TxViewer({ hash, client, query, renderAmount, ...props }, ref) {
  // Amount resolves a locale it is not given from the provider, as the View does.
  const data = useTxViewerData({ hash, client, query, locale: props.locale })
  return <TxViewerView ref={ref} {...props} {...data} renderAmount={renderAmount ?? data.renderAmount} />
}),
  ({ hash: _hash, client: _client, query: _query, ...props }, error, reset) => (
    <TxViewerView {...props} status="error" error={error} onRetry={reset} />
  ),
)
