import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAccountEndpoint, type GetAccountParameters, type GetAccountResponse } from '../../modules/auth/getAccount.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getAccount}; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAccountQueryOptions(client, { address }))
 * ```
 */
export function getAccountQueryOptions(client: GatewayClient, parameters: ExactPartial<GetAccountParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetAccountResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAccountEndpoint, parameters)
}
