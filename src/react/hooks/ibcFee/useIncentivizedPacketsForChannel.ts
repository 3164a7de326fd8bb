import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetIncentivizedPacketsForChannelParameters,
  GetIncentivizedPacketsForChannelResponse,
} from '../../../modules/ibcFee/getIncentivizedPacketsForChannel.ts'
import {
  getIncentivizedPacketsForChannelInfiniteQueryOptions,
  getIncentivizedPacketsForChannelQueryOptions,
} from '../../../query/ibcFee/getIncentivizedPacketsForChannel.ts'
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

/** Parameters of {@link useIncentivizedPacketsForChannel}. */
export type UseIncentivizedPacketsForChannelParameters<TData = GetIncentivizedPacketsForChannelResponse> =
  ExactPartial<GetIncentivizedPacketsForChannelParameters> &
    HookParameters<QueryParameter<GetIncentivizedPacketsForChannelResponse, TData>>

/**
 * The packets with relayer fees in escrow on one channel; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIncentivizedPacketsForChannel(
 *   { channelId: 'channel-0', portId: 'transfer' },
 * )
 * ```
 */
export function useIncentivizedPacketsForChannel<TData = GetIncentivizedPacketsForChannelResponse>(
  parameters: UseIncentivizedPacketsForChannelParameters<TData> = {},
) {
  return useGatekitQuery(getIncentivizedPacketsForChannelQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteIncentivizedPacketsForChannel}. */
export type UseInfiniteIncentivizedPacketsForChannelParameters<
  TData = InfiniteData<GetIncentivizedPacketsForChannelResponse, string | undefined>,
> = ExactPartial<GetIncentivizedPacketsForChannelParameters> &
  HookParameters<InfiniteQueryParameter<GetIncentivizedPacketsForChannelResponse, string | undefined, TData>>

/**
 * The packets with relayer fees in escrow on one channel, as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteIncentivizedPacketsForChannel(
 *   { channelId: 'channel-0', portId: 'transfer' },
 * )
 * ```
 */
export function useInfiniteIncentivizedPacketsForChannel<
  TData = InfiniteData<GetIncentivizedPacketsForChannelResponse, string | undefined>,
>(parameters: UseInfiniteIncentivizedPacketsForChannelParameters<TData> = {}) {
  return useGatekitInfiniteQuery(getIncentivizedPacketsForChannelInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseIncentivizedPacketsForChannel}: `channelId` and `portId` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseIncentivizedPacketsForChannelParameters<TData = GetIncentivizedPacketsForChannelResponse> =
  GetIncentivizedPacketsForChannelParameters &
    HookParameters<SuspenseQueryParameter<GetIncentivizedPacketsForChannelResponse, TData>>

/**
 * The packets with relayer fees in escrow on one channel, for a component inside `<Suspense>` (see
 * {@link useIncentivizedPacketsForChannel}): it suspends until the data is there, so `data` is
 * never undefined. Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseIncentivizedPacketsForChannel({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useSuspenseIncentivizedPacketsForChannel<TData = GetIncentivizedPacketsForChannelResponse>(
  parameters: UseSuspenseIncentivizedPacketsForChannelParameters<TData>,
) {
  return useGatekitSuspenseQuery(getIncentivizedPacketsForChannelQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfiniteIncentivizedPacketsForChannel}: `channelId` and `portId`
 * are required, since a suspended component cannot wait.
 */
export type UseSuspenseInfiniteIncentivizedPacketsForChannelParameters<
  TData = InfiniteData<GetIncentivizedPacketsForChannelResponse, string | undefined>,
> = GetIncentivizedPacketsForChannelParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetIncentivizedPacketsForChannelResponse, string | undefined, TData>>

/**
 * The packets with relayer fees in escrow on one channel, as pages, for a component inside
 * `<Suspense>` (see {@link useInfiniteIncentivizedPacketsForChannel}): it suspends until the first
 * page is there, and `fetchNextPage` loads the next ones without suspending again. Errors go to the
 * nearest error boundary; a missing `channelId` and `portId` as a `ParameterError`, before anything
 * is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteIncentivizedPacketsForChannel({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 * })
 * ```
 */
export function useSuspenseInfiniteIncentivizedPacketsForChannel<
  TData = InfiniteData<GetIncentivizedPacketsForChannelResponse, string | undefined>,
>(parameters: UseSuspenseInfiniteIncentivizedPacketsForChannelParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getIncentivizedPacketsForChannelInfiniteQueryOptions, parameters)
}
