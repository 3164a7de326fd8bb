import type { GatewayClient } from '../../core/client.ts'
import { getConnectionParamsEndpoint, type GetConnectionParamsParameters, type GetConnectionParamsResponse } from '../../modules/ibcConnection/getConnectionParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConnectionParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionParamsQueryOptions(client))
 * ```
 */
export function getConnectionParamsQueryOptions(
  client: GatewayClient,
  parameters: GetConnectionParamsParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionParamsEndpoint, parameters)
}
