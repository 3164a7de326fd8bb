import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getOracleTwapsEndpoint, type GetOracleTwapsParameters, type GetOracleTwapsResponse } from '../../modules/oracle/getOracleTwaps.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getOracleTwaps}; disabled until `lookbackSeconds` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getOracleTwapsQueryOptions(client, { lookbackSeconds: 300 }))
 * ```
 */
export function getOracleTwapsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetOracleTwapsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetOracleTwapsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getOracleTwapsEndpoint, parameters)
}
