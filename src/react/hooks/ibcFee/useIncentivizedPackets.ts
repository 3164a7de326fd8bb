import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetIncentivizedPacketsParameters,
  GetIncentivizedPacketsResponse,
} from '../../../modules/ibcFee/getIncentivizedPackets.ts'
import {
  getIncentivizedPacketsInfiniteQueryOptions,
  getIncentivizedPacketsQueryOptions,
} from '../../../query/ibcFee/getIncentivizedPackets.ts'
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

/** Parameters of {@link useIncentivizedPackets}. */
export type UseIncentivizedPacketsParameters<TData = GetIncentivizedPacketsResponse> =
  ExactPartial<GetIncentivizedPacketsParameters> & HookParameters<QueryParameter<GetIncentivizedPacketsResponse, TData>>

/**
 * Every packet with relayer fees in escrow.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useIncentivizedPackets<TData = GetIncentivizedPacketsResponse>(
  parameters: UseIncentivizedPacketsParameters<TData> = {},
) {
  return useGatekitQuery(getIncentivizedPacketsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteIncentivizedPackets}. */
export type UseInfiniteIncentivizedPacketsParameters<
  TData = InfiniteData<GetIncentivizedPacketsResponse, string | undefined>,
> = ExactPartial<GetIncentivizedPacketsParameters> &
  HookParameters<InfiniteQueryParameter<GetIncentivizedPacketsResponse, string | undefined, TData>>

/**
 * Every packet with relayer fees in escrow, as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useInfiniteIncentivizedPackets<
  TData = InfiniteData<GetIncentivizedPacketsResponse, string | undefined>,
>(parameters: UseInfiniteIncentivizedPacketsParameters<TData> = {}) {
  return useGatekitInfiniteQuery(getIncentivizedPacketsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseIncentivizedPackets}. */
export type UseSuspenseIncentivizedPacketsParameters<TData = GetIncentivizedPacketsResponse> =
  GetIncentivizedPacketsParameters &
    HookParameters<SuspenseQueryParameter<GetIncentivizedPacketsResponse, TData>>

/**
 * Every packet with relayer fees in escrow, for a component inside `<Suspense>` (see
 * {@link useIncentivizedPackets}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useSuspenseIncentivizedPackets<TData = GetIncentivizedPacketsResponse>(
  parameters: UseSuspenseIncentivizedPacketsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getIncentivizedPacketsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteIncentivizedPackets}. */
export type UseSuspenseInfiniteIncentivizedPacketsParameters<
  TData = InfiniteData<GetIncentivizedPacketsResponse, string | undefined>,
> = GetIncentivizedPacketsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetIncentivizedPacketsResponse, string | undefined, TData>>

/**
 * Every packet with relayer fees in escrow, as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteIncentivizedPackets}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useSuspenseInfiniteIncentivizedPackets<
  TData = InfiniteData<GetIncentivizedPacketsResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteIncentivizedPacketsParameters<TData> = {}) {
  return useGatekitSuspenseInfiniteQuery(getIncentivizedPacketsInfiniteQueryOptions, parameters)
}
