import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfiniteBalancesParameters<TData = InfiniteData<GetBalancesResponse, string | undefined>> =
  ExactPartial<GetBalancesParameters> &
    HookParameters<InfiniteQueryParameter<GetBalancesResponse, string | undefined, TData>>

/**
 * The balances of an account as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteBalances({ address, pagination: { limit: 50 } })
 * const balances = data?.pages.flatMap((page) => page.balances)
 * ```
 */
export function useInfiniteBalances<TData = InfiniteData<GetBalancesResponse, string | undefined>>(
  parameters: UseInfiniteBalancesParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getBalancesInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseBalances}: `address` is required, since a suspended component cannot wait. */
export type UseSuspenseBalancesParameters<TData = GetBalancesResponse> = GetBalancesParameters &
  HookParameters<SuspenseQueryParameter<GetBalancesResponse, TData>>

/**
 * The balances of an account, for a component inside `<Suspense>` (see {@link useBalances}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary; a missing `address` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBalances({ address })
 * ```
 */
export function useSuspenseBalances<TData = GetBalancesResponse>(parameters: UseSuspenseBalancesParameters<TData>) {
  return useGatekitSuspenseQuery(getBalancesQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteBalances}: `address` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseInfiniteBalancesParameters<TData = InfiniteData<GetBalancesResponse, string | undefined>> =
  GetBalancesParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetBalancesResponse, string | undefined, TData>>

/**
 * The balances of an account as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteBalances}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary; a missing
 * `address` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteBalances({ address, pagination: { limit: 50 } })
 * const balances = data.pages.flatMap((page) => page.balances)
 * ```
 */
export function useSuspenseInfiniteBalances<TData = InfiniteData<GetBalancesResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteBalancesParameters<TData>,
) {
  return useGatekitSuspenseInfiniteQuery(getBalancesInfiniteQueryOptions, parameters)
}
