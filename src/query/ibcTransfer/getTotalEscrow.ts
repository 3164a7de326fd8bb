import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTotalEscrowEndpoint, type GetTotalEscrowParameters, type GetTotalEscrowResponse } from '../../modules/ibcTransfer/getTotalEscrow.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getTotalEscrow}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTotalEscrowQueryOptions(client, { denom: 'akii' }))
 * ```
 */
export function getTotalEscrowQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetTotalEscrowParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetTotalEscrowResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTotalEscrowEndpoint, parameters)
}
