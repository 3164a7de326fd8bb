import type { ExactPartial } from '../core/types.ts'
import type * as z from '../core/zod.ts'
import type { GatewayClient } from '../core/client.ts'
import { boundedNextPageParam, getNextPageKey, type KeyPaginated, type PageRequest } from '../core/pagination.ts'
import { hasRequiredParameters, request, type Endpoint } from '../core/request.ts'
import {
  gatekitInfiniteQueryKey,
  gatekitQueryKey,
  tagQueryKey,
  type GatekitInfiniteQueryKey,
  type GatekitQueryKey,
} from './queryKey.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from './types.ts'
import { splitBlockHeight, type AtBlockHeight } from './blockHeight.ts'

/**
 * The query options of one gateway endpoint: {@link GatekitQueryOptions} under a gatekit key.
 *
 * @example
 * ```ts
 * const options: EndpointQueryOptions<GetBalancesResponse> = getBalancesQueryOptions(client, { address })
 * ```
 */
export type EndpointQueryOptions<TData, TKey extends GatekitQueryKey = GatekitQueryKey> = GatekitQueryOptions<TData, TKey>

/**
 * The infinite query options of one paginated gateway endpoint: {@link GatekitInfiniteQueryOptions}
 * under a gatekit infinite key.
 *
 * @example
 * ```ts
 * const options: EndpointInfiniteQueryOptions<GetBalancesResponse, string | undefined> = getBalancesInfiniteQueryOptions(client, { address })
 * ```
 */
export type EndpointInfiniteQueryOptions<
  TData,
  TPageParam,
  TKey extends GatekitInfiniteQueryKey = GatekitInfiniteQueryKey,
> = GatekitInfiniteQueryOptions<TData, TKey, TPageParam>

// The client already retries idempotent requests with backoff; a second retry
// layer in TanStack would multiply requests on every failure.
const noRetry = 0

/** What an endpoint's query options may set beyond the shared defaults. */
export type EndpointQueryDefaults = {
  /**
   * How long data stays fresh. `Infinity` for answers that cannot change
   * (a decoded transaction, a transaction by hash), so each input is fetched once.
   */
  staleTime?: number | undefined
}

/**
 * Query options of one endpoint call: the key from {@link gatekitQueryKey}, a
 * queryFn that passes TanStack's `signal` on, `enabled` while required
 * parameters are missing, and TanStack's own retry off. With `blockHeight` the
 * request reads at that height, the key holds it, and the answer never goes stale.
 *
 * @example
 * ```ts
 * const options = endpointQueryOptions(client, getBalancesEndpoint, { address })
 * const { data } = useQuery(options)
 * ```
 */
export function endpointQueryOptions<TParameters, TSchema extends z.ZodType>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, TSchema>,
  parameters: ExactPartial<TParameters> & AtBlockHeight,
  defaults: EndpointQueryDefaults = {},
): GatekitQueryOptions<z.output<TSchema>, GatekitQueryKey> {
  const { parameters: own, blockHeight, keyParameters, immutable } = splitBlockHeight(parameters)
  const complete = own as TParameters
  return {
    retry: noRetry,
    ...(defaults.staleTime === undefined ? {} : { staleTime: defaults.staleTime }),
    ...immutable,
    queryKey: tagQueryKey(gatekitQueryKey(client, endpoint.id, keyParameters)),
    queryFn: ({ signal }) => request(client, endpoint, complete, { signal, blockHeight }),
    enabled: hasRequiredParameters(client, endpoint, complete),
  }
}

/**
 * Infinite query options of a key-paginated endpoint: each page asks for the
 * `next_key` of the one before and the last page is the one whose `next_key`
 * is empty, repeats a key already read, or reaches the client's `pageLimit`
 * (see `checkPageWalk`), so a gateway whose pages never end cannot make
 * `fetchNextPage` loops run for ever. The key ends in `'infinite'` so it never collides with the single
 * page's cache entry.
 *
 * @example
 * ```ts
 * const options = endpointInfiniteQueryOptions(client, getBalancesEndpoint, { address, pagination: { limit: 50 } })
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(options)
 * ```
 */
export function endpointInfiniteQueryOptions<
  TParameters extends { pagination?: PageRequest | undefined },
  TSchema extends z.ZodType<KeyPaginated>,
>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, TSchema>,
  parameters: ExactPartial<TParameters> & AtBlockHeight,
): GatekitInfiniteQueryOptions<z.output<TSchema>, GatekitInfiniteQueryKey, string | undefined> {
  const { parameters: own, blockHeight, keyParameters, immutable } = splitBlockHeight(parameters)
  const complete = own as TParameters
  return {
    retry: noRetry,
    ...immutable,
    queryKey: tagQueryKey(gatekitInfiniteQueryKey(client, endpoint.id, keyParameters)),
    queryFn: ({ pageParam, signal }) =>
      request(
        client,
        endpoint,
        {
          ...complete,
          // An offset applies to the first page only; later pages continue from their key.
          pagination: pageParam
            ? { ...complete.pagination, key: pageParam, offset: undefined }
            : complete.pagination,
        },
        { signal, blockHeight },
      ),
    initialPageParam: complete.pagination?.key,
    getNextPageParam: (lastPage, _allPages, _lastPageParam, allPageParams) =>
      boundedNextPageParam(getNextPageKey(lastPage), allPageParams, client.pageLimit),
    enabled: hasRequiredParameters(client, endpoint, complete),
  }
}
