import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getPacketAcknowledgementsEndpoint,
  type GetPacketAcknowledgementsParameters,
  type GetPacketAcknowledgementsResponse,
} from '../../modules/ibcChannel/getPacketAcknowledgements.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPacketAcknowledgements}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPacketAcknowledgementsQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', pagination: { limit: 50 } }))
 * ```
 */
export function getPacketAcknowledgementsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketAcknowledgementsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetPacketAcknowledgementsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPacketAcknowledgementsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getPacketAcknowledgements}, one page per `next_key`; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getPacketAcknowledgementsInfiniteQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', pagination: { limit: 50 } }))
 * ```
 */
export function getPacketAcknowledgementsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketAcknowledgementsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetPacketAcknowledgementsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getPacketAcknowledgementsEndpoint, parameters)
}
