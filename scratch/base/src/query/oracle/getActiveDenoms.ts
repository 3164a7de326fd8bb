import type { GatewayClient } from '../../core/client.ts'
import { getActiveDenomsEndpoint, type GetActiveDenomsParameters } from '../../modules/oracle/getActiveDenoms.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getActiveDenoms}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getActiveDenomsQueryOptions(client))
 * ```
 */
export function getActiveDenomsQueryOptions(client: GatewayClient, parameters: GetActiveDenomsParameters = {}) {
  return endpointQueryOptions(client, getActiveDenomsEndpoint, parameters)
}
