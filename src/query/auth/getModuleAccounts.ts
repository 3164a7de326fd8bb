import type { GatewayClient } from '../../core/client.ts'
import { getModuleAccountsEndpoint, type GetModuleAccountsParameters, type GetModuleAccountsResponse } from '../../modules/auth/getModuleAccounts.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getModuleAccounts}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getModuleAccountsQueryOptions(client))
 * ```
 */
export function getModuleAccountsQueryOptions(
  client: GatewayClient,
  parameters: GetModuleAccountsParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetModuleAccountsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getModuleAccountsEndpoint, parameters)
}
