import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketCommitmentParameters,
  GetPacketCommitmentResponse,
} from '../../../modules/ibcChannel/getPacketCommitment.ts'
import { getPacketCommitmentQueryOptions } from '../../../query/ibcChannel/getPacketCommitment.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePacketCommitment}. */
export type UsePacketCommitmentParameters<TData = GetPacketCommitmentResponse> =
  ExactPartial<GetPacketCommitmentParameters> & HookParameters<QueryParameter<GetPacketCommitmentResponse, TData>>

/**
 * The commitment of one in-flight packet; waits until `channelId`, `portId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error } = usePacketCommitment({ channelId: 'channel-0', portId: 'transfer', sequence: 42n })
 * ```
 */
export function usePacketCommitment<TData = GetPacketCommitmentResponse>(
  parameters: UsePacketCommitmentParameters<TData> = {},
) {
  return useGatekitQuery(getPacketCommitmentQueryOptions, parameters)
}
