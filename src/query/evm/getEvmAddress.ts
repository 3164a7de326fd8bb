import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getEvmAddressEndpoint, type GetEvmAddressParameters, type GetEvmAddressResponse } from '../../modules/evm/getEvmAddress.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getEvmAddress}; disabled until `kiiAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getEvmAddressQueryOptions(client, { kiiAddress: 'kii1...' }))
 * ```
 */
export function getEvmAddressQueryOptions(client: GatewayClient, parameters: ExactPartial<GetEvmAddressParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetEvmAddressResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getEvmAddressEndpoint, parameters)
}
