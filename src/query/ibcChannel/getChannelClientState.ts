import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelClientStateEndpoint,
  type GetChannelClientStateParameters,
  type GetChannelClientStateResponse,
} from '../../modules/ibcChannel/getChannelClientState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetChannelClientStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetChannelClientStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelClientStateEndpoint, parameters)
}
