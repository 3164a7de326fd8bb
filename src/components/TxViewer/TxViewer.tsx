import { forwardRef, useCallback } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import { useTx, type UseTxParameters } from '../../react/hooks/tx/useTx.ts'
import { Amount } from '../Amount/Amount.tsx'
import { isNotFoundError } from '../shared/describeError.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultTxViewerStrings } from './strings.ts'
import type { TxViewerCoin } from './useTxViewer.ts'
import { TxViewerView, type TxViewerViewProps } from './TxViewerView.tsx'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link TxViewer}: those of {@link TxViewerView} but the data, which it fetches by hash. */
export type TxViewerProps = Omit<TxViewerViewProps, 'tx' | 'txResponse' | 'status' | 'error' | 'onRetry'> & {
  /** Transaction hash, hex (without `0x`). Nothing is fetched until it is set. */
  hash: string | null | undefined
  /** A client for this viewer only; otherwise the provider's. */
  client?: GatewayClient | undefined
  /** TanStack Query options of the fetch (`refetchInterval` to wait for a transaction still in the mempool, ...). */
  query?: UseTxParameters['query']
}

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
  const { locale } = useGatekitUI(defaultTxViewerStrings, { strings: props.strings, locale: props.locale })
  const trimmed = hash?.trim() || undefined
  const result = useTx({ hash: trimmed, client, query })
  // An unknown hash is an empty state ("no transaction with this hash"), not an error.
  const notFound = isNotFoundError(result.error)
  const { refetch } = result
  const retry = useCallback(() => void refetch(), [refetch])
  const connectedAmount = useCallback((coin: TxViewerCoin) => <Amount amount={coin.amount} denom={coin.denom} locale={locale} />, [locale])
  return (
    <TxViewerView
      ref={ref}
      {...props}
      renderAmount={renderAmount ?? connectedAmount}
      tx={result.data?.tx}
      txResponse={result.data?.tx_response}
      status={trimmed && !notFound ? result.status : 'empty'}
      error={result.error ?? undefined}
      onRetry={retry}
      data-error={notFound ? 'not-found' : undefined}
    />
  )
}),
  ({ hash: _hash, client: _client, query: _query, ...props }, error, reset) => (
    <TxViewerView {...props} status="error" error={error} onRetry={reset} />
  ),
)
