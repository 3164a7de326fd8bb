import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetFeeEnabledChannelParameters,
  GetFeeEnabledChannelResponse,
} from '../../../modules/ibcFee/getFeeEnabledChannel.ts'
import { getFeeEnabledChannelQueryOptions } from '../../../query/ibcFee/getFeeEnabledChannel.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useFeeEnabledChannel}. */
export type UseFeeEnabledChannelParameters<TData = GetFeeEnabledChannelResponse> =
  ExactPartial<GetFeeEnabledChannelParameters> & HookParameters<QueryParameter<GetFeeEnabledChannelResponse, TData>>

/**
 * Whether relayer fees are enabled on a channel; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useFeeEnabledChannel({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useFeeEnabledChannel<TData = GetFeeEnabledChannelResponse>(
  parameters: UseFeeEnabledChannelParameters<TData> = {},
) {
  return useGatekitQuery(getFeeEnabledChannelQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseFeeEnabledChannel}: `channelId` and `portId` are required, since
 * a suspended component cannot wait.
 */
export type UseSuspenseFeeEnabledChannelParameters<TData = GetFeeEnabledChannelResponse> =
  GetFeeEnabledChannelParameters &
    HookParameters<SuspenseQueryParameter<GetFeeEnabledChannelResponse, TData>>

/**
 * Whether relayer fees are enabled on a channel, for a component inside `<Suspense>` (see
 * {@link useFeeEnabledChannel}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseFeeEnabledChannel({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useSuspenseFeeEnabledChannel<TData = GetFeeEnabledChannelResponse>(
  parameters: UseSuspenseFeeEnabledChannelParameters<TData>,
) {
  return useGatekitSuspenseQuery(getFeeEnabledChannelQueryOptions, parameters)
}
