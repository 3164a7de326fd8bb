import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConnectionClientStateEndpoint, type GetConnectionClientStateParameters, type GetConnectionClientStateResponse } from '../../modules/ibcConnection/getConnectionClientState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getConnectionClientState}; disabled until `connectionId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionClientStateQueryOptions(client, { connectionId: 'connection-0' }))
 * ```
 */
export function getConnectionClientStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionClientStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionClientStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionClientStateEndpoint, parameters)
}
