import type { GetPriceSnapshotHistoryResponse } from '../../../modules/oracle/getPriceSnapshotHistory.ts'
import { getPriceSnapshotHistoryQueryOptions } from '../../../query/oracle/getPriceSnapshotHistory.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePriceSnapshotHistory}. */
export type UsePriceSnapshotHistoryParameters<TData = GetPriceSnapshotHistoryResponse> = HookParameters<QueryParameter<GetPriceSnapshotHistoryResponse, TData>>

/**
 * The oracle price snapshots of the lookback period, oldest first.
 *
 * @example
 * ```tsx
 * const { data } = usePriceSnapshotHistory({ query: { refetchInterval: 5_000 } })
 * const latest = data?.price_snapshot.at(-1)
 * ```
 */
export function usePriceSnapshotHistory<TData = GetPriceSnapshotHistoryResponse>(parameters: UsePriceSnapshotHistoryParameters<TData> = {}) {
  return useGatekitQuery(getPriceSnapshotHistoryQueryOptions, parameters)
}
