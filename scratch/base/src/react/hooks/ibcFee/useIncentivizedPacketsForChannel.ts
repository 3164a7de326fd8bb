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
export type UseInfiniteIncentivizedPacketsForChannelParameters =
  ExactPartial<GetIncentivizedPacketsForChannelParameters> &
    HookParameters<InfiniteQueryParameter<GetIncentivizedPacketsForChannelResponse, string | undefined>>

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
export function useInfiniteIncentivizedPacketsForChannel(
  parameters: UseInfiniteIncentivizedPacketsForChannelParameters = {},
) {
  return useGatekitInfiniteQuery(getIncentivizedPacketsForChannelInfiniteQueryOptions, parameters)
}
