import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getSpendableBalancesEndpoint,
  type GetSpendableBalancesParameters,
} from '../../modules/bank/getSpendableBalances.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getSpendableBalances}; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSpendableBalancesQueryOptions(client, { address }))
 * ```
 */
export function getSpendableBalancesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSpendableBalancesParameters> = {},
) {
  return endpointQueryOptions(client, getSpendableBalancesEndpoint, parameters)
}

/**
 * Infinite query options of {@link getSpendableBalances}, one page per `next_key`; disabled until `address` is set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getSpendableBalancesInfiniteQueryOptions(client, { address }))
 * ```
 */
export function getSpendableBalancesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSpendableBalancesParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getSpendableBalancesEndpoint, parameters)
}
