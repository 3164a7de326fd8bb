import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getChannelConsensusStateEndpoint,
  type GetChannelConsensusStateParameters,
  type GetChannelConsensusStateResponse,
} from '../../modules/ibcChannel/getChannelConsensusState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetChannelConsensusStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetChannelConsensusStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getChannelConsensusStateEndpoint, parameters)
}
