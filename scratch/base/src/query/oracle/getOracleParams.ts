import type { GatewayClient } from '../../core/client.ts'
import { getOracleParamsEndpoint, type GetOracleParamsParameters } from '../../modules/oracle/getOracleParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getOracleParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleParamsQueryOptions(client))
 * ```
 */
export function getOracleParamsQueryOptions(client: GatewayClient, parameters: GetOracleParamsParameters = {}) {
  return endpointQueryOptions(client, getOracleParamsEndpoint, parameters)
}
