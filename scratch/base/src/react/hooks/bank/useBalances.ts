import type { ExactPartial } from '../../../core/types.ts'
import type { GetBalancesParameters, GetBalancesResponse } from '../../../modules/bank/getBalances.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../../query/bank/getBalances.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useBalances}. */
export type UseBalancesParameters<TData = GetBalancesResponse> = ExactPartial<GetBalancesParameters> &
  HookParameters<QueryParameter<GetBalancesResponse, TData>>

/**
 * The balances of an account; waits until `address` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useBalances({ address })
 * ```
 */
export function useBalances<TData = GetBalancesResponse>(parameters: UseBalancesParameters<TData> = {}) {
  return useGatekitQuery(getBalancesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteBalances}. */
export type UseInfiniteBalancesParameters = ExactPartial<GetBalancesParameters> &
  HookParameters<InfiniteQueryParameter<GetBalancesResponse, string | undefined>>

/**
 * The balances of an account as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteBalances({ address, pagination: { limit: 50 } })
 * const balances = data?.pages.flatMap((page) => page.balances)
 * ```
 */
export function useInfiniteBalances(parameters: UseInfiniteBalancesParameters = {}) {
  return useGatekitInfiniteQuery(getBalancesInfiniteQueryOptions, parameters)
}
