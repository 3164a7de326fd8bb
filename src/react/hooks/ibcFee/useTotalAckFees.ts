import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalAckFeesParameters, GetTotalAckFeesResponse } from '../../../modules/ibcFee/getTotalAckFees.ts'
import { getTotalAckFeesQueryOptions } from '../../../query/ibcFee/getTotalAckFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseTotalAckFees}: `portId`, `channelId` and `sequence` are required,
 * since a suspended component cannot wait.
 */
export type UseSuspenseTotalAckFeesParameters<TData = GetTotalAckFeesResponse> = GetTotalAckFeesParameters &
  HookParameters<SuspenseQueryParameter<GetTotalAckFeesResponse, TData>>

/**
 * The total acknowledgement fees in escrow for a packet, for a component inside `<Suspense>` (see
 * {@link useTotalAckFees}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `portId`, `channelId` and `sequence` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTotalAckFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useSuspenseTotalAckFees<TData = GetTotalAckFeesResponse>(
  parameters: UseSuspenseTotalAckFeesParameters<TData>,
) {
  return useGatekitSuspenseQuery(getTotalAckFeesQueryOptions, parameters)
}
