import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetConnectionChannelsParameters,
  GetConnectionChannelsResponse,
} from '../../../modules/ibcChannel/getConnectionChannels.ts'
import {
  getConnectionChannelsInfiniteQueryOptions,
  getConnectionChannelsQueryOptions,
} from '../../../query/ibcChannel/getConnectionChannels.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useConnectionChannels}. */
export type UseConnectionChannelsParameters<TData = GetConnectionChannelsResponse> =
  ExactPartial<GetConnectionChannelsParameters> & HookParameters<QueryParameter<GetConnectionChannelsResponse, TData>>

/**
 * The channels of a connection, one page; waits until `connection` is set.
 *
 * @example
 * ```tsx
 * const { data } = useConnectionChannels({ connection: 'connection-0' })
 * ```
 */
export function useConnectionChannels<TData = GetConnectionChannelsResponse>(
  parameters: UseConnectionChannelsParameters<TData> = {},
) {
  return useGatekitQuery(getConnectionChannelsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteConnectionChannels}. */
export type UseInfiniteConnectionChannelsParameters = ExactPartial<GetConnectionChannelsParameters> &
  HookParameters<InfiniteQueryParameter<GetConnectionChannelsResponse, string | undefined>>

/**
 * The channels of a connection as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConnectionChannels({ connection: 'connection-0', pagination: { limit: 20 } })
 * ```
 */
export function useInfiniteConnectionChannels(parameters: UseInfiniteConnectionChannelsParameters = {}) {
  return useGatekitInfiniteQuery(getConnectionChannelsInfiniteQueryOptions, parameters)
}
