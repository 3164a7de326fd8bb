import type { GatewayClient } from '../../core/client.ts'
import { getIcaHostParamsEndpoint, type GetIcaHostParamsParameters, type GetIcaHostParamsResponse } from '../../modules/ica/getIcaHostParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getIcaHostParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getIcaHostParamsQueryOptions(client))
 * ```
 */
export function getIcaHostParamsQueryOptions(client: GatewayClient, parameters: GetIcaHostParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetIcaHostParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getIcaHostParamsEndpoint, parameters)
}
