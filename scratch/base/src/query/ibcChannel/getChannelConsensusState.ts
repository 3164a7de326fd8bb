import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelConsensusStateEndpoint,
  type GetChannelConsensusStateParameters,
} from '../../modules/ibcChannel/getChannelConsensusState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getChannelConsensusState}; disabled until `channelId`, `portId`, `revisionNumber` and `revisionHeight` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getChannelConsensusStateQueryOptions(client, { channelId, portId, revisionNumber: 4, revisionHeight: '19254311' }))
 * ```
 */
export function getChannelConsensusStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetChannelConsensusStateParameters> = {},
) {
  return endpointQueryOptions(client, getChannelConsensusStateEndpoint, parameters)
}
