import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTotalAckFeesEndpoint, type GetTotalAckFeesParameters } from '../../modules/ibcFee/getTotalAckFees.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getTotalAckFees}; disabled until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getTotalAckFeesQueryOptions(client, { portId: 'transfer', channelId: 'channel-0', sequence }),
 * )
 * ```
 */
export function getTotalAckFeesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetTotalAckFeesParameters> = {},
) {
  return endpointQueryOptions(client, getTotalAckFeesEndpoint, parameters)
}
