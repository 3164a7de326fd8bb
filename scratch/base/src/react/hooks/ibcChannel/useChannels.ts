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
export type UseInfiniteChannelsParameters = ExactPartial<GetChannelsParameters> &
  HookParameters<InfiniteQueryParameter<GetChannelsResponse, string | undefined>>

/**
 * The IBC channels as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteChannels({ pagination: { limit: 20 } })
 * ```
 */
export function useInfiniteChannels(parameters: UseInfiniteChannelsParameters = {}) {
  return useGatekitInfiniteQuery(getChannelsInfiniteQueryOptions, parameters)
}
