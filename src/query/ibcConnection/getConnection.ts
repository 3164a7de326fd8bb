import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConnectionEndpoint, type GetConnectionParameters, type GetConnectionResponse } from '../../modules/ibcConnection/getConnection.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConnection}; disabled until `connectionId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionQueryOptions(client, { connectionId: 'connection-0' }))
 * ```
 */
export function getConnectionQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionEndpoint, parameters)
}
