import type { ExactPartial } from '../../../core/types.ts'
import type { GetTotalRecvFeesParameters, GetTotalRecvFeesResponse } from '../../../modules/ibcFee/getTotalRecvFees.ts'
import { getTotalRecvFeesQueryOptions } from '../../../query/ibcFee/getTotalRecvFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseTotalRecvFees}: `portId`, `channelId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseTotalRecvFeesParameters<TData = GetTotalRecvFeesResponse> = GetTotalRecvFeesParameters &
  HookParameters<SuspenseQueryParameter<GetTotalRecvFeesResponse, TData>>

/**
 * The total receive fees in escrow for a packet, for a component inside `<Suspense>` (see
 * {@link useTotalRecvFees}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `portId`, `channelId` and `sequence` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTotalRecvFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useSuspenseTotalRecvFees<TData = GetTotalRecvFeesResponse>(
  parameters: UseSuspenseTotalRecvFeesParameters<TData>,
) {
  return useGatekitSuspenseQuery(getTotalRecvFeesQueryOptions, parameters)
}
