import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getPacketAcknowledgementEndpoint,
  type GetPacketAcknowledgementParameters,
  type GetPacketAcknowledgementResponse,
} from '../../modules/ibcChannel/getPacketAcknowledgement.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPacketAcknowledgement}; disabled until `channelId`, `portId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPacketAcknowledgementQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', sequence: 7 }))
 * ```
 */
export function getPacketAcknowledgementQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketAcknowledgementParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetPacketAcknowledgementResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPacketAcknowledgementEndpoint, parameters)
}
