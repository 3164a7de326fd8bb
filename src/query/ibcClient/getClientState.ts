import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getClientStateEndpoint, type GetClientStateParameters, type GetClientStateResponse } from '../../modules/ibcClient/getClientState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getClientState}; disabled until `clientId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getClientStateQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getClientStateQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetClientStateParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetClientStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getClientStateEndpoint, parameters)
}
