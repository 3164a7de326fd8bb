import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPayeeEndpoint, type GetPayeeParameters, type GetPayeeResponse } from '../../modules/ibcFee/getPayee.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPayee}; disabled until `channelId` and `relayer` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPayeeQueryOptions(client, { channelId: 'channel-0', relayer }))
 * ```
 */
export function getPayeeQueryOptions(client: GatewayClient, parameters: ExactPartial<GetPayeeParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetPayeeResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPayeeEndpoint, parameters)
}
