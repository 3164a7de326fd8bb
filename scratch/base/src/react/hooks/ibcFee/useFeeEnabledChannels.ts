import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetFeeEnabledChannelsParameters,
  GetFeeEnabledChannelsResponse,
} from '../../../modules/ibcFee/getFeeEnabledChannels.ts'
import {
  getFeeEnabledChannelsInfiniteQueryOptions,
  getFeeEnabledChannelsQueryOptions,
} from '../../../query/ibcFee/getFeeEnabledChannels.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useFeeEnabledChannels}. */
export type UseFeeEnabledChannelsParameters<TData = GetFeeEnabledChannelsResponse> =
  ExactPartial<GetFeeEnabledChannelsParameters> & HookParameters<QueryParameter<GetFeeEnabledChannelsResponse, TData>>

/**
 * The channels with relayer fees enabled.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useFeeEnabledChannels<TData = GetFeeEnabledChannelsResponse>(
  parameters: UseFeeEnabledChannelsParameters<TData> = {},
) {
  return useGatekitQuery(getFeeEnabledChannelsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteFeeEnabledChannels}. */
export type UseInfiniteFeeEnabledChannelsParameters = ExactPartial<GetFeeEnabledChannelsParameters> &
  HookParameters<InfiniteQueryParameter<GetFeeEnabledChannelsResponse, string | undefined>>

/**
 * The channels with relayer fees enabled, as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteFeeEnabledChannels({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteFeeEnabledChannels(parameters: UseInfiniteFeeEnabledChannelsParameters = {}) {
  return useGatekitInfiniteQuery(getFeeEnabledChannelsInfiniteQueryOptions, parameters)
}
