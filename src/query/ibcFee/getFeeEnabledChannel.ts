import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getFeeEnabledChannelEndpoint,
  type GetFeeEnabledChannelParameters,
  type GetFeeEnabledChannelResponse,
} from '../../modules/ibcFee/getFeeEnabledChannel.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getFeeEnabledChannel}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getFeeEnabledChannelQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }),
 * )
 * ```
 */
export function getFeeEnabledChannelQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetFeeEnabledChannelParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetFeeEnabledChannelResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getFeeEnabledChannelEndpoint, parameters)
}
