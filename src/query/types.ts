import type {
  DataTag,
  DefaultError,
  GetNextPageParamFunction,
  InfiniteData,
  MutationFunction,
  QueryFunction,
  QueryKey,
} from '@tanstack/query-core'

// These types only name @tanstack/query-core's own types (the user's copy, never a bundled one),
// and the option objects are built by hand: nothing here runs TanStack code, so the query options
// work in a plain Node script or a server component without React or TanStack installed.

/**
 * Query options as gatekit builds them: plain objects that every TanStack Query v5 API accepts
 * without a cast (`useQuery`, `useSuspenseQuery`, `useQueries`, `queryClient.fetchQuery`,
 * `prefetchQuery`, `ensureQueryData`, `queryOptions({ ...options })`). The `queryKey` carries the
 * response type as a TanStack data tag, so `queryClient.getQueryData(options.queryKey)` is typed.
 *
 * `enabled` is `false` while a required parameter is missing. The suspense APIs do not read it
 * (`useSuspenseQuery` always fetches), so give them complete parameters.
 *
 * @example
 * ```ts
 * const options: GatekitQueryOptions<GetBalancesResponse, GatekitQueryKey> = getBalancesQueryOptions(client, { address })
 * await queryClient.prefetchQuery(options)
 * queryClient.getQueryData(options.queryKey) // GetBalancesResponse | undefined
 * ```
 */
export type GatekitQueryOptions<TQueryFnData, TQueryKey extends QueryKey> = {
  /** The cache key, tagged with the response type. */
  queryKey: DataTag<TQueryKey, TQueryFnData, DefaultError>
  /** Calls the endpoint with TanStack's abort `signal`. */
  queryFn: QueryFunction<TQueryFnData, TQueryKey>
  /** `false` until every required parameter is set. */
  enabled: boolean
  /** `0`: the client already retries idempotent requests with backoff. */
  retry: number
  /** How long the data stays fresh, when the endpoint's answers never change (`Infinity`). */
  staleTime?: number
}

/**
 * Infinite query options as gatekit builds them: plain objects accepted without a cast by
 * `useInfiniteQuery`, `useSuspenseInfiniteQuery`, `queryClient.fetchInfiniteQuery`,
 * `prefetchInfiniteQuery` and `infiniteQueryOptions({ ...options })`. The `queryKey` carries
 * `InfiniteData<page, pageParam>` as its data tag.
 *
 * @example
 * ```ts
 * const options = getBalancesInfiniteQueryOptions(client, { address })
 * await queryClient.prefetchInfiniteQuery(options)
 * queryClient.getQueryData(options.queryKey)?.pages // GetBalancesResponse[] | undefined
 * ```
 */
export type GatekitInfiniteQueryOptions<TPage, TQueryKey extends QueryKey, TPageParam> = {
  /** The cache key, tagged with every page fetched so far. */
  queryKey: DataTag<TQueryKey, InfiniteData<TPage, TPageParam>, DefaultError>
  /** Fetches the page `pageParam` names, with TanStack's abort `signal`. */
  queryFn: QueryFunction<TPage, TQueryKey, TPageParam>
  /** Where the first page starts. */
  initialPageParam: TPageParam
  /** Where the page after `lastPage` starts, or `undefined` after the last one. */
  getNextPageParam: GetNextPageParamFunction<TPageParam, TPage>
  /** `false` until every required parameter is set. */
  enabled: boolean
  /** `0`: the client already retries idempotent requests with backoff. */
  retry: number
  /** How long the pages stay fresh, when the endpoint's answers never change (`Infinity`). */
  staleTime?: number
  /**
   * Never set by gatekit; declared so that TanStack infers the pages' data with their page
   * parameter (`InfiniteData<page, pageParam>`, not `pageParam: unknown`). Spread the options and
   * add your own `select` to change the data type.
   */
  select?: (data: InfiniteData<TPage, TPageParam>) => InfiniteData<TPage, TPageParam>
}

/**
 * Mutation options as gatekit builds them: a plain object for `useMutation` and
 * `queryClient.getMutationDefaults`-style use, with no TanStack code behind it.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(broadcastTxMutationOptions(client))
 * ```
 */
export type GatekitMutationOptions<TData, TVariables, TMutationKey extends readonly unknown[]> = {
  /** Identifies the mutation for `useMutationState` and `useIsMutating`. */
  mutationKey: TMutationKey
  /** Sends the request. */
  mutationFn: MutationFunction<TData, TVariables>
  /** `0`: a write is never sent twice. */
  retry: number
}
