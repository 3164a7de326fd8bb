import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getInterchainAccountEndpoint,
  type GetInterchainAccountParameters,
} from '../../modules/ica/getInterchainAccount.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getInterchainAccount}; disabled until `owner` and `connectionId` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getInterchainAccountQueryOptions(client, { owner, connectionId: 'connection-2' }))
 * ```
 */
export function getInterchainAccountQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetInterchainAccountParameters> = {},
) {
  return endpointQueryOptions(client, getInterchainAccountEndpoint, parameters)
}
