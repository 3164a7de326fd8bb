import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getEvmAddressEndpoint, type GetEvmAddressParameters } from '../../modules/evm/getEvmAddress.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getEvmAddress}; disabled until `kiiAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getEvmAddressQueryOptions(client, { kiiAddress: 'kii1...' }))
 * ```
 */
export function getEvmAddressQueryOptions(client: GatewayClient, parameters: ExactPartial<GetEvmAddressParameters> = {}) {
  return endpointQueryOptions(client, getEvmAddressEndpoint, parameters)
}
