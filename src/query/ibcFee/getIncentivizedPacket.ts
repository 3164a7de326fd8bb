import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getIncentivizedPacketEndpoint,
  type GetIncentivizedPacketParameters,
  type GetIncentivizedPacketResponse,
} from '../../modules/ibcFee/getIncentivizedPacket.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getIncentivizedPacket}; disabled until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getIncentivizedPacketQueryOptions(client, { portId: 'transfer', channelId: 'channel-0', sequence }),
 * )
 * ```
 */
export function getIncentivizedPacketQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetIncentivizedPacketParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetIncentivizedPacketResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getIncentivizedPacketEndpoint, parameters)
}
