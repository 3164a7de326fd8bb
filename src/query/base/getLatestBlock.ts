import type { GatewayClient } from '../../core/client.ts'
import { getLatestBlockEndpoint, type GetLatestBlockParameters, type GetLatestBlockResponse } from '../../modules/base/getLatestBlock.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getLatestBlock}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getLatestBlockQueryOptions(client))
 * ```
 */
export function getLatestBlockQueryOptions(client: GatewayClient, parameters: GetLatestBlockParameters = {}): GatekitQueryOptions<GetLatestBlockResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getLatestBlockEndpoint, parameters)
}
