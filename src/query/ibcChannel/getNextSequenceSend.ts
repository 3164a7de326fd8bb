import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getNextSequenceSendEndpoint,
  type GetNextSequenceSendParameters,
  type GetNextSequenceSendResponse,
} from '../../modules/ibcChannel/getNextSequenceSend.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getNextSequenceSend}; disabled until `channelId` and `portId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getNextSequenceSendQueryOptions(client, { channelId: 'channel-0', portId: 'transfer' }))
 * ```
 */
export function getNextSequenceSendQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetNextSequenceSendParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetNextSequenceSendResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getNextSequenceSendEndpoint, parameters)
}
