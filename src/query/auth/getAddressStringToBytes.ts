import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAddressStringToBytesEndpoint, type GetAddressStringToBytesParameters, type GetAddressStringToBytesResponse } from '../../modules/auth/getAddressStringToBytes.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getAddressStringToBytes}; disabled until `addressString` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAddressStringToBytesQueryOptions(client, { addressString: 'kii1...' }))
 * ```
 */
export function getAddressStringToBytesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetAddressStringToBytesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetAddressStringToBytesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAddressStringToBytesEndpoint, parameters)
}
