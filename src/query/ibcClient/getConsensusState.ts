import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConsensusStateEndpoint, type GetConsensusStateParameters, type GetConsensusStateResponse } from '../../modules/ibcClient/getConsensusState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getConsensusState}; disabled until `clientId` and `revisionNumber` and
 * `revisionHeight` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConsensusStateQueryOptions(client, { clientId: '07-tendermint-0', revisionNumber: 4, revisionHeight: 19_254_311 }))
 * ```
 */
export function getConsensusStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConsensusStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConsensusStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConsensusStateEndpoint, parameters)
}
