import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getTotalTimeoutFeesEndpoint,
  type GetTotalTimeoutFeesParameters,
  type GetTotalTimeoutFeesResponse,
} from '../../modules/ibcFee/getTotalTimeoutFees.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getTotalTimeoutFees}; disabled until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getTotalTimeoutFeesQueryOptions(client, { portId: 'transfer', channelId: 'channel-0', sequence }),
 * )
 * ```
 */
export function getTotalTimeoutFeesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetTotalTimeoutFeesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetTotalTimeoutFeesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTotalTimeoutFeesEndpoint, parameters)
}
