import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConnectionEndpoint, type GetConnectionParameters } from '../../modules/ibcConnection/getConnection.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetConnectionParameters> = {},
) {
  return endpointQueryOptions(client, getConnectionEndpoint, parameters)
}
