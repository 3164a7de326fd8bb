import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketAcknowledgementParameters,
  GetPacketAcknowledgementResponse,
} from '../../../modules/ibcChannel/getPacketAcknowledgement.ts'
import { getPacketAcknowledgementQueryOptions } from '../../../query/ibcChannel/getPacketAcknowledgement.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePacketAcknowledgement}. */
export type UsePacketAcknowledgementParameters<TData = GetPacketAcknowledgementResponse> =
  ExactPartial<GetPacketAcknowledgementParameters> &
  HookParameters<QueryParameter<GetPacketAcknowledgementResponse, TData>>

/**
 * The acknowledgement this chain wrote for one received packet; waits until `channelId`,
 * `portId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error } = usePacketAcknowledgement({ channelId: 'channel-0', portId: 'transfer', sequence: 7 })
 * ```
 */
export function usePacketAcknowledgement<TData = GetPacketAcknowledgementResponse>(
  parameters: UsePacketAcknowledgementParameters<TData> = {},
) {
  return useGatekitQuery(getPacketAcknowledgementQueryOptions, parameters)
}
