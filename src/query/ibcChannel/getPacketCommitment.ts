import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getPacketCommitmentEndpoint,
  type GetPacketCommitmentParameters,
  type GetPacketCommitmentResponse,
} from '../../modules/ibcChannel/getPacketCommitment.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPacketCommitment}; disabled until `channelId`, `portId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPacketCommitmentQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', sequence: 42n }))
 * ```
 */
export function getPacketCommitmentQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketCommitmentParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetPacketCommitmentResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPacketCommitmentEndpoint, parameters)
}
