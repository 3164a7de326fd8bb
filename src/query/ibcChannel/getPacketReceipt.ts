import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPacketReceiptEndpoint, type GetPacketReceiptParameters, type GetPacketReceiptResponse } from '../../modules/ibcChannel/getPacketReceipt.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPacketReceipt}; disabled until `channelId`, `portId` and `sequence` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPacketReceiptQueryOptions(client, { channelId: 'channel-0', portId: 'transfer', sequence: 12 }))
 * ```
 */
export function getPacketReceiptQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetPacketReceiptParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetPacketReceiptResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPacketReceiptEndpoint, parameters)
}
