import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAccountsEndpoint, type GetAccountsParameters } from '../../modules/auth/getAccounts.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getAccounts}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAccountsQueryOptions(client, { pagination: { limit: 50 } }))
 * ```
 */
export function getAccountsQueryOptions(client: GatewayClient, parameters: ExactPartial<GetAccountsParameters> = {}) {
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
  parameters: ExactPartial<GetAccountsParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getAccountsEndpoint, parameters)
}
