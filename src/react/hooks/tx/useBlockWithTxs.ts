import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetBlockWithTxsParameters, GetBlockWithTxsResponse } from '../../../modules/tx/getBlockWithTxs.ts'
import {
  getBlockWithTxsInfiniteQueryOptions,
  getBlockWithTxsQueryOptions,
  type GetBlockWithTxsInfiniteParameters,
} from '../../../query/tx/getBlockWithTxs.ts'
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

/** Parameters of {@link useBlockWithTxs}. */
export type UseBlockWithTxsParameters<TData = GetBlockWithTxsResponse> = ExactPartial<GetBlockWithTxsParameters> &
  HookParameters<QueryParameter<GetBlockWithTxsResponse, TData>>

/**
 * A block with its transactions decoded, one page of them; waits until `height` is set.
 *
 * @example
 * ```tsx
 * const { data } = useBlockWithTxs({ height, pagination: { limit: 20 } })
 * const count = data?.pagination?.total
 * ```
 */
export function useBlockWithTxs<TData = GetBlockWithTxsResponse>(parameters: UseBlockWithTxsParameters<TData> = {}) {
  return useGatekitQuery(getBlockWithTxsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteBlockWithTxs}. */
export type UseInfiniteBlockWithTxsParameters<TData = InfiniteData<GetBlockWithTxsResponse, number>> =
  GetBlockWithTxsInfiniteParameters &
    HookParameters<InfiniteQueryParameter<GetBlockWithTxsResponse, number, TData>>

/**
 * The transactions of a block as pages; `fetchNextPage` moves the offset on
 * until the block's `pagination.total` is reached.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteBlockWithTxs({ height, pagination: { limit: 25 } })
 * const txs = data?.pages.flatMap((page) => page.txs)
 * ```
 */
export function useInfiniteBlockWithTxs<TData = InfiniteData<GetBlockWithTxsResponse, number>>(
  parameters: UseInfiniteBlockWithTxsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getBlockWithTxsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseBlockWithTxs}: `height` is required, since a suspended component cannot wait. */
export type UseSuspenseBlockWithTxsParameters<TData = GetBlockWithTxsResponse> = GetBlockWithTxsParameters &
  HookParameters<SuspenseQueryParameter<GetBlockWithTxsResponse, TData>>

/**
 * A block with its transactions decoded, one page of them, for a component inside `<Suspense>` (see
 * {@link useBlockWithTxs}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `height` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBlockWithTxs({ height, pagination: { limit: 20 } })
 * const count = data.pagination?.total
 * ```
 */
export function useSuspenseBlockWithTxs<TData = GetBlockWithTxsResponse>(
  parameters: UseSuspenseBlockWithTxsParameters<TData>,
) {
  return useGatekitSuspenseQuery(getBlockWithTxsQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteBlockWithTxs}: `height` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseInfiniteBlockWithTxsParameters<TData = InfiniteData<GetBlockWithTxsResponse, number>> =
  Omit<GetBlockWithTxsParameters, 'pagination'> & Pick<GetBlockWithTxsInfiniteParameters, 'pagination'> &
    HookParameters<SuspenseInfiniteQueryParameter<GetBlockWithTxsResponse, number, TData>>

/**
 * The transactions of a block as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteBlockWithTxs}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary; a missing
 * `height` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteBlockWithTxs({ height, pagination: { limit: 25 } })
 * const txs = data.pages.flatMap((page) => page.txs)
 * ```
 */
export function useSuspenseInfiniteBlockWithTxs<TData = InfiniteData<GetBlockWithTxsResponse, number>>(
  parameters: UseSuspenseInfiniteBlockWithTxsParameters<TData>,
) {
  return useGatekitSuspenseInfiniteQuery(getBlockWithTxsInfiniteQueryOptions, parameters)
}
