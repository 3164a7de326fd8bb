import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetTotalTimeoutFeesParameters,
  GetTotalTimeoutFeesResponse,
} from '../../../modules/ibcFee/getTotalTimeoutFees.ts'
import { getTotalTimeoutFeesQueryOptions } from '../../../query/ibcFee/getTotalTimeoutFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useTotalTimeoutFees}. */
export type UseTotalTimeoutFeesParameters<TData = GetTotalTimeoutFeesResponse> =
  ExactPartial<GetTotalTimeoutFeesParameters> & HookParameters<QueryParameter<GetTotalTimeoutFeesResponse, TData>>

/**
 * The total timeout fees in escrow for a packet; waits until `portId`, `channelId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useTotalTimeoutFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useTotalTimeoutFees<TData = GetTotalTimeoutFeesResponse>(
  parameters: UseTotalTimeoutFeesParameters<TData> = {},
) {
  return useGatekitQuery(getTotalTimeoutFeesQueryOptions, parameters)
}
