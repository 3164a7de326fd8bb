import type { ExactPartial } from '../../../core/types.ts'
import type { GetAccountsParameters, GetAccountsResponse } from '../../../modules/auth/getAccounts.ts'
import { getAccountsInfiniteQueryOptions, getAccountsQueryOptions } from '../../../query/auth/getAccounts.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useAccounts}. */
export type UseAccountsParameters<TData = GetAccountsResponse> = ExactPartial<GetAccountsParameters> &
  HookParameters<QueryParameter<GetAccountsResponse, TData>>

/**
 * One page of every account of the chain.
 *
 * @example
 * ```tsx
 * const { data } = useAccounts({ pagination: { limit: 50 } })
 * const addresses = data?.accounts.map((account) => getBaseAccount(account)?.address)
 * ```
 */
export function useAccounts<TData = GetAccountsResponse>(parameters: UseAccountsParameters<TData> = {}) {
  return useGatekitQuery(getAccountsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteAccounts}. */
export type UseInfiniteAccountsParameters = ExactPartial<GetAccountsParameters> &
  HookParameters<InfiniteQueryParameter<GetAccountsResponse, string | undefined>>

/**
 * Every account of the chain as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteAccounts({ pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.accounts)
 * ```
 */
export function useInfiniteAccounts(parameters: UseInfiniteAccountsParameters = {}) {
  return useGatekitInfiniteQuery(getAccountsInfiniteQueryOptions, parameters)
}
