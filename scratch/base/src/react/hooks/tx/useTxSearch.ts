import type { ExactPartial } from '../../../core/types.ts'
import type { GetTxSearchParameters, GetTxSearchResponse } from '../../../modules/tx/getTxSearch.ts'
import { getTxSearchInfiniteQueryOptions, getTxSearchQueryOptions } from '../../../query/tx/getTxSearch.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useTxSearch}. */
export type UseTxSearchParameters<TData = GetTxSearchResponse> = ExactPartial<GetTxSearchParameters> &
  HookParameters<QueryParameter<GetTxSearchResponse, TData>>

/**
 * Transactions matching an event query; waits until `eventQuery` or `events` is set.
 *
 * @example
 * ```tsx
 * const { data } = useTxSearch({ eventQuery: `message.sender='${address}'`, orderBy: 'ORDER_BY_DESC', limit: 20 })
 * ```
 */
export function useTxSearch<TData = GetTxSearchResponse>(parameters: UseTxSearchParameters<TData> = {}) {
  return useGatekitQuery(getTxSearchQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteTxSearch}. */
export type UseInfiniteTxSearchParameters = ExactPartial<GetTxSearchParameters> &
  HookParameters<InfiniteQueryParameter<GetTxSearchResponse, number>>

/**
 * Transactions matching an event query, as numbered pages.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteTxSearch({ eventQuery: 'tx.height>0', limit: 20 })
 * ```
 */
export function useInfiniteTxSearch(parameters: UseInfiniteTxSearchParameters = {}) {
  return useGatekitInfiniteQuery(getTxSearchInfiniteQueryOptions, parameters)
}
