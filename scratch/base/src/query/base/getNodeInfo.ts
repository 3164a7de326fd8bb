import type { GatewayClient } from '../../core/client.ts'
import { getNodeInfoEndpoint, type GetNodeInfoParameters } from '../../modules/base/getNodeInfo.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getNodeInfo}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getNodeInfoQueryOptions(client))
 * ```
 */
export function getNodeInfoQueryOptions(client: GatewayClient, parameters: GetNodeInfoParameters = {}) {
  return endpointQueryOptions(client, getNodeInfoEndpoint, parameters)
}
