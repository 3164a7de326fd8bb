import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getKiiAddressEndpoint, type GetKiiAddressParameters, type GetKiiAddressResponse } from '../../modules/evm/getKiiAddress.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getKiiAddress}; disabled until `evmAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getKiiAddressQueryOptions(client, { evmAddress: '0x...' }))
 * ```
 */
export function getKiiAddressQueryOptions(client: GatewayClient, parameters: ExactPartial<GetKiiAddressParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetKiiAddressResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getKiiAddressEndpoint, parameters)
}
