import type { GatewayClient } from '../../core/client.ts'
import { getOracleRatesEndpoint, type GetOracleRatesParameters } from '../../modules/oracle/getOracleRates.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getOracleRates}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleRatesQueryOptions(client))
 * ```
 */
export function getOracleRatesQueryOptions(client: GatewayClient, parameters: GetOracleRatesParameters = {}) {
  return endpointQueryOptions(client, getOracleRatesEndpoint, parameters)
}
