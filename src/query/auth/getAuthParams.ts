import type { GatewayClient } from '../../core/client.ts'
import { getAuthParamsEndpoint, type GetAuthParamsParameters, type GetAuthParamsResponse } from '../../modules/auth/getAuthParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getAuthParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAuthParamsQueryOptions(client))
 * ```
 */
export function getAuthParamsQueryOptions(client: GatewayClient, parameters: GetAuthParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetAuthParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAuthParamsEndpoint, parameters)
}
