import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetUnreceivedAcksParameters,
  GetUnreceivedAcksResponse,
} from '../../../modules/ibcChannel/getUnreceivedAcks.ts'
import { getUnreceivedAcksQueryOptions } from '../../../query/ibcChannel/getUnreceivedAcks.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useUnreceivedAcks}. */
export type UseUnreceivedAcksParameters<TData = GetUnreceivedAcksResponse> = ExactPartial<GetUnreceivedAcksParameters> &
  HookParameters<QueryParameter<GetUnreceivedAcksResponse, TData>>

/**
 * Which of the given acknowledgements this (sending) chain has not processed yet; waits
 * until `channelId`, `portId` and a non-empty `packetAckSequences` are set.
 *
 * @example
 * ```tsx
 * const { data } = useUnreceivedAcks({ channelId: 'channel-0', portId: 'transfer', packetAckSequences: [41, 42, 43] })
 * ```
 */
export function useUnreceivedAcks<TData = GetUnreceivedAcksResponse>(
  parameters: UseUnreceivedAcksParameters<TData> = {},
) {
  return useGatekitQuery(getUnreceivedAcksQueryOptions, parameters)
}
