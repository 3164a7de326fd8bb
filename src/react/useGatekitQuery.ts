import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { GatewayClient } from '../core/client.ts'
import { useGatewayClient } from './useGatewayClient.ts'
import type { BlockHeight } from '../core/blockHeight.ts'
import { neverRefetchedAtHeight } from './blockHeight.ts'

type Enabled = boolean | ((...args: never[]) => boolean) | undefined

/**
 * TanStack options a hook accepts in its `query` bag; the key and the query
 * function belong to gatekit.
 */
export type QueryParameter<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, DefaultError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>

/** TanStack options an infinite hook accepts in its `query` bag. */
export type InfiniteQueryParameter<TQueryFnData, TPageParam, TData = InfiniteData<TQueryFnData, TPageParam>> = Omit<
  UseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, QueryKey, TPageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>

/** Parameters every query hook takes besides the endpoint's own. */
export type HookParameters<TQuery> = {
  /** A client for this hook only; otherwise the provider's. */
  client?: GatewayClient | undefined
  /** TanStack Query options (`enabled`, `select`, `staleTime`, `refetchInterval`, ...). */
  query?: TQuery | undefined
  /**
   * Read the state as of this block height (`x-cosmos-block-height`); part of the query key.
   * The answer cannot change: it never goes stale and is not refetched on focus, reconnect or
   * interval. Queries of the application state only (not blocks, transactions or simulations).
   */
  blockHeight?: BlockHeight | undefined
}

// Missing required inputs always win over the caller's `enabled`.
function mergeEnabled(required: Enabled, own: Enabled): Enabled {
  if (required === false) return false
  return own
}

/**
 * Runs gatekit query options in `useQuery`: resolves the client, builds the
 * options, lays the caller's `query` bag over them.
 *
 * @example
 * ```ts
 * export function useBalances(parameters: UseBalancesParameters = {}) {
 *   return useGatekitQuery(getBalancesQueryOptions, parameters)
 * }
 * ```
 */
export function useGatekitQuery<
  TParameters extends object,
  TQueryFnData,
  TQueryKey extends QueryKey,
  TData = TQueryFnData,
>(
  factory: (
    client: GatewayClient,
    parameters: TParameters,
  ) => UseQueryOptions<TQueryFnData, DefaultError, TQueryFnData, TQueryKey> & { enabled?: Enabled },
  parameters: TParameters & HookParameters<QueryParameter<TQueryFnData, TData>>,
): UseQueryResult<TData, DefaultError> {
  const { client: ownClient, query, ...rest } = parameters
  const client = useGatewayClient({ client: ownClient })
  const options = factory(client, rest as TParameters)
  return useQuery({
    ...options,
    ...query,
    ...neverRefetchedAtHeight(rest),
    enabled: mergeEnabled(options.enabled, query?.enabled),
  } as unknown as UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>)
}

/**
 * Runs gatekit infinite query options in `useInfiniteQuery`.
 *
 * @example
 * ```ts
 * export function useInfiniteBalances(parameters: UseInfiniteBalancesParameters = {}) {
 *   return useGatekitInfiniteQuery(getBalancesInfiniteQueryOptions, parameters)
 * }
 * ```
 */
export function useGatekitInfiniteQuery<
  TParameters extends object,
  TQueryFnData,
  TQueryKey extends QueryKey,
  TPageParam,
  TData = InfiniteData<TQueryFnData, TPageParam>,
>(
  factory: (
    client: GatewayClient,
    parameters: TParameters,
  ) => UseInfiniteQueryOptions<TQueryFnData, DefaultError, InfiniteData<TQueryFnData, TPageParam>, TQueryKey, TPageParam> & {
    enabled?: Enabled
  },
  parameters: TParameters & HookParameters<InfiniteQueryParameter<TQueryFnData, TPageParam, TData>>,
): UseInfiniteQueryResult<TData, DefaultError> {
  const { client: ownClient, query, ...rest } = parameters
  const client = useGatewayClient({ client: ownClient })
  const options = factory(client, rest as TParameters)
  return useInfiniteQuery({
    ...options,
    ...query,
    ...neverRefetchedAtHeight(rest),
    enabled: mergeEnabled(options.enabled, query?.enabled),
  } as unknown as UseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey, TPageParam>)
}
