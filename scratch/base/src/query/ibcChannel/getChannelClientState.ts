import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelClientStateEndpoint,
  type GetChannelClientStateParameters,
} from '../../modules/ibcChannel/getChannelClientState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getChannelClientState}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelClientStateQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }))
 * ```
 */
export function getChannelClientStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelClientStateParameters> = {},
) {
  return endpointQueryOptions(client, getChannelClientStateEndpoint, parameters)
}
