import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getBlockEndpoint, type GetBlockParameters, type GetBlockResponse } from '../../modules/base/getBlock.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getBlock}; disabled until `height` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBlockQueryOptions(client, { height: 123456n }))
 * ```
 */
export function getBlockQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBlockParameters> = {}): GatekitQueryOptions<GetBlockResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBlockEndpoint, parameters)
}
