import type { GatewayClient } from '../../core/client.ts'
import { getMinterEndpoint, type GetMinterParameters, type GetMinterResponse } from '../../modules/mint/getMinter.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getMinter}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getMinterQueryOptions(client))
 * ```
 */
export function getMinterQueryOptions(client: GatewayClient, parameters: GetMinterParameters & AtBlockHeight = {}): GatekitQueryOptions<GetMinterResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getMinterEndpoint, parameters)
}
