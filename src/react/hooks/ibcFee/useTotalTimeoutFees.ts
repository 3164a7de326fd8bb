import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetTotalTimeoutFeesParameters,
  GetTotalTimeoutFeesResponse,
} from '../../../modules/ibcFee/getTotalTimeoutFees.ts'
import { getTotalTimeoutFeesQueryOptions } from '../../../query/ibcFee/getTotalTimeoutFees.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseTotalTimeoutFees}: `portId`, `channelId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseTotalTimeoutFeesParameters<TData = GetTotalTimeoutFeesResponse> = GetTotalTimeoutFeesParameters &
  HookParameters<SuspenseQueryParameter<GetTotalTimeoutFeesResponse, TData>>

/**
 * The total timeout fees in escrow for a packet, for a component inside `<Suspense>` (see
 * {@link useTotalTimeoutFees}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `portId`, `channelId` and `sequence` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTotalTimeoutFees({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useSuspenseTotalTimeoutFees<TData = GetTotalTimeoutFeesResponse>(
  parameters: UseSuspenseTotalTimeoutFeesParameters<TData>,
) {
  return useGatekitSuspenseQuery(getTotalTimeoutFeesQueryOptions, parameters)
}
