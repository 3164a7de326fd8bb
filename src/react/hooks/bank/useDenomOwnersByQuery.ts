import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetDenomOwnersByQueryParameters,
  GetDenomOwnersByQueryResponse,
} from '../../../modules/bank/getDenomOwnersByQuery.ts'
import {
  getDenomOwnersByQueryInfiniteQueryOptions,
  getDenomOwnersByQueryQueryOptions,
} from '../../../query/bank/getDenomOwnersByQuery.ts'
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

/** Parameters of {@link useDenomOwnersByQuery}. */
export type UseDenomOwnersByQueryParameters<TData = GetDenomOwnersByQueryResponse> =
  ExactPartial<GetDenomOwnersByQueryParameters> &
    HookParameters<QueryParameter<GetDenomOwnersByQueryResponse, TData>>

/**
 * One page of the accounts holding a denom, with the denom in the query string (SDK 0.50.3+); waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomOwnersByQuery({ denom: 'factory/kii1.../ORO' })
 * ```
 */
export function useDenomOwnersByQuery<TData = GetDenomOwnersByQueryResponse>(
  parameters: UseDenomOwnersByQueryParameters<TData> = {},
) {
  return useGatekitQuery(getDenomOwnersByQueryQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomOwnersByQuery}. */
export type UseInfiniteDenomOwnersByQueryParameters<
  TData = InfiniteData<GetDenomOwnersByQueryResponse, string | undefined>,
> = ExactPartial<GetDenomOwnersByQueryParameters> &
  HookParameters<InfiniteQueryParameter<GetDenomOwnersByQueryResponse, string | undefined, TData>>

/**
 * The accounts holding a denom (query-string form) as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomOwnersByQuery({ denom: 'factory/kii1.../ORO', pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useInfiniteDenomOwnersByQuery<TData = InfiniteData<GetDenomOwnersByQueryResponse, string | undefined>>(
  parameters: UseInfiniteDenomOwnersByQueryParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getDenomOwnersByQueryInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseDenomOwnersByQuery}: `denom` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseDenomOwnersByQueryParameters<TData = GetDenomOwnersByQueryResponse> =
  GetDenomOwnersByQueryParameters &
    HookParameters<SuspenseQueryParameter<GetDenomOwnersByQueryResponse, TData>>

/**
 * One page of the accounts holding a denom, with the denom in the query string (SDK 0.50.3+), for a
 * component inside `<Suspense>` (see {@link useDenomOwnersByQuery}): it suspends until the data is
 * there, so `data` is never undefined. Errors go to the nearest error boundary; a missing `denom`
 * as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomOwnersByQuery({ denom: 'factory/kii1.../ORO' })
 * ```
 */
export function useSuspenseDenomOwnersByQuery<TData = GetDenomOwnersByQueryResponse>(
  parameters: UseSuspenseDenomOwnersByQueryParameters<TData>,
) {
  return useGatekitSuspenseQuery(getDenomOwnersByQueryQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteDenomOwnersByQuery}: `denom` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseInfiniteDenomOwnersByQueryParameters<
  TData = InfiniteData<GetDenomOwnersByQueryResponse, string | undefined>,
> = GetDenomOwnersByQueryParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetDenomOwnersByQueryResponse, string | undefined, TData>>

/**
 * The accounts holding a denom (query-string form) as pages, for a component inside `<Suspense>`
 * (see {@link useInfiniteDenomOwnersByQuery}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary; a missing `denom` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteDenomOwnersByQuery({
 *   denom: 'factory/kii1.../ORO',
 *   pagination: { limit: 50 },
 * })
 * const items = data.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useSuspenseInfiniteDenomOwnersByQuery<
  TData = InfiniteData<GetDenomOwnersByQueryResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteDenomOwnersByQueryParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getDenomOwnersByQueryInfiniteQueryOptions, parameters)
}
