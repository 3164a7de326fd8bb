import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetUnreceivedPacketsParameters,
  GetUnreceivedPacketsResponse,
} from '../../../modules/ibcChannel/getUnreceivedPackets.ts'
import { getUnreceivedPacketsQueryOptions } from '../../../query/ibcChannel/getUnreceivedPackets.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useUnreceivedPackets}. */
export type UseUnreceivedPacketsParameters<TData = GetUnreceivedPacketsResponse> =
  ExactPartial<GetUnreceivedPacketsParameters> & HookParameters<QueryParameter<GetUnreceivedPacketsResponse, TData>>

/**
 * Which of the given packets this (receiving) chain has not received yet; waits until
 * `channelId`, `portId` and a non-empty `packetCommitmentSequences` are set.
 *
 * @example
 * ```tsx
 * const { data } = useUnreceivedPackets({ channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [7, 8, 9] })
 * ```
 */
export function useUnreceivedPackets<TData = GetUnreceivedPacketsResponse>(
  parameters: UseUnreceivedPacketsParameters<TData> = {},
) {
  return useGatekitQuery(getUnreceivedPacketsQueryOptions, parameters)
}
