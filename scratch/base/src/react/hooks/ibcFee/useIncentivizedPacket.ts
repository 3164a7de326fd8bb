import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetIncentivizedPacketParameters,
  GetIncentivizedPacketResponse,
} from '../../../modules/ibcFee/getIncentivizedPacket.ts'
import { getIncentivizedPacketQueryOptions } from '../../../query/ibcFee/getIncentivizedPacket.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useIncentivizedPacket}. */
export type UseIncentivizedPacketParameters<TData = GetIncentivizedPacketResponse> =
  ExactPartial<GetIncentivizedPacketParameters> & HookParameters<QueryParameter<GetIncentivizedPacketResponse, TData>>

/**
 * The relayer fees in escrow for one packet; waits until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIncentivizedPacket({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useIncentivizedPacket<TData = GetIncentivizedPacketResponse>(
  parameters: UseIncentivizedPacketParameters<TData> = {},
) {
  return useGatekitQuery(getIncentivizedPacketQueryOptions, parameters)
}
