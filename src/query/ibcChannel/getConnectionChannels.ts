import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getConnectionChannelsEndpoint,
  type GetConnectionChannelsParameters,
  type GetConnectionChannelsResponse,
} from '../../modules/ibcChannel/getConnectionChannels.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConnectionChannels}; disabled until `connection` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionChannelsQueryOptions(client, { connection: 'connection-0' }))
 * ```
 */
export function getConnectionChannelsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionChannelsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionChannelsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionChannelsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getConnectionChannels}, one page per `next_key`; disabled until `connection` is set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getConnectionChannelsInfiniteQueryOptions(client, { connection: 'connection-0' }))
 * ```
 */
export function getConnectionChannelsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionChannelsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetConnectionChannelsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getConnectionChannelsEndpoint, parameters)
}
