import type { GatewayClient } from '../../core/client.ts'
import { getVoteTargetsEndpoint, type GetVoteTargetsParameters } from '../../modules/oracle/getVoteTargets.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getVoteTargets}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getVoteTargetsQueryOptions(client))
 * ```
 */
export function getVoteTargetsQueryOptions(client: GatewayClient, parameters: GetVoteTargetsParameters = {}) {
  return endpointQueryOptions(client, getVoteTargetsEndpoint, parameters)
}
