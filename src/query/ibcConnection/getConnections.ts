import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConnectionsEndpoint, type GetConnectionsParameters, type GetConnectionsResponse } from '../../modules/ibcConnection/getConnections.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConnections}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConnectionsQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getConnectionsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConnectionsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConnectionsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getConnections}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getConnectionsInfiniteQueryOptions(client, { pagination: { limit: 100 } }),
 * )
 * ```
 */
export function getConnectionsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConnectionsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetConnectionsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getConnectionsEndpoint, parameters)
}
