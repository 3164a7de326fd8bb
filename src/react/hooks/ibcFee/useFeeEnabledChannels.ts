import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetFeeEnabledChannelsParameters,
  GetFeeEnabledChannelsResponse,
} from '../../../modules/ibcFee/getFeeEnabledChannels.ts'
import {
  getFeeEnabledChannelsInfiniteQueryOptions,
  getFeeEnabledChannelsQueryOptions,
} from '../../../query/ibcFee/getFeeEnabledChannels.ts'
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

/** Parameters of {@link useFeeEnabledChannels}. */
export type UseFeeEnabledChannelsParameters<TData = GetFeeEnabledChannelsResponse> =
  ExactPartial<GetFeeEnabledChannelsParameters> & HookParameters<QueryParameter<GetFeeEnabledChannelsResponse, TData>>

/**
 * The channels with relayer fees enabled.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useFeeEnabledChannels<TData = GetFeeEnabledChannelsResponse>(
  parameters: UseFeeEnabledChannelsParameters<TData> = {},
) {
  return useGatekitQuery(getFeeEnabledChannelsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteFeeEnabledChannels}. */
export type UseInfiniteFeeEnabledChannelsParameters<
  TData = InfiniteData<GetFeeEnabledChannelsResponse, string | undefined>,
> = ExactPartial<GetFeeEnabledChannelsParameters> &
  HookParameters<InfiniteQueryParameter<GetFeeEnabledChannelsResponse, string | undefined, TData>>

/**
 * The channels with relayer fees enabled, as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteFeeEnabledChannels<TData = InfiniteData<GetFeeEnabledChannelsResponse, string | undefined>>(
  parameters: UseInfiniteFeeEnabledChannelsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getFeeEnabledChannelsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseFeeEnabledChannels}. */
export type UseSuspenseFeeEnabledChannelsParameters<TData = GetFeeEnabledChannelsResponse> =
  GetFeeEnabledChannelsParameters &
    HookParameters<SuspenseQueryParameter<GetFeeEnabledChannelsResponse, TData>>

/**
 * The channels with relayer fees enabled, for a component inside `<Suspense>` (see
 * {@link useFeeEnabledChannels}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseFeeEnabledChannels<TData = GetFeeEnabledChannelsResponse>(
  parameters: UseSuspenseFeeEnabledChannelsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getFeeEnabledChannelsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteFeeEnabledChannels}. */
export type UseSuspenseInfiniteFeeEnabledChannelsParameters<
  TData = InfiniteData<GetFeeEnabledChannelsResponse, string | undefined>,
> = GetFeeEnabledChannelsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetFeeEnabledChannelsResponse, string | undefined, TData>>

/**
 * The channels with relayer fees enabled, as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteFeeEnabledChannels}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseInfiniteFeeEnabledChannels<
  TData = InfiniteData<GetFeeEnabledChannelsResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteFeeEnabledChannelsParameters<TData> = {}) {
  return useGatekitSuspenseInfiniteQuery(getFeeEnabledChannelsInfiniteQueryOptions, parameters)
}
