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
export type UseInfiniteConnectionsParameters = ExactPartial<GetConnectionsParameters> &
  HookParameters<InfiniteQueryParameter<GetConnectionsResponse, string | undefined>>

/**
 * Every IBC connection as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConnections({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteConnections(parameters: UseInfiniteConnectionsParameters = {}) {
  return useGatekitInfiniteQuery(getConnectionsInfiniteQueryOptions, parameters)
}
