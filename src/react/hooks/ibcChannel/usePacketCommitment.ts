import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketCommitmentParameters,
  GetPacketCommitmentResponse,
} from '../../../modules/ibcChannel/getPacketCommitment.ts'
import { getPacketCommitmentQueryOptions } from '../../../query/ibcChannel/getPacketCommitment.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspensePacketCommitment}: `channelId`, `portId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspensePacketCommitmentParameters<TData = GetPacketCommitmentResponse> = GetPacketCommitmentParameters &
  HookParameters<SuspenseQueryParameter<GetPacketCommitmentResponse, TData>>

/**
 * The commitment of one in-flight packet, for a component inside `<Suspense>` (see
 * {@link usePacketCommitment}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `channelId`, `portId` and `sequence` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePacketCommitment({ channelId: 'channel-0', portId: 'transfer', sequence: 42n })
 * ```
 */
export function useSuspensePacketCommitment<TData = GetPacketCommitmentResponse>(
  parameters: UseSuspensePacketCommitmentParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPacketCommitmentQueryOptions, parameters)
}
