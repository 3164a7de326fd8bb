import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTotalRecvFeesEndpoint, type GetTotalRecvFeesParameters, type GetTotalRecvFeesResponse } from '../../modules/ibcFee/getTotalRecvFees.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getTotalRecvFees}; disabled until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getTotalRecvFeesQueryOptions(client, { portId: 'transfer', channelId: 'channel-0', sequence }),
 * )
 * ```
 */
export function getTotalRecvFeesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetTotalRecvFeesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetTotalRecvFeesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTotalRecvFeesEndpoint, parameters)
}
