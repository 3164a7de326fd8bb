import type { GatewayClient } from '../../core/client.ts'
import { getMintParamsEndpoint, type GetMintParamsParameters } from '../../modules/mint/getMintParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getMintParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getMintParamsQueryOptions(client))
 * ```
 */
export function getMintParamsQueryOptions(client: GatewayClient, parameters: GetMintParamsParameters = {}) {
  return endpointQueryOptions(client, getMintParamsEndpoint, parameters)
}
