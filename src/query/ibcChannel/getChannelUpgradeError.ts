import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelUpgradeErrorEndpoint,
  type GetChannelUpgradeErrorParameters,
  type GetChannelUpgradeErrorResponse,
} from '../../modules/ibcChannel/getChannelUpgradeError.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetChannelUpgradeErrorParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetChannelUpgradeErrorResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelUpgradeErrorEndpoint, parameters)
}
