import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getIncentivizedPacketsForChannelEndpoint,
  type GetIncentivizedPacketsForChannelParameters,
  type GetIncentivizedPacketsForChannelResponse,
} from '../../modules/ibcFee/getIncentivizedPacketsForChannel.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getIncentivizedPacketsForChannel}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getIncentivizedPacketsForChannelQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }),
 * )
 * ```
 */
export function getIncentivizedPacketsForChannelQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetIncentivizedPacketsForChannelParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetIncentivizedPacketsForChannelResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getIncentivizedPacketsForChannelEndpoint, parameters)
}

/**
 * Infinite query options of {@link getIncentivizedPacketsForChannel}, one page per `next_key`; disabled until
 * `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getIncentivizedPacketsForChannelInfiniteQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }),
 * )
 * ```
 */
export function getIncentivizedPacketsForChannelInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetIncentivizedPacketsForChannelParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetIncentivizedPacketsForChannelResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getIncentivizedPacketsForChannelEndpoint, parameters)
}
