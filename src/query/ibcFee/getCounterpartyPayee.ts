import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getCounterpartyPayeeEndpoint,
  type GetCounterpartyPayeeParameters,
  type GetCounterpartyPayeeResponse,
} from '../../modules/ibcFee/getCounterpartyPayee.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getCounterpartyPayee}; disabled until `channelId` and `relayer` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getCounterpartyPayeeQueryOptions(client, { channelId: 'channel-0', relayer }))
 * ```
 */
export function getCounterpartyPayeeQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetCounterpartyPayeeParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetCounterpartyPayeeResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getCounterpartyPayeeEndpoint, parameters)
}
