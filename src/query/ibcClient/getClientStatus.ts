import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getClientStatusEndpoint, type GetClientStatusParameters, type GetClientStatusResponse } from '../../modules/ibcClient/getClientStatus.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getClientStatus}; disabled until `clientId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getClientStatusQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getClientStatusQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetClientStatusParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetClientStatusResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getClientStatusEndpoint, parameters)
}
