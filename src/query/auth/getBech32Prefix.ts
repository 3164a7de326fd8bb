import type { GatewayClient } from '../../core/client.ts'
import { getBech32PrefixEndpoint, type GetBech32PrefixParameters, type GetBech32PrefixResponse } from '../../modules/auth/getBech32Prefix.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getBech32Prefix}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBech32PrefixQueryOptions(client))
 * ```
 */
export function getBech32PrefixQueryOptions(
  client: GatewayClient,
  parameters: GetBech32PrefixParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetBech32PrefixResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBech32PrefixEndpoint, parameters)
}
