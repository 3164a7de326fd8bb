import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getSpendableBalancesEndpoint,
  type GetSpendableBalancesParameters,
  type GetSpendableBalancesResponse,
} from '../../modules/bank/getSpendableBalances.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetSpendableBalancesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetSpendableBalancesResponse, GatekitQueryKey> {
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
  parameters: ExactPartial<GetSpendableBalancesParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetSpendableBalancesResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getSpendableBalancesEndpoint, parameters)
}
