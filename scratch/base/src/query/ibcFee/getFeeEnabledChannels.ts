import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getFeeEnabledChannelsEndpoint,
  type GetFeeEnabledChannelsParameters,
} from '../../modules/ibcFee/getFeeEnabledChannels.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetFeeEnabledChannelsParameters> = {},
) {
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
  parameters: ExactPartial<GetFeeEnabledChannelsParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getFeeEnabledChannelsEndpoint, parameters)
}
