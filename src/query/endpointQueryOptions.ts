import type { ExactPartial } from '../core/types.ts'
import type { DataTag, DefaultError, InfiniteData } from '@tanstack/query-core'
import type * as z from '../core/zod.ts'
import type { GatewayClient } from '../core/client.ts'
import { getNextPageKey, type KeyPaginated, type PageRequest } from '../core/pagination.ts'
import { hasRequiredParameters, request, type Endpoint } from '../core/request.ts'
import { gatekitQueryKey, type GatekitQueryKey } from './queryKey.ts'

// The client already retries idempotent requests with backoff; a second retry
// layer in TanStack would multiply requests on every failure.
const queryDefaults = { retry: 0 } as const

/**
 * Query options as a plain object (no runtime import of TanStack). The key carries the response type as
 * TanStack's data tag, so `queryClient.getQueryData(options.queryKey)` is typed.
 *
 * @example
 * ```ts
 * const options: EndpointQueryOptions<GetBalancesResponse> = getBalancesQueryOptions(client, { address })
 * ```
 */
export type EndpointQueryOptions<TData, TKey extends readonly unknown[] = GatekitQueryKey> = {
  queryKey: DataTag<TKey, TData, DefaultError>
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>
  enabled: boolean
  retry: 0
  staleTime?: number
}

/**
 * Infinite query options as a plain object: pages of `TData` fetched by `TPageParam`, the key tagged
 * with TanStack's `InfiniteData`.
 *
 * @example
 * ```ts
 * const options: EndpointInfiniteQueryOptions<GetBalancesResponse, string | undefined> =
 *   getBalancesInfiniteQueryOptions(client, { address })
 * ```
 */
export type EndpointInfiniteQueryOptions<TData, TPageParam, TKey extends readonly unknown[] = readonly [...GatekitQueryKey, 'infinite']> = {
  queryKey: DataTag<TKey, InfiniteData<TData, TPageParam>, DefaultError>
  queryFn: (context: { pageParam: TPageParam; signal: AbortSignal }) => Promise<TData>
  initialPageParam: TPageParam
  getNextPageParam: (lastPage: TData, allPages: TData[], lastPageParam: TPageParam) => TPageParam | undefined
  enabled: boolean
  retry: 0
  staleTime?: number
}

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
 * parameters are missing, and TanStack's own retry off.
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
  parameters: ExactPartial<TParameters>,
  defaults: EndpointQueryDefaults = {},
): EndpointQueryOptions<z.output<TSchema>> {
  const complete = parameters as TParameters
  // A plain object (no runtime import of TanStack): the data tag on the key exists only in the type system.
  return {
    ...queryDefaults,
    ...(defaults.staleTime === undefined ? {} : { staleTime: defaults.staleTime }),
    queryKey: gatekitQueryKey(client, endpoint.id, parameters) as DataTag<GatekitQueryKey, z.output<TSchema>, DefaultError>,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<z.output<TSchema>> => request(client, endpoint, complete, { signal }),
    enabled: hasRequiredParameters(client, endpoint, complete),
  }
}

/**
 * Infinite query options of a key-paginated endpoint: each page asks for the
 * `next_key` of the one before and the last page is the one whose `next_key`
 * is empty. The key ends in `'infinite'` so it never collides with the single
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
  parameters: ExactPartial<TParameters>,
): EndpointInfiniteQueryOptions<z.output<TSchema>, string | undefined> {
  const complete = parameters as TParameters
  type Key = readonly [...GatekitQueryKey, 'infinite']
  return {
    ...queryDefaults,
    queryKey: [...gatekitQueryKey(client, endpoint.id, parameters), 'infinite'] as const as DataTag<
      Key,
      InfiniteData<z.output<TSchema>, string | undefined>,
      DefaultError
    >,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }): Promise<z.output<TSchema>> =>
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
        { signal },
      ),
    initialPageParam: complete.pagination?.key as string | undefined,
    getNextPageParam: (lastPage: z.output<TSchema>): string | undefined => getNextPageKey(lastPage),
    enabled: hasRequiredParameters(client, endpoint, complete),
  }
}
