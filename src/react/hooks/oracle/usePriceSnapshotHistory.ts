import type { GetPriceSnapshotHistoryResponse } from '../../../modules/oracle/getPriceSnapshotHistory.ts'
import { getPriceSnapshotHistoryQueryOptions } from '../../../query/oracle/getPriceSnapshotHistory.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspensePriceSnapshotHistory}. */
export type UseSuspensePriceSnapshotHistoryParameters<TData = GetPriceSnapshotHistoryResponse> =
  HookParameters<SuspenseQueryParameter<GetPriceSnapshotHistoryResponse, TData>>

/**
 * The oracle price snapshots of the lookback period, oldest first, for a component inside
 * `<Suspense>` (see {@link usePriceSnapshotHistory}): it suspends until the data is there, so
 * `data` is never undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePriceSnapshotHistory()
 * const latest = data.price_snapshot.at(-1)
 * ```
 */
export function useSuspensePriceSnapshotHistory<TData = GetPriceSnapshotHistoryResponse>(
  parameters: UseSuspensePriceSnapshotHistoryParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getPriceSnapshotHistoryQueryOptions, parameters)
}
