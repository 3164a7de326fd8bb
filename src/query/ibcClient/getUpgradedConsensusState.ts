import type { GatewayClient } from '../../core/client.ts'
import { getUpgradedConsensusStateEndpoint, type GetUpgradedConsensusStateParameters, type GetUpgradedConsensusStateResponse } from '../../modules/ibcClient/getUpgradedConsensusState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getUpgradedConsensusState}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getUpgradedConsensusStateQueryOptions(client))
 * ```
 */
export function getUpgradedConsensusStateQueryOptions(
  client: GatewayClient,
  parameters: GetUpgradedConsensusStateParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetUpgradedConsensusStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getUpgradedConsensusStateEndpoint, parameters)
}
