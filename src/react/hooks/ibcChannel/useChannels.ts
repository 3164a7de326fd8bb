import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetChannelsParameters, GetChannelsResponse } from '../../../modules/ibcChannel/getChannels.ts'
import { getChannelsInfiniteQueryOptions, getChannelsQueryOptions } from '../../../query/ibcChannel/getChannels.ts'
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

/** Parameters of {@link useChannels}. */
export type UseChannelsParameters<TData = GetChannelsResponse> = ExactPartial<GetChannelsParameters> &
  HookParameters<QueryParameter<GetChannelsResponse, TData>>

/**
 * The IBC channels of the chain.
 *
 * @example
 * ```tsx
 * const { data } = useChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useChannels<TData = GetChannelsResponse>(parameters: UseChannelsParameters<TData> = {}) {
  return useGatekitQuery(getChannelsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteChannels}. */
export type UseInfiniteChannelsParameters<TData = InfiniteData<GetChannelsResponse, string | undefined>> =
  ExactPartial<GetChannelsParameters> &
    HookParameters<InfiniteQueryParameter<GetChannelsResponse, string | undefined, TData>>

/**
 * The IBC channels as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteChannels({ pagination: { limit: 20 } })
 * ```
 */
export function useInfiniteChannels<TData = InfiniteData<GetChannelsResponse, string | undefined>>(
  parameters: UseInfiniteChannelsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getChannelsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseChannels}. */
export type UseSuspenseChannelsParameters<TData = GetChannelsResponse> = GetChannelsParameters &
  HookParameters<SuspenseQueryParameter<GetChannelsResponse, TData>>

/**
 * The IBC channels of the chain, for a component inside `<Suspense>` (see {@link useChannels}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseChannels<TData = GetChannelsResponse>(
  parameters: UseSuspenseChannelsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getChannelsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteChannels}. */
export type UseSuspenseInfiniteChannelsParameters<TData = InfiniteData<GetChannelsResponse, string | undefined>> =
  GetChannelsParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetChannelsResponse, string | undefined, TData>>

/**
 * The IBC channels as pages, for a component inside `<Suspense>` (see {@link useInfiniteChannels}):
 * it suspends until the first page is there, and `fetchNextPage` loads the next ones without
 * suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteChannels({ pagination: { limit: 20 } })
 * ```
 */
export function useSuspenseInfiniteChannels<TData = InfiniteData<GetChannelsResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteChannelsParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getChannelsInfiniteQueryOptions, parameters)
}
