import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetSupplyParameters, GetSupplyResponse } from '../../../modules/bank/getSupply.ts'
import { getSupplyInfiniteQueryOptions, getSupplyQueryOptions } from '../../../query/bank/getSupply.ts'
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

/** Parameters of {@link useSupply}. */
export type UseSupplyParameters<TData = GetSupplyResponse> = ExactPartial<GetSupplyParameters> &
  HookParameters<QueryParameter<GetSupplyResponse, TData>>

/**
 * One page of the total supply of every denom.
 *
 * @example
 * ```tsx
 * const { data } = useSupply({ pagination: { limit: 100 } })
 * ```
 */
export function useSupply<TData = GetSupplyResponse>(parameters: UseSupplyParameters<TData> = {}) {
  return useGatekitQuery(getSupplyQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteSupply}. */
export type UseInfiniteSupplyParameters<TData = InfiniteData<GetSupplyResponse, string | undefined>> =
  ExactPartial<GetSupplyParameters> &
    HookParameters<InfiniteQueryParameter<GetSupplyResponse, string | undefined, TData>>

/**
 * The total supply of every denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSupply({ pagination: { limit: 100 } })
 * const items = data?.pages.flatMap((page) => page.supply)
 * ```
 */
export function useInfiniteSupply<TData = InfiniteData<GetSupplyResponse, string | undefined>>(
  parameters: UseInfiniteSupplyParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getSupplyInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseSupply}. */
export type UseSuspenseSupplyParameters<TData = GetSupplyResponse> = GetSupplyParameters &
  HookParameters<SuspenseQueryParameter<GetSupplyResponse, TData>>

/**
 * One page of the total supply of every denom, for a component inside `<Suspense>` (see
 * {@link useSupply}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSupply({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseSupply<TData = GetSupplyResponse>(parameters: UseSuspenseSupplyParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getSupplyQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteSupply}. */
export type UseSuspenseInfiniteSupplyParameters<TData = InfiniteData<GetSupplyResponse, string | undefined>> =
  GetSupplyParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetSupplyResponse, string | undefined, TData>>

/**
 * The total supply of every denom as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteSupply}): it suspends until the first page is there, and `fetchNextPage` loads
 * the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteSupply({ pagination: { limit: 100 } })
 * const items = data.pages.flatMap((page) => page.supply)
 * ```
 */
export function useSuspenseInfiniteSupply<TData = InfiniteData<GetSupplyResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteSupplyParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getSupplyInfiniteQueryOptions, parameters)
}
