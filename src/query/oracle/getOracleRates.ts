import type { GatewayClient } from '../../core/client.ts'
import { getOracleRatesEndpoint, type GetOracleRatesParameters, type GetOracleRatesResponse } from '../../modules/oracle/getOracleRates.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getOracleRates}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleRatesQueryOptions(client))
 * ```
 */
export function getOracleRatesQueryOptions(client: GatewayClient, parameters: GetOracleRatesParameters & AtBlockHeight = {}): GatekitQueryOptions<GetOracleRatesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getOracleRatesEndpoint, parameters)
}
