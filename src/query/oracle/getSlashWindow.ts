import type { GatewayClient } from '../../core/client.ts'
import { getSlashWindowEndpoint, type GetSlashWindowParameters, type GetSlashWindowResponse } from '../../modules/oracle/getSlashWindow.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getSlashWindow}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSlashWindowQueryOptions(client))
 * ```
 */
export function getSlashWindowQueryOptions(client: GatewayClient, parameters: GetSlashWindowParameters & AtBlockHeight = {}): GatekitQueryOptions<GetSlashWindowResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getSlashWindowEndpoint, parameters)
}
