import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelUpgradeErrorEndpoint,
  type GetChannelUpgradeErrorParameters,
} from '../../modules/ibcChannel/getChannelUpgradeError.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getChannelUpgradeError}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelUpgradeErrorQueryOptions(client, { channelId: 'channel-3', portId: 'transfer' }))
 * ```
 */
export function getChannelUpgradeErrorQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelUpgradeErrorParameters> = {},
) {
  return endpointQueryOptions(client, getChannelUpgradeErrorEndpoint, parameters)
}
