import type { GatewayClient } from '../../core/client.ts'
import { getSlashWindowEndpoint, type GetSlashWindowParameters } from '../../modules/oracle/getSlashWindow.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getSlashWindow}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSlashWindowQueryOptions(client))
 * ```
 */
export function getSlashWindowQueryOptions(client: GatewayClient, parameters: GetSlashWindowParameters = {}) {
  return endpointQueryOptions(client, getSlashWindowEndpoint, parameters)
}
