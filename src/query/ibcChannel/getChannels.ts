import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getChannelsEndpoint, type GetChannelsParameters, type GetChannelsResponse } from '../../modules/ibcChannel/getChannels.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getChannels}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelsQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getChannelsQueryOptions(client: GatewayClient, parameters: ExactPartial<GetChannelsParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetChannelsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getChannels}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getChannelsInfiniteQueryOptions(client))
 * ```
 */
export function getChannelsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetChannelsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getChannelsEndpoint, parameters)
}
