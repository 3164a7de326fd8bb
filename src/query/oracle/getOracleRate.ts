import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getOracleRateEndpoint, type GetOracleRateParameters, type GetOracleRateResponse } from '../../modules/oracle/getOracleRate.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getOracleRate}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleRateQueryOptions(client, { denom: 'uatom' }))
 * ```
 */
export function getOracleRateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetOracleRateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetOracleRateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getOracleRateEndpoint, parameters)
}
