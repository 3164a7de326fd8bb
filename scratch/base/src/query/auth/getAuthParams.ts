import type { GatewayClient } from '../../core/client.ts'
import { getAuthParamsEndpoint, type GetAuthParamsParameters } from '../../modules/auth/getAuthParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getAuthParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAuthParamsQueryOptions(client))
 * ```
 */
export function getAuthParamsQueryOptions(client: GatewayClient, parameters: GetAuthParamsParameters = {}) {
  return endpointQueryOptions(client, getAuthParamsEndpoint, parameters)
}
