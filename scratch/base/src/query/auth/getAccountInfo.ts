import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAccountInfoEndpoint, type GetAccountInfoParameters } from '../../modules/auth/getAccountInfo.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getAccountInfo}; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAccountInfoQueryOptions(client, { address }))
 * ```
 */
export function getAccountInfoQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetAccountInfoParameters> = {},
) {
  return endpointQueryOptions(client, getAccountInfoEndpoint, parameters)
}
