import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getBalancesEndpoint, type GetBalancesParameters } from '../../modules/bank/getBalances.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getBalances}; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBalancesQueryOptions(client, { address }))
 * ```
 */
export function getBalancesQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBalancesParameters> = {}) {
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
  parameters: ExactPartial<GetBalancesParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getBalancesEndpoint, parameters)
}
