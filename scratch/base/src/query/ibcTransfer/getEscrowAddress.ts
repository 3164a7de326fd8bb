import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getEscrowAddressEndpoint,
  type GetEscrowAddressParameters,
} from '../../modules/ibcTransfer/getEscrowAddress.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetEscrowAddressParameters> = {},
) {
  return endpointQueryOptions(client, getEscrowAddressEndpoint, parameters)
}
