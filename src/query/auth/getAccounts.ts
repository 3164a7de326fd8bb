import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAccountsEndpoint, type GetAccountsParameters, type GetAccountsResponse } from '../../modules/auth/getAccounts.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getAccounts}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAccountsQueryOptions(client, { pagination: { limit: 50 } }))
 * ```
 */
export function getAccountsQueryOptions(client: GatewayClient, parameters: ExactPartial<GetAccountsParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetAccountsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAccountsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getAccounts}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getAccountsInfiniteQueryOptions(client, { pagination: { limit: 50 } }))
 * ```
 */
export function getAccountsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetAccountsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetAccountsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getAccountsEndpoint, parameters)
}
