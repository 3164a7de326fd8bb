import type { GatewayClient } from '../../core/client.ts'
import { getNodeInfoEndpoint, type GetNodeInfoParameters, type GetNodeInfoResponse } from '../../modules/base/getNodeInfo.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getNodeInfo}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getNodeInfoQueryOptions(client))
 * ```
 */
export function getNodeInfoQueryOptions(client: GatewayClient, parameters: GetNodeInfoParameters = {}): GatekitQueryOptions<GetNodeInfoResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getNodeInfoEndpoint, parameters)
}
