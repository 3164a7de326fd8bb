import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getNextSequenceReceiveEndpoint,
  type GetNextSequenceReceiveParameters,
  type GetNextSequenceReceiveResponse,
} from '../../modules/ibcChannel/getNextSequenceReceive.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getNextSequenceReceive}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getNextSequenceReceiveQueryOptions(client, { channelId: 'channel-5', portId }))
 * ```
 */
export function getNextSequenceReceiveQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetNextSequenceReceiveParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetNextSequenceReceiveResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getNextSequenceReceiveEndpoint, parameters)
}
