import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getClientStatusEndpoint, type GetClientStatusParameters } from '../../modules/ibcClient/getClientStatus.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetClientStatusParameters> = {},
) {
  return endpointQueryOptions(client, getClientStatusEndpoint, parameters)
}
