import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getBlockEndpoint, type GetBlockParameters } from '../../modules/base/getBlock.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getBlock}; disabled until `height` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBlockQueryOptions(client, { height: 123456n }))
 * ```
 */
export function getBlockQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBlockParameters> = {}) {
  return endpointQueryOptions(client, getBlockEndpoint, parameters)
}
