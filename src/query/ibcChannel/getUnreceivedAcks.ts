import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getUnreceivedAcksEndpoint,
  type GetUnreceivedAcksParameters,
  type GetUnreceivedAcksResponse,
} from '../../modules/ibcChannel/getUnreceivedAcks.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getUnreceivedAcks}; disabled until `channelId`, `portId` and a non-empty `packetAckSequences` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getUnreceivedAcksQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', packetAckSequences: [41, 42] }))
 * ```
 */
export function getUnreceivedAcksQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetUnreceivedAcksParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetUnreceivedAcksResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getUnreceivedAcksEndpoint, parameters)
}
