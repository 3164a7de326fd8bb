import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTotalEscrowEndpoint, type GetTotalEscrowParameters } from '../../modules/ibcTransfer/getTotalEscrow.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetTotalEscrowParameters> = {},
) {
  return endpointQueryOptions(client, getTotalEscrowEndpoint, parameters)
}
