import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getNextSequenceReceiveEndpoint,
  type GetNextSequenceReceiveParameters,
} from '../../modules/ibcChannel/getNextSequenceReceive.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetNextSequenceReceiveParameters> = {},
) {
  return endpointQueryOptions(client, getNextSequenceReceiveEndpoint, parameters)
}
