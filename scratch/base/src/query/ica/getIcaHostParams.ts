import type { GatewayClient } from '../../core/client.ts'
import { getIcaHostParamsEndpoint, type GetIcaHostParamsParameters } from '../../modules/ica/getIcaHostParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getIcaHostParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getIcaHostParamsQueryOptions(client))
 * ```
 */
export function getIcaHostParamsQueryOptions(client: GatewayClient, parameters: GetIcaHostParamsParameters = {}) {
  return endpointQueryOptions(client, getIcaHostParamsEndpoint, parameters)
}
