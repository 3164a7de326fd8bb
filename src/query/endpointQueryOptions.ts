import type { ExactPartial } from '../core/types.ts'
import type { GatewayClient } from '../core/client.ts'
import type { EndpointPagination } from '../core/endpoint.ts'
import { ParameterError } from '../core/errors.ts'
import { boundedNextPageParam } from '../core/pagination.ts'
import { prepareRequest, sendPreparedRequest, type Endpoint, type RequestPreparation } from '../core/request.ts'
import { pageWalk, type PageParamOf } from './pageStyles.ts'
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

// Sends what prepareRequest made, or rejects with its problem: the request is prepared once,
// for `enabled`, and the query function sends that very request.
function sendPrepared<TResponse>(
  client: GatewayClient,
  endpoint: Pick<Endpoint<never, TResponse>, 'id' | 'response'>,
  prepared: RequestPreparation,
  signal: AbortSignal,
  blockHeight: AtBlockHeight['blockHeight'],
): Promise<TResponse> {
  if (!prepared.ok) return Promise.reject(new ParameterError(prepared.problem))
  return sendPreparedRequest(client, endpoint, prepared.request, { signal, blockHeight })
}

// A query waits while a required parameter is missing; a present but malformed value runs and reports its error.
const isReady = (prepared: RequestPreparation) => prepared.ok || prepared.missing.length === 0

/**
 * Query options of one endpoint call: the key from {@link gatekitQueryKey}, a
 * queryFn that sends the request {@link prepareRequest} made with TanStack's `signal`,
 * `enabled` while a required parameter is missing, and TanStack's own retry off. With `blockHeight`
 * the request reads at that height, the key holds it, and the answer never goes stale.
 *
 * @example
 * ```ts
 * const options = endpointQueryOptions(client, getBalancesEndpoint, { address })
 * const { data } = useQuery(options)
 * ```
 */
export function endpointQueryOptions<TParameters, TResponse>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, TResponse>,
  parameters: ExactPartial<TParameters> & AtBlockHeight,
  defaults: EndpointQueryDefaults = {},
): GatekitQueryOptions<TResponse, GatekitQueryKey> {
  const { parameters: own, blockHeight, keyParameters, immutable } = splitBlockHeight(parameters)
  const prepared = prepareRequest(client, endpoint, own as TParameters)
  return {
    retry: noRetry,
    ...(defaults.staleTime === undefined ? {} : { staleTime: defaults.staleTime }),
    ...immutable,
    queryKey: tagQueryKey(gatekitQueryKey(client, endpoint.id, keyParameters)),
    queryFn: ({ signal }) => sendPrepared(client, endpoint, prepared, signal, blockHeight),
    enabled: isReady(prepared),
  }
}

/**
 * Infinite query options of a paginated endpoint, derived from the pagination style it
 * declares (see {@link EndpointPagination}; `key` when it declares none): each page asks for
 * the cursor, offset or number after the one before, and the last page is the one the style
 * says ends the list, repeats a page parameter already read, or reaches the client's
 * `pageLimit` (see `checkPageWalk`), so a gateway whose pages never end cannot make
 * `fetchNextPage` loops run for ever. The key ends in `'infinite'` so it never collides with
 * the single page's cache entry.
 *
 * @example
 * ```ts
 * const options = endpointInfiniteQueryOptions(client, getBalancesEndpoint, { address, pagination: { limit: 50 } })
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(options)
 * ```
 */
export function endpointInfiniteQueryOptions<
  TParameters,
  TResponse,
  TPagination extends EndpointPagination<TParameters> | undefined,
>(
  client: GatewayClient,
  endpoint: Endpoint<TParameters, TResponse, TPagination>,
  parameters: ExactPartial<TParameters> & AtBlockHeight,
  defaults: EndpointQueryDefaults = {},
): GatekitInfiniteQueryOptions<TResponse, GatekitInfiniteQueryKey, PageParamOf<TPagination>> {
  const { parameters: own, blockHeight, keyParameters, immutable } = splitBlockHeight(parameters)
  const walk = pageWalk(endpoint.pagination as TPagination, own as TParameters)
  // The first page is prepared here for `enabled`, and sent as it is when it is asked for.
  const first = prepareRequest(client, endpoint, walk.pageParameters(walk.initialPageParam))
  return {
    retry: noRetry,
    ...(defaults.staleTime === undefined ? {} : { staleTime: defaults.staleTime }),
    ...immutable,
    queryKey: tagQueryKey(gatekitInfiniteQueryKey(client, endpoint.id, keyParameters)),
    queryFn: ({ pageParam, signal }) =>
      sendPrepared(
        client,
        endpoint,
        pageParam === walk.initialPageParam ? first : prepareRequest(client, endpoint, walk.pageParameters(pageParam as PageParamOf<TPagination>)),
        signal,
        blockHeight,
      ),
    initialPageParam: walk.initialPageParam,
    getNextPageParam: (lastPage, _allPages, lastPageParam, allPageParams) =>
      boundedNextPageParam(walk.nextPageParam(lastPage, lastPageParam), allPageParams, client.pageLimit),
    enabled: isReady(first),
  }
}
