import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getEscrowAddressEndpoint,
  type GetEscrowAddressParameters,
  type GetEscrowAddressResponse,
} from '../../modules/ibcTransfer/getEscrowAddress.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getEscrowAddress}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getEscrowAddressQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }))
 * ```
 */
export function getEscrowAddressQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetEscrowAddressParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetEscrowAddressResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getEscrowAddressEndpoint, parameters)
}
