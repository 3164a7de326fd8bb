import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetConnectionsParameters, GetConnectionsResponse } from '../../../modules/ibcConnection/getConnections.ts'
import {
  getConnectionsInfiniteQueryOptions,
  getConnectionsQueryOptions,
} from '../../../query/ibcConnection/getConnections.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConnections}. */
export type UseConnectionsParameters<TData = GetConnectionsResponse> = ExactPartial<GetConnectionsParameters> &
  HookParameters<QueryParameter<GetConnectionsResponse, TData>>

/**
 * Every IBC connection of the chain.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnections({ pagination: { limit: 100 } })
 * ```
 */
export function useConnections<TData = GetConnectionsResponse>(parameters: UseConnectionsParameters<TData> = {}) {
  return useGatekitQuery(getConnectionsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteConnections}. */
export type UseInfiniteConnectionsParameters<TData = InfiniteData<GetConnectionsResponse, string | undefined>> =
  ExactPartial<GetConnectionsParameters> &
    HookParameters<InfiniteQueryParameter<GetConnectionsResponse, string | undefined, TData>>

/**
 * Every IBC connection as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConnections({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteConnections<TData = InfiniteData<GetConnectionsResponse, string | undefined>>(
  parameters: UseInfiniteConnectionsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getConnectionsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConnections}. */
export type UseSuspenseConnectionsParameters<TData = GetConnectionsResponse> = GetConnectionsParameters &
  HookParameters<SuspenseQueryParameter<GetConnectionsResponse, TData>>

/**
 * Every IBC connection of the chain, for a component inside `<Suspense>` (see
 * {@link useConnections}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnections({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseConnections<TData = GetConnectionsResponse>(
  parameters: UseSuspenseConnectionsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getConnectionsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteConnections}. */
export type UseSuspenseInfiniteConnectionsParameters<TData = InfiniteData<GetConnectionsResponse, string | undefined>> =
  GetConnectionsParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetConnectionsResponse, string | undefined, TData>>

/**
 * Every IBC connection as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteConnections}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteConnections({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseInfiniteConnections<TData = InfiniteData<GetConnectionsResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteConnectionsParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getConnectionsInfiniteQueryOptions, parameters)
}
