import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfiniteSpendableBalancesParameters<
  TData = InfiniteData<GetSpendableBalancesResponse, string | undefined>,
> = ExactPartial<GetSpendableBalancesParameters> &
  HookParameters<InfiniteQueryParameter<GetSpendableBalancesResponse, string | undefined, TData>>

/**
 * The spendable balances of an account as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSpendableBalances({ address, pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.balances)
 * ```
 */
export function useInfiniteSpendableBalances<TData = InfiniteData<GetSpendableBalancesResponse, string | undefined>>(
  parameters: UseInfiniteSpendableBalancesParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getSpendableBalancesInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseSpendableBalances}: `address` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseSpendableBalancesParameters<TData = GetSpendableBalancesResponse> =
  GetSpendableBalancesParameters &
    HookParameters<SuspenseQueryParameter<GetSpendableBalancesResponse, TData>>

/**
 * One page of the spendable balances of an account, for a component inside `<Suspense>` (see
 * {@link useSpendableBalances}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `address` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSpendableBalances({ address })
 * ```
 */
export function useSuspenseSpendableBalances<TData = GetSpendableBalancesResponse>(
  parameters: UseSuspenseSpendableBalancesParameters<TData>,
) {
  return useGatekitSuspenseQuery(getSpendableBalancesQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteSpendableBalances}: `address` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseInfiniteSpendableBalancesParameters<
  TData = InfiniteData<GetSpendableBalancesResponse, string | undefined>,
> = GetSpendableBalancesParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetSpendableBalancesResponse, string | undefined, TData>>

/**
 * The spendable balances of an account as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteSpendableBalances}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary; a missing `address` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteSpendableBalances({
 *   address,
 *   pagination: { limit: 50 },
 * })
 * const items = data.pages.flatMap((page) => page.balances)
 * ```
 */
export function useSuspenseInfiniteSpendableBalances<
  TData = InfiniteData<GetSpendableBalancesResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteSpendableBalancesParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getSpendableBalancesInfiniteQueryOptions, parameters)
}
