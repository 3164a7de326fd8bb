import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTotalAckFeesEndpoint, type GetTotalAckFeesParameters, type GetTotalAckFeesResponse } from '../../modules/ibcFee/getTotalAckFees.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetTotalAckFeesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetTotalAckFeesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTotalAckFeesEndpoint, parameters)
}
