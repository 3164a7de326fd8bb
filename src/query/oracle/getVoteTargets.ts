import type { GatewayClient } from '../../core/client.ts'
import { getVoteTargetsEndpoint, type GetVoteTargetsParameters, type GetVoteTargetsResponse } from '../../modules/oracle/getVoteTargets.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getVoteTargets}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getVoteTargetsQueryOptions(client))
 * ```
 */
export function getVoteTargetsQueryOptions(client: GatewayClient, parameters: GetVoteTargetsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetVoteTargetsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getVoteTargetsEndpoint, parameters)
}
