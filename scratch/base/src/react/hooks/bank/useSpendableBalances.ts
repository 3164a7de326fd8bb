import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetSpendableBalancesParameters,
  GetSpendableBalancesResponse,
} from '../../../modules/bank/getSpendableBalances.ts'
import {
  getSpendableBalancesInfiniteQueryOptions,
  getSpendableBalancesQueryOptions,
} from '../../../query/bank/getSpendableBalances.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useSpendableBalances}. */
export type UseSpendableBalancesParameters<TData = GetSpendableBalancesResponse> =
  ExactPartial<GetSpendableBalancesParameters> &
    HookParameters<QueryParameter<GetSpendableBalancesResponse, TData>>

/**
 * One page of the spendable balances of an account; waits until `address` is set.
 *
 * @example
 * ```tsx
 * const { data } = useSpendableBalances({ address })
 * ```
 */
export function useSpendableBalances<TData = GetSpendableBalancesResponse>(
  parameters: UseSpendableBalancesParameters<TData> = {},
) {
  return useGatekitQuery(getSpendableBalancesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteSpendableBalances}. */
export type UseInfiniteSpendableBalancesParameters = ExactPartial<GetSpendableBalancesParameters> &
  HookParameters<InfiniteQueryParameter<GetSpendableBalancesResponse, string | undefined>>

/**
 * The spendable balances of an account as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSpendableBalances({ address, pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.balances)
 * ```
 */
export function useInfiniteSpendableBalances(parameters: UseInfiniteSpendableBalancesParameters = {}) {
  return useGatekitInfiniteQuery(getSpendableBalancesInfiniteQueryOptions, parameters)
}
