import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getBalancesEndpoint, type GetBalancesParameters, type GetBalancesResponse } from '../../modules/bank/getBalances.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getBalances}; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBalancesQueryOptions(client, { address }))
 * ```
 */
export function getBalancesQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBalancesParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetBalancesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBalancesEndpoint, parameters)
}

/**
 * Infinite query options of {@link getBalances}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getBalancesInfiniteQueryOptions(client, { address }))
 * ```
 */
export function getBalancesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetBalancesParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetBalancesResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getBalancesEndpoint, parameters)
}
