import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalRecvFeesParameters, GetTotalRecvFeesResponse } from '../../../modules/ibcFee/getTotalRecvFees.ts'
import { getTotalRecvFeesQueryOptions } from '../../../query/ibcFee/getTotalRecvFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useTotalRecvFees}. */
export type UseTotalRecvFeesParameters<TData = GetTotalRecvFeesResponse> = ExactPartial<GetTotalRecvFeesParameters> &
  HookParameters<QueryParameter<GetTotalRecvFeesResponse, TData>>

/**
 * The total receive fees in escrow for a packet; waits until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTotalRecvFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useTotalRecvFees<TData = GetTotalRecvFeesResponse>(parameters: UseTotalRecvFeesParameters<TData> = {}) {
  return useGatekitQuery(getTotalRecvFeesQueryOptions, parameters)
}
