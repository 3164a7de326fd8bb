import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getPacketCommitmentsEndpoint,
  type GetPacketCommitmentsParameters,
  type GetPacketCommitmentsResponse,
} from '../../modules/ibcChannel/getPacketCommitments.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPacketCommitments}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPacketCommitmentsQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', pagination: { limit: 50 } }))
 * ```
 */
export function getPacketCommitmentsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketCommitmentsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetPacketCommitmentsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPacketCommitmentsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getPacketCommitments}, one page per `next_key`; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getPacketCommitmentsInfiniteQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', pagination: { limit: 50 } }))
 * ```
 */
export function getPacketCommitmentsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketCommitmentsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetPacketCommitmentsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getPacketCommitmentsEndpoint, parameters)
}
