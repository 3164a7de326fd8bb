import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelUpgradeEndpoint,
  type GetChannelUpgradeParameters,
  type GetChannelUpgradeResponse,
} from '../../modules/ibcChannel/getChannelUpgrade.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getChannelUpgrade}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelUpgradeQueryOptions(client, { channelId: 'channel-1', portId: 'transfer' }))
 * ```
 */
export function getChannelUpgradeQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelUpgradeParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetChannelUpgradeResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelUpgradeEndpoint, parameters)
}
