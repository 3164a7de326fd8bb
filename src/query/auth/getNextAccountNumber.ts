import type { GatewayClient } from '../../core/client.ts'
import { getNextAccountNumberEndpoint, type GetNextAccountNumberParameters, type GetNextAccountNumberResponse } from '../../modules/auth/getNextAccountNumber.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getNextAccountNumber}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getNextAccountNumberQueryOptions(client))
 * ```
 */
export function getNextAccountNumberQueryOptions(
  client: GatewayClient,
  parameters: GetNextAccountNumberParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetNextAccountNumberResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getNextAccountNumberEndpoint, parameters)
}
