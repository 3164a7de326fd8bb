import type { GatewayClient } from '../../core/client.ts'
import { getOracleParamsEndpoint, type GetOracleParamsParameters, type GetOracleParamsResponse } from '../../modules/oracle/getOracleParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getOracleParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleParamsQueryOptions(client))
 * ```
 */
export function getOracleParamsQueryOptions(client: GatewayClient, parameters: GetOracleParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetOracleParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getOracleParamsEndpoint, parameters)
}
