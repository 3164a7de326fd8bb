import type { GatewayClient } from '../../core/client.ts'
import { getClientParamsEndpoint, type GetClientParamsParameters, type GetClientParamsResponse } from '../../modules/ibcClient/getClientParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getClientParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getClientParamsQueryOptions(client))
 * ```
 */
export function getClientParamsQueryOptions(
  client: GatewayClient,
  parameters: GetClientParamsParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetClientParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getClientParamsEndpoint, parameters)
}
