import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomOwnersParameters, GetDenomOwnersResponse } from '../../../modules/bank/getDenomOwners.ts'
import { getDenomOwnersInfiniteQueryOptions, getDenomOwnersQueryOptions } from '../../../query/bank/getDenomOwners.ts'
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

/** Parameters of {@link useDenomOwners}. */
export type UseDenomOwnersParameters<TData = GetDenomOwnersResponse> = ExactPartial<GetDenomOwnersParameters> &
  HookParameters<QueryParameter<GetDenomOwnersResponse, TData>>

/**
 * One page of the accounts holding a denom (wildcard route: slashes in the denom stay); waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomOwners({ denom: 'ibc/27394F...', pagination: { limit: 20 } })
 * ```
 */
export function useDenomOwners<TData = GetDenomOwnersResponse>(parameters: UseDenomOwnersParameters<TData> = {}) {
  return useGatekitQuery(getDenomOwnersQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomOwners}. */
export type UseInfiniteDenomOwnersParameters<TData = InfiniteData<GetDenomOwnersResponse, string | undefined>> =
  ExactPartial<GetDenomOwnersParameters> &
    HookParameters<InfiniteQueryParameter<GetDenomOwnersResponse, string | undefined, TData>>

/**
 * The accounts holding a denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomOwners({ denom: 'ibc/27394F...', pagination: { limit: 20 } })
 * const items = data?.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useInfiniteDenomOwners<TData = InfiniteData<GetDenomOwnersResponse, string | undefined>>(
  parameters: UseInfiniteDenomOwnersParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getDenomOwnersInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseDenomOwners}: `denom` is required, since a suspended component cannot wait. */
export type UseSuspenseDenomOwnersParameters<TData = GetDenomOwnersResponse> = GetDenomOwnersParameters &
  HookParameters<SuspenseQueryParameter<GetDenomOwnersResponse, TData>>

/**
 * One page of the accounts holding a denom (wildcard route: slashes in the denom stay), for a
 * component inside `<Suspense>` (see {@link useDenomOwners}): it suspends until the data is there,
 * so `data` is never undefined. Errors go to the nearest error boundary; a missing `denom` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomOwners({ denom: 'ibc/27394F...', pagination: { limit: 20 } })
 * ```
 */
export function useSuspenseDenomOwners<TData = GetDenomOwnersResponse>(
  parameters: UseSuspenseDenomOwnersParameters<TData>,
) {
  return useGatekitSuspenseQuery(getDenomOwnersQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteDenomOwners}: `denom` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseInfiniteDenomOwnersParameters<TData = InfiniteData<GetDenomOwnersResponse, string | undefined>> =
  GetDenomOwnersParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetDenomOwnersResponse, string | undefined, TData>>

/**
 * The accounts holding a denom as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteDenomOwners}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary; a missing
 * `denom` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteDenomOwners({
 *   denom: 'ibc/27394F...',
 *   pagination: { limit: 20 },
 * })
 * const items = data.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useSuspenseInfiniteDenomOwners<TData = InfiniteData<GetDenomOwnersResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteDenomOwnersParameters<TData>,
) {
  return useGatekitSuspenseInfiniteQuery(getDenomOwnersInfiniteQueryOptions, parameters)
}
