import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConnectionConsensusStateEndpoint, type GetConnectionConsensusStateParameters, type GetConnectionConsensusStateResponse } from '../../modules/ibcConnection/getConnectionConsensusState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getConnectionConsensusState}; disabled until `connectionId` and `revisionNumber`
 * and `revisionHeight` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionConsensusStateQueryOptions(client, { connectionId: 'connection-0', revisionNumber: 4, revisionHeight: 19_254_311 }))
 * ```
 */
export function getConnectionConsensusStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionConsensusStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionConsensusStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionConsensusStateEndpoint, parameters)
}
