import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getBalanceEndpoint, type GetBalanceParameters, type GetBalanceResponse } from '../../modules/bank/getBalance.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getBalance}; disabled until `address` and `denom` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBalanceQueryOptions(client, { address, denom: 'akii' }))
 * ```
 */
export function getBalanceQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBalanceParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetBalanceResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBalanceEndpoint, parameters)
}
