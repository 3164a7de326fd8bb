import type { ExactPartial } from '../../core/types.ts'
import type { DataTag, DefaultError, InfiniteData } from '@tanstack/query-core'
import type { GatewayClient } from '../../core/client.ts'
import { getNextPageNumber } from '../../core/pagination.ts'
import { hasRequiredParameters, request } from '../../core/request.ts'
import {
  getTxSearchEndpoint,
  type GetTxSearchParameters,
  type GetTxSearchResponse,
} from '../../modules/tx/getTxSearch.ts'
import { endpointQueryOptions, type EndpointInfiniteQueryOptions } from '../endpointQueryOptions.ts'
import { gatekitQueryKey, type GatekitQueryKey } from '../queryKey.ts'

/**
 * Query options of {@link getTxSearch}; disabled until `eventQuery` or `events` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTxSearchQueryOptions(client, { eventQuery: 'tx.height>=1', limit: 20 }))
 * ```
 */
export function getTxSearchQueryOptions(client: GatewayClient, parameters: ExactPartial<GetTxSearchParameters> = {}) {
  return endpointQueryOptions(client, getTxSearchEndpoint, parameters)
}

/** Page size of the infinite transaction search when the parameters give none. */
export const defaultTxSearchLimit = 50

/**
 * Infinite query options of {@link getTxSearch}, numbered pages. With `eventQuery`
 * (SDK 0.50+) it sends `page` and `limit`; with `events` (older chains) it
 * sends `pagination.offset` and `pagination.limit`. The last page is reached
 * when `page · limit` covers the reported total, or a page comes back short.
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
): EndpointInfiniteQueryOptions<GetTxSearchResponse, number> {
  const complete = parameters as GetTxSearchParameters
  const limit = Number(parameters.limit ?? parameters.pagination?.limit ?? defaultTxSearchLimit)
  const pageParameters = (page: number): GetTxSearchParameters =>
    complete.eventQuery
      ? { ...complete, page, limit }
      : {
          ...complete,
          pagination: { ...complete.pagination, key: undefined, offset: (page - 1) * limit, limit, countTotal: true },
        }
  type Key = readonly [...GatekitQueryKey, 'infinite']
  // A plain object (no runtime import of TanStack): the data tag on the key exists only in the type system.
  return {
    retry: 0,
    queryKey: [...gatekitQueryKey(client, getTxSearchEndpoint.id, parameters), 'infinite'] as const as DataTag<Key, InfiniteData<GetTxSearchResponse, number>, DefaultError>,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }): Promise<GetTxSearchResponse> => request(client, getTxSearchEndpoint, pageParameters(pageParam), { signal }),
    initialPageParam: Number(parameters.page ?? 1),
    getNextPageParam: (lastPage: GetTxSearchResponse, _pages: unknown, lastPageParam: number) =>
      getNextPageNumber({
        page: lastPageParam,
        limit,
        received: lastPage.tx_responses?.length ?? 0,
        total: lastPage.total ?? lastPage.pagination?.total,
      }),
    enabled: hasRequiredParameters(client, getTxSearchEndpoint, complete),
  }
}
