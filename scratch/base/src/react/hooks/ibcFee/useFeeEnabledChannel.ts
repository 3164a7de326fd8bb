import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetFeeEnabledChannelParameters,
  GetFeeEnabledChannelResponse,
} from '../../../modules/ibcFee/getFeeEnabledChannel.ts'
import { getFeeEnabledChannelQueryOptions } from '../../../query/ibcFee/getFeeEnabledChannel.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
