import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetConnectionChannelsParameters,
  GetConnectionChannelsResponse,
} from '../../../modules/ibcChannel/getConnectionChannels.ts'
import {
  getConnectionChannelsInfiniteQueryOptions,
  getConnectionChannelsQueryOptions,
} from '../../../query/ibcChannel/getConnectionChannels.ts'
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

/** Parameters of {@link useConnectionChannels}. */
export type UseConnectionChannelsParameters<TData = GetConnectionChannelsResponse> =
  ExactPartial<GetConnectionChannelsParameters> & HookParameters<QueryParameter<GetConnectionChannelsResponse, TData>>

/**
 * The channels of a connection, one page; waits until `connection` is set.
 *
 * @example
 * ```tsx
 * const { data } = useConnectionChannels({ connection: 'connection-0' })
 * ```
 */
export function useConnectionChannels<TData = GetConnectionChannelsResponse>(
  parameters: UseConnectionChannelsParameters<TData> = {},
) {
  return useGatekitQuery(getConnectionChannelsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteConnectionChannels}. */
export type UseInfiniteConnectionChannelsParameters<
  TData = InfiniteData<GetConnectionChannelsResponse, string | undefined>,
> = ExactPartial<GetConnectionChannelsParameters> &
  HookParameters<InfiniteQueryParameter<GetConnectionChannelsResponse, string | undefined, TData>>

/**
 * The channels of a connection as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConnectionChannels({ connection: 'connection-0', pagination: { limit: 20 } })
 * ```
 */
export function useInfiniteConnectionChannels<TData = InfiniteData<GetConnectionChannelsResponse, string | undefined>>(
  parameters: UseInfiniteConnectionChannelsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getConnectionChannelsInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseConnectionChannels}: `connection` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseConnectionChannelsParameters<TData = GetConnectionChannelsResponse> =
  GetConnectionChannelsParameters &
    HookParameters<SuspenseQueryParameter<GetConnectionChannelsResponse, TData>>

/**
 * The channels of a connection, one page, for a component inside `<Suspense>` (see
 * {@link useConnectionChannels}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `connection` as a `ParameterError`,
 * before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnectionChannels({ connection: 'connection-0' })
 * ```
 */
export function useSuspenseConnectionChannels<TData = GetConnectionChannelsResponse>(
  parameters: UseSuspenseConnectionChannelsParameters<TData>,
) {
  return useGatekitSuspenseQuery(getConnectionChannelsQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteConnectionChannels}: `connection` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseInfiniteConnectionChannelsParameters<
  TData = InfiniteData<GetConnectionChannelsResponse, string | undefined>,
> = GetConnectionChannelsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetConnectionChannelsResponse, string | undefined, TData>>

/**
 * The channels of a connection as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteConnectionChannels}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary; a missing `connection` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteConnectionChannels({
 *   connection: 'connection-0',
 *   pagination: { limit: 20 },
 * })
 * ```
 */
export function useSuspenseInfiniteConnectionChannels<
  TData = InfiniteData<GetConnectionChannelsResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteConnectionChannelsParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getConnectionChannelsInfiniteQueryOptions, parameters)
}
