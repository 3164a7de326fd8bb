import type { GatewayClient } from '../../core/client.ts'
import { getMinterEndpoint, type GetMinterParameters } from '../../modules/mint/getMinter.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getMinter}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getMinterQueryOptions(client))
 * ```
 */
export function getMinterQueryOptions(client: GatewayClient, parameters: GetMinterParameters = {}) {
  return endpointQueryOptions(client, getMinterEndpoint, parameters)
}
