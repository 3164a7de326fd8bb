import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { boundedNextPageParam, getNextPageNumber } from '../../core/pagination.ts'
import { hasRequiredParameters, request } from '../../core/request.ts'
import {
  getTxSearchEndpoint,
  type GetTxSearchParameters,
  type GetTxSearchResponse,
} from '../../modules/tx/getTxSearch.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import { gatekitInfiniteQueryKey, tagQueryKey, type GatekitInfiniteQueryKey, type GatekitQueryKey } from '../queryKey.ts'

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
export const defaultTxSearchLimit = 50

/**
 * Infinite query options of {@link getTxSearch}, numbered pages. With `eventQuery`
 * (SDK 0.50+) it sends `page` and `limit`; with `events` (older chains) it
 * sends `pagination.offset` and `pagination.limit`. The last page is reached
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
  const complete = parameters as GetTxSearchParameters
  const limit = Number(parameters.limit ?? parameters.pagination?.limit ?? defaultTxSearchLimit)
  const pageParameters = (page: number): GetTxSearchParameters =>
    complete.eventQuery
      ? { ...complete, page, limit }
      : {
          ...complete,
          pagination: { ...complete.pagination, key: undefined, offset: (page - 1) * limit, limit, countTotal: true },
        }
  return {
    retry: 0, // the client retries reads itself
    queryKey: tagQueryKey(gatekitInfiniteQueryKey(client, getTxSearchEndpoint.id, parameters)),
    // A hook's `blockHeight` reaches request(), which refuses it for the transaction index.
    queryFn: ({ pageParam, signal }) =>
      request(client, getTxSearchEndpoint, pageParameters(pageParam), { signal, blockHeight: (parameters as AtBlockHeight).blockHeight }),
    initialPageParam: Number(parameters.page ?? 1),
    getNextPageParam: (lastPage, _pages, lastPageParam, allPageParams) =>
      boundedNextPageParam(
        getNextPageNumber({
          page: lastPageParam,
          limit,
          received: lastPage.tx_responses?.length ?? 0,
          total: lastPage.total ?? lastPage.pagination?.total,
        }),
        allPageParams,
        client.pageLimit,
      ),
    enabled: hasRequiredParameters(client, getTxSearchEndpoint, complete),
  }
}
