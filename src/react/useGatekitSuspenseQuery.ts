import {
  skipToken,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
  type DefaultError,
  type InfiniteData,
  type QueryFunctionContext,
  type QueryKey,
  type SkipToken,
  type UseSuspenseInfiniteQueryOptions,
  type UseSuspenseInfiniteQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
} from '@tanstack/react-query'
import type { GatewayClient } from '../core/client.ts'
import { ParameterError } from '../core/errors.ts'
import type { HookParameters } from './useGatekitQuery.ts'
import { useGatewayClient } from './useGatewayClient.ts'
import { neverRefetchedAtHeight } from './blockHeight.ts'

/**
 * TanStack options a suspense hook accepts in its `query` bag: those of
 * `useSuspenseQuery`, so no `enabled`, `placeholderData` or `throwOnError`
 * (a suspended component cannot be disabled; errors go to the error boundary).
 *
 * @example
 * ```ts
 * const query: SuspenseQueryParameter<GetBalancesResponse, number> = {
 *   select: (data) => data.balances.length,
 *   staleTime: 10_000,
 * }
 * ```
 */
export type SuspenseQueryParameter<TQueryFnData, TData = TQueryFnData> = Omit<
  UseSuspenseQueryOptions<TQueryFnData, DefaultError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>

/**
 * TanStack options a suspense infinite hook accepts in its `query` bag.
 *
 * @example
 * ```ts
 * const query: SuspenseInfiniteQueryParameter<GetBalancesResponse, string | undefined, Coin[]> = {
 *   select: (data) => data.pages.flatMap((page) => page.balances),
 * }
 * ```
 */
export type SuspenseInfiniteQueryParameter<
  TQueryFnData,
  TPageParam,
  TData = InfiniteData<TQueryFnData, TPageParam>,
> = Omit<
  UseSuspenseInfiniteQueryOptions<TQueryFnData, DefaultError, TData, QueryKey, TPageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>

/**
 * The part of a query options object the suspense helpers rely on. Structural on
 * purpose: any options factory of gatekit (typed with react-query's or
 * query-core's types) fits, and everything else it sets is passed through.
 *
 * @example
 * ```ts
 * const options: SuspendableQueryOptions<GetBalancesResponse, GatekitQueryKey> = getBalancesQueryOptions(client, { address })
 * ```
 */
export type SuspendableQueryOptions<TQueryFnData, TQueryKey extends QueryKey, TPageParam = never> = {
  queryKey: TQueryKey
  queryFn?:
    | ((context: QueryFunctionContext<TQueryKey, TPageParam>) => TQueryFnData | Promise<TQueryFnData>)
    | SkipToken
    | undefined
}

/**
 * Query options made fit for a suspense hook. A suspense query runs whatever
 * `enabled` says, so `enabled` is dropped and the query function itself must
 * refuse incomplete parameters: gatekit's actions throw {@link ParameterError}
 * before sending anything. Options that skip instead (`skipToken`) carry no
 * error to throw, so this throws one that names the problem for the error boundary.
 *
 * @example
 * ```ts
 * useSuspenseQuery({ ...withoutEnabled(payQueryOptions(payClient, module, method, params), 'useSuspensePayQuery'), ...query })
 * ```
 */
export function withoutEnabled<TOptions extends { queryFn?: unknown; enabled?: unknown }>(options: TOptions, hook: string) {
  if (options.queryFn === skipToken) {
    throw new ParameterError({
      parameter: 'parameters',
      problem: `are incomplete: ${hook} cannot wait for them, so every required parameter must be set`,
      reason: 'missing',
    })
  }
  const { enabled: _enabled, ...rest } = options
  return rest
}

/**
 * Runs gatekit query options in TanStack's `useSuspenseQuery`: resolves the
 * client, builds the options, lays the caller's `query` bag over them. The
 * component suspends until the data is there, and `data` is never undefined.
 * A missing required parameter rejects with {@link ParameterError} (nothing is
 * sent) and reaches the nearest error boundary like any gateway error.
 *
 * @example
 * ```ts
 * export function useSuspenseBalances(parameters: UseSuspenseBalancesParameters) {
 *   return useGatekitSuspenseQuery(getBalancesQueryOptions, parameters)
 * }
 * ```
 */
export function useGatekitSuspenseQuery<
  TParameters extends object,
  TQueryFnData,
  TQueryKey extends QueryKey,
  TData = TQueryFnData,
>(
  factory: (client: GatewayClient, parameters: TParameters) => SuspendableQueryOptions<TQueryFnData, TQueryKey>,
  parameters: TParameters & HookParameters<SuspenseQueryParameter<TQueryFnData, TData>>,
): UseSuspenseQueryResult<TData, DefaultError> {
  const { client: ownClient, query, ...rest } = parameters
  const client = useGatewayClient({ client: ownClient })
  const options = withoutEnabled(factory(client, rest as TParameters), 'a suspense query')
  return useSuspenseQuery({ ...options, ...query, ...neverRefetchedAtHeight(rest) } as unknown as UseSuspenseQueryOptions<
    TQueryFnData,
    DefaultError,
    TData,
    TQueryKey
  >)
}

/**
 * Runs gatekit infinite query options in TanStack's `useSuspenseInfiniteQuery`:
 * the component suspends until the first page is there; `fetchNextPage` loads the
 * next ones without suspending again.
 *
 * @example
 * ```ts
 * export function useSuspenseInfiniteBalances(parameters: UseSuspenseInfiniteBalancesParameters) {
 *   return useGatekitSuspenseInfiniteQuery(getBalancesInfiniteQueryOptions, parameters)
 * }
 * ```
 */
export function useGatekitSuspenseInfiniteQuery<
  TParameters extends object,
  TQueryFnData,
  TQueryKey extends QueryKey,
  TPageParam,
  TData = InfiniteData<TQueryFnData, TPageParam>,
>(
  factory: (
    client: GatewayClient,
    parameters: TParameters,
  ) => SuspendableQueryOptions<TQueryFnData, TQueryKey, TPageParam> & {
    initialPageParam: TPageParam
    getNextPageParam: (lastPage: TQueryFnData, ...rest: never[]) => TPageParam | undefined | null
  },
  parameters: TParameters & HookParameters<SuspenseInfiniteQueryParameter<TQueryFnData, TPageParam, TData>>,
): UseSuspenseInfiniteQueryResult<TData, DefaultError> {
  const { client: ownClient, query, ...rest } = parameters
  const client = useGatewayClient({ client: ownClient })
  const options = withoutEnabled(factory(client, rest as TParameters), 'a suspense infinite query')
  return useSuspenseInfiniteQuery({ ...options, ...query, ...neverRefetchedAtHeight(rest) } as unknown as UseSuspenseInfiniteQueryOptions<
    TQueryFnData,
    DefaultError,
    TData,
    TQueryKey,
    TPageParam
  >)
}
