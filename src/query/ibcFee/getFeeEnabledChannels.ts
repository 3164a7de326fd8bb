import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getFeeEnabledChannelsEndpoint,
  type GetFeeEnabledChannelsParameters,
  type GetFeeEnabledChannelsResponse,
} from '../../modules/ibcFee/getFeeEnabledChannels.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getFeeEnabledChannels}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getFeeEnabledChannelsQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getFeeEnabledChannelsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetFeeEnabledChannelsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetFeeEnabledChannelsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getFeeEnabledChannelsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getFeeEnabledChannels}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getFeeEnabledChannelsInfiniteQueryOptions(client, { pagination: { limit: 100 } }),
 * )
 * ```
 */
export function getFeeEnabledChannelsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetFeeEnabledChannelsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetFeeEnabledChannelsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getFeeEnabledChannelsEndpoint, parameters)
}
