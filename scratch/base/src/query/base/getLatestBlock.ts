import type { GatewayClient } from '../../core/client.ts'
import { getLatestBlockEndpoint, type GetLatestBlockParameters } from '../../modules/base/getLatestBlock.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getLatestBlock}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getLatestBlockQueryOptions(client))
 * ```
 */
export function getLatestBlockQueryOptions(client: GatewayClient, parameters: GetLatestBlockParameters = {}) {
  return endpointQueryOptions(client, getLatestBlockEndpoint, parameters)
}
