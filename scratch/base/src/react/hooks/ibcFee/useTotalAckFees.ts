import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalAckFeesParameters, GetTotalAckFeesResponse } from '../../../modules/ibcFee/getTotalAckFees.ts'
import { getTotalAckFeesQueryOptions } from '../../../query/ibcFee/getTotalAckFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useTotalAckFees}. */
export type UseTotalAckFeesParameters<TData = GetTotalAckFeesResponse> = ExactPartial<GetTotalAckFeesParameters> &
  HookParameters<QueryParameter<GetTotalAckFeesResponse, TData>>

/**
 * The total acknowledgement fees in escrow for a packet; waits until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTotalAckFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useTotalAckFees<TData = GetTotalAckFeesResponse>(parameters: UseTotalAckFeesParameters<TData> = {}) {
  return useGatekitQuery(getTotalAckFeesQueryOptions, parameters)
}
