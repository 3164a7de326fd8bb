import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getChannelEndpoint, type GetChannelParameters, type GetChannelResponse } from '../../modules/ibcChannel/getChannel.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getChannel}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }))
 * ```
 */
export function getChannelQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetChannelResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelEndpoint, parameters)
}
