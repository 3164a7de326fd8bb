import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getTxSearchEndpoint,
  type GetTxSearchParameters,
  type GetTxSearchResponse,
} from '../../modules/tx/getTxSearch.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { GatekitInfiniteQueryKey, GatekitQueryKey } from '../queryKey.ts'

/**
 * Query options of {@link getTxSearch}; disabled until `eventQuery` or `events` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTxSearchQueryOptions(client, { eventQuery: 'tx.height>=1', limit: 20 }))
 * ```
 */
export function getTxSearchQueryOptions(client: GatewayClient, parameters: ExactPartial<GetTxSearchParameters> = {}): GatekitQueryOptions<GetTxSearchResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTxSearchEndpoint, parameters)
}

/** Page size of the infinite transaction search when the parameters give none. */
export const defaultTxSearchLimit: number = getTxSearchEndpoint.pagination.defaultLimit

/**
 * Infinite query options of {@link getTxSearch}, numbered pages (the endpoint's declared
 * pagination). With `eventQuery` (SDK 0.50+) it sends `page` and `limit`; with `events`
 * (older chains) it sends `pagination.offset` and `pagination.limit`. The last page is reached
 * when `page · limit` covers the reported total, or a page comes back short, or
 * after the client's `pageLimit` pages (a gateway that always sends full pages
 * and a huge total cannot make the list load for ever).
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getTxSearchInfiniteQueryOptions(client, { eventQuery: "message.sender='kii1...'", limit: 20 }),
 * )
 * ```
 */
export function getTxSearchInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetTxSearchParameters> = {},
): GatekitInfiniteQueryOptions<GetTxSearchResponse, GatekitInfiniteQueryKey, number> {
  return endpointInfiniteQueryOptions(client, getTxSearchEndpoint, parameters)
}
