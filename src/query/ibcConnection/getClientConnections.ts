import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getClientConnectionsEndpoint, type GetClientConnectionsParameters, type GetClientConnectionsResponse } from '../../modules/ibcConnection/getClientConnections.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getClientConnections}; disabled until `clientId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getClientConnectionsQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getClientConnectionsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetClientConnectionsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetClientConnectionsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getClientConnectionsEndpoint, parameters)
}
