import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getInterchainAccountEndpoint,
  type GetInterchainAccountParameters,
  type GetInterchainAccountResponse,
} from '../../modules/ica/getInterchainAccount.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetInterchainAccountParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetInterchainAccountResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getInterchainAccountEndpoint, parameters)
}
