import type { GatewayClient } from '../../core/client.ts'
import { getUpgradedClientStateEndpoint, type GetUpgradedClientStateParameters, type GetUpgradedClientStateResponse } from '../../modules/ibcClient/getUpgradedClientState.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getUpgradedClientState}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getUpgradedClientStateQueryOptions(client))
 * ```
 */
export function getUpgradedClientStateQueryOptions(
  client: GatewayClient,
  parameters: GetUpgradedClientStateParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetUpgradedClientStateResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getUpgradedClientStateEndpoint, parameters)
}
