import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getSpendableBalanceEndpoint,
  type GetSpendableBalanceParameters,
  type GetSpendableBalanceResponse,
} from '../../modules/bank/getSpendableBalance.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getSpendableBalance}; disabled until `address` and `denom` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSpendableBalanceQueryOptions(client, { address, denom: 'akii' }))
 * ```
 */
export function getSpendableBalanceQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSpendableBalanceParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetSpendableBalanceResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getSpendableBalanceEndpoint, parameters)
}
