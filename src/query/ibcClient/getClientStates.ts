import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getClientStatesEndpoint, type GetClientStatesParameters, type GetClientStatesResponse } from '../../modules/ibcClient/getClientStates.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getClientStates}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getClientStatesQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getClientStatesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetClientStatesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetClientStatesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getClientStatesEndpoint, parameters)
}

/**
 * Infinite query options of {@link getClientStates}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getClientStatesInfiniteQueryOptions(client, { pagination: { limit: 100 } }),
 * )
 * ```
 */
export function getClientStatesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetClientStatesParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetClientStatesResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getClientStatesEndpoint, parameters)
}
