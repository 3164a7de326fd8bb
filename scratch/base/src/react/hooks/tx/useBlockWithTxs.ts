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
export type UseInfiniteBlockWithTxsParameters = GetBlockWithTxsInfiniteParameters &
  HookParameters<InfiniteQueryParameter<GetBlockWithTxsResponse, number>>

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
export function useInfiniteBlockWithTxs(parameters: UseInfiniteBlockWithTxsParameters = {}) {
  return useGatekitInfiniteQuery(getBlockWithTxsInfiniteQueryOptions, parameters)
}
