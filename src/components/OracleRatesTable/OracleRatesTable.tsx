import { forwardRef, useCallback } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import { useDenomsMetadata } from '../../react/hooks/bank/useDenomsMetadata.ts'
import { useOracleRates } from '../../react/hooks/oracle/useOracleRates.ts'
import { usePriceSnapshotHistory } from '../../react/hooks/oracle/usePriceSnapshotHistory.ts'
import { OracleRatesTableView, type OracleRatesTableViewProps } from './OracleRatesTableView.tsx'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { oracleRatesMetadataParameters } from './prefetchOracleRatesTable.ts'

/** Parameters of {@link useOracleRatesTableData}. */
export type UseOracleRatesTableDataParameters = {
  /** How often rates and snapshots are refetched, in ms; `false` never. Default 10 000. */
  refetchInterval?: number | false | undefined
  client?: GatewayClient | undefined
}

/**
 * The data of {@link OracleRatesTable}: the rates and price snapshots, refreshed live, and the
 * bank's denom metadata (one query, for display units), as the `rates`, `snapshots`, `metadata`, status and retry props of `OracleRatesTableView`. Fetching only; the
 * rows, trends and announcements are `useOracleRatesTable`'s.
 *
 * @example
 * ```tsx
 * const data = useOracleRatesTableData({ refetchInterval: 5_000 })
 * <OracleRatesTableView {...data} locale="en-US" />
 * ```
 */
export function useOracleRatesTableData({ refetchInterval = 10_000, client }: UseOracleRatesTableDataParameters = {}) {
  const rates = useOracleRates({ client, query: { refetchInterval } })
  const history = usePriceSnapshotHistory({ client, query: { refetchInterval } })
  // One query for every denom's display unit (not one per row); metadata changes rarely. Without it
  // (still loading, or failed) the rows show their denoms as the chain writes them.
  const metadata = useDenomsMetadata({ client, ...oracleRatesMetadataParameters, query: { staleTime: 60 * 60 * 1000 } })
  const list = rates.data?.denom_oracle_exchange_rate
  const status = list ? (list.length === 0 ? 'empty' : 'success') : rates.isError ? 'error' : 'pending'
  const snapshotsStatus = history.data ? 'success' : history.isError ? 'error' : 'pending'
  const { refetch: refetchRates } = rates
  const { refetch: refetchHistory } = history
  const historyLoaded = history.data !== undefined
  const onRetry = useCallback(() => {
    void refetchRates()
    if (!historyLoaded) void refetchHistory()
  }, [refetchRates, refetchHistory, historyLoaded])
  return {
    rates: list ?? [],
    snapshots: history.data?.price_snapshot,
    snapshotsStatus,
    metadata: metadata.data?.metadatas,
    status,
    error: rates.error,
    onRetry,
  } as const
}

/** Props of {@link OracleRatesTable}: those of {@link OracleRatesTableView} but the data, which it fetches. */
export type OracleRatesTableProps = Omit<OracleRatesTableViewProps, 'rates' | 'snapshots' | 'metadata' | 'snapshotsStatus' | 'status' | 'error' | 'onRetry'> & {
  /**
   * How often rates and snapshots are refetched, in ms; `false` never. Default 10 000.
   * Refetching pauses while the page is hidden (TanStack's default).
   */
  refetchInterval?: number | false | undefined
  /** A client for this component only; otherwise the provider's. */
  client?: GatewayClient | undefined
}

/**
 * The oracle's exchange rates through the gateway, refreshed live
 * (`useOracleRates` and `usePriceSnapshotHistory` with `refetchInterval`),
 * each with a sparkline of its price snapshots. New rates are announced
 * politely. Once rates are shown, a failed refresh keeps them on screen.
 *
 * @example
 * ```tsx
 * <OracleRatesTable refetchInterval={5_000} locale="en-US" />
 * ```
 */
export const OracleRatesTable = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, OracleRatesTableProps>(function OracleRatesTable(
  { refetchInterval = 10_000, client, ...rest },
  ref,
) {
  const data = useOracleRatesTableData({ refetchInterval, client })
  return (
    <OracleRatesTableView
      ref={ref}
      {...rest}
      {...data}
    />
  )
}),
  ({ refetchInterval: _refetchInterval, client: _client, ...props }, error, reset) => (
    <OracleRatesTableView {...props} rates={[]} status="error" error={error} onRetry={reset} />
  ),
)
