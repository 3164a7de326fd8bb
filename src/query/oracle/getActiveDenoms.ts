import type { GatewayClient } from '../../core/client.ts'
import { getActiveDenomsEndpoint, type GetActiveDenomsParameters, type GetActiveDenomsResponse } from '../../modules/oracle/getActiveDenoms.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getActiveDenoms}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getActiveDenomsQueryOptions(client))
 * ```
 */
export function getActiveDenomsQueryOptions(client: GatewayClient, parameters: GetActiveDenomsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetActiveDenomsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getActiveDenomsEndpoint, parameters)
}
