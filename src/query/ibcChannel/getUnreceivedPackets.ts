import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getUnreceivedPacketsEndpoint,
  type GetUnreceivedPacketsParameters,
  type GetUnreceivedPacketsResponse,
} from '../../modules/ibcChannel/getUnreceivedPackets.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getUnreceivedPackets}; disabled until `channelId`, `portId` and a non-empty `packetCommitmentSequences` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getUnreceivedPacketsQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [7, 8] }))
 * ```
 */
export function getUnreceivedPacketsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetUnreceivedPacketsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetUnreceivedPacketsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getUnreceivedPacketsEndpoint, parameters)
}
