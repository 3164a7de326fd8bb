import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAccountInfoEndpoint, type GetAccountInfoParameters, type GetAccountInfoResponse } from '../../modules/auth/getAccountInfo.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetAccountInfoParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetAccountInfoResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAccountInfoEndpoint, parameters)
}
