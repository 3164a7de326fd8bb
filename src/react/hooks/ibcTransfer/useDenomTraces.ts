import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomTracesParameters, GetDenomTracesResponse } from '../../../modules/ibcTransfer/getDenomTraces.ts'
import {
  getDenomTracesInfiniteQueryOptions,
  getDenomTracesQueryOptions,
} from '../../../query/ibcTransfer/getDenomTraces.ts'
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

/** Parameters of {@link useDenomTraces}. */
export type UseDenomTracesParameters<TData = GetDenomTracesResponse> = ExactPartial<GetDenomTracesParameters> &
  HookParameters<QueryParameter<GetDenomTracesResponse, TData>>

/**
 * The denom traces of every IBC voucher on the chain.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useDenomTraces<TData = GetDenomTracesResponse>(parameters: UseDenomTracesParameters<TData> = {}) {
  return useGatekitQuery(getDenomTracesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomTraces}. */
export type UseInfiniteDenomTracesParameters<TData = InfiniteData<GetDenomTracesResponse, string | undefined>> =
  ExactPartial<GetDenomTracesParameters> &
    HookParameters<InfiniteQueryParameter<GetDenomTracesResponse, string | undefined, TData>>

/**
 * The denom traces as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteDenomTraces<TData = InfiniteData<GetDenomTracesResponse, string | undefined>>(
  parameters: UseInfiniteDenomTracesParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getDenomTracesInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseDenomTraces}. */
export type UseSuspenseDenomTracesParameters<TData = GetDenomTracesResponse> = GetDenomTracesParameters &
  HookParameters<SuspenseQueryParameter<GetDenomTracesResponse, TData>>

/**
 * The denom traces of every IBC voucher on the chain, for a component inside `<Suspense>` (see
 * {@link useDenomTraces}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseDenomTraces<TData = GetDenomTracesResponse>(
  parameters: UseSuspenseDenomTracesParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getDenomTracesQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteDenomTraces}. */
export type UseSuspenseInfiniteDenomTracesParameters<TData = InfiniteData<GetDenomTracesResponse, string | undefined>> =
  GetDenomTracesParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetDenomTracesResponse, string | undefined, TData>>

/**
 * The denom traces as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteDenomTraces}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseInfiniteDenomTraces<TData = InfiniteData<GetDenomTracesResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteDenomTracesParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getDenomTracesInfiniteQueryOptions, parameters)
}
