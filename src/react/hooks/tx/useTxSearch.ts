import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfiniteTxSearchParameters<TData = InfiniteData<GetTxSearchResponse, number>> =
  ExactPartial<GetTxSearchParameters> &
    HookParameters<InfiniteQueryParameter<GetTxSearchResponse, number, TData>>

/**
 * Transactions matching an event query, as numbered pages.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteTxSearch({ eventQuery: 'tx.height>0', limit: 20 })
 * ```
 */
export function useInfiniteTxSearch<TData = InfiniteData<GetTxSearchResponse, number>>(
  parameters: UseInfiniteTxSearchParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getTxSearchInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseTxSearch}. */
export type UseSuspenseTxSearchParameters<TData = GetTxSearchResponse> = GetTxSearchParameters &
  HookParameters<SuspenseQueryParameter<GetTxSearchResponse, TData>>

/**
 * Transactions matching an event query, for a component inside `<Suspense>` (see
 * {@link useTxSearch}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; with neither `eventQuery` nor `events`, a `ParameterError`,
 * before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTxSearch({
 *   eventQuery: `message.sender='${address}'`,
 *   orderBy: 'ORDER_BY_DESC',
 *   limit: 20,
 * })
 * ```
 */
export function useSuspenseTxSearch<TData = GetTxSearchResponse>(
  parameters: UseSuspenseTxSearchParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getTxSearchQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteTxSearch}. */
export type UseSuspenseInfiniteTxSearchParameters<TData = InfiniteData<GetTxSearchResponse, number>> =
  GetTxSearchParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetTxSearchResponse, number, TData>>

/**
 * Transactions matching an event query, as numbered pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteTxSearch}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary; with
 * neither `eventQuery` nor `events`, a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteTxSearch({ eventQuery: 'tx.height>0', limit: 20 })
 * ```
 */
export function useSuspenseInfiniteTxSearch<TData = InfiniteData<GetTxSearchResponse, number>>(
  parameters: UseSuspenseInfiniteTxSearchParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getTxSearchInfiniteQueryOptions, parameters)
}
