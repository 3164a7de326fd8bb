import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getSupplyOfEndpoint, type GetSupplyOfParameters, type GetSupplyOfResponse } from '../../modules/bank/getSupplyOf.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getSupplyOf}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSupplyOfQueryOptions(client, { denom: 'akii' }))
 * ```
 */
export function getSupplyOfQueryOptions(client: GatewayClient, parameters: ExactPartial<GetSupplyOfParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetSupplyOfResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getSupplyOfEndpoint, parameters)
}
