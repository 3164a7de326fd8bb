import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfiniteAccountsParameters<TData = InfiniteData<GetAccountsResponse, string | undefined>> =
  ExactPartial<GetAccountsParameters> &
    HookParameters<InfiniteQueryParameter<GetAccountsResponse, string | undefined, TData>>

/**
 * Every account of the chain as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteAccounts({ pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.accounts)
 * ```
 */
export function useInfiniteAccounts<TData = InfiniteData<GetAccountsResponse, string | undefined>>(
  parameters: UseInfiniteAccountsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getAccountsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseAccounts}. */
export type UseSuspenseAccountsParameters<TData = GetAccountsResponse> = GetAccountsParameters &
  HookParameters<SuspenseQueryParameter<GetAccountsResponse, TData>>

/**
 * One page of every account of the chain, for a component inside `<Suspense>` (see
 * {@link useAccounts}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAccounts({ pagination: { limit: 50 } })
 * const addresses = data.accounts.map((account) => getBaseAccount(account)?.address)
 * ```
 */
export function useSuspenseAccounts<TData = GetAccountsResponse>(
  parameters: UseSuspenseAccountsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getAccountsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteAccounts}. */
export type UseSuspenseInfiniteAccountsParameters<TData = InfiniteData<GetAccountsResponse, string | undefined>> =
  GetAccountsParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetAccountsResponse, string | undefined, TData>>

/**
 * Every account of the chain as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteAccounts}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteAccounts({ pagination: { limit: 50 } })
 * const items = data.pages.flatMap((page) => page.accounts)
 * ```
 */
export function useSuspenseInfiniteAccounts<TData = InfiniteData<GetAccountsResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteAccountsParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getAccountsInfiniteQueryOptions, parameters)
}
