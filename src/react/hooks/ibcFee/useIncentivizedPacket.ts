import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetIncentivizedPacketParameters,
  GetIncentivizedPacketResponse,
} from '../../../modules/ibcFee/getIncentivizedPacket.ts'
import { getIncentivizedPacketQueryOptions } from '../../../query/ibcFee/getIncentivizedPacket.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseIncentivizedPacket}: `portId`, `channelId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseIncentivizedPacketParameters<TData = GetIncentivizedPacketResponse> =
  GetIncentivizedPacketParameters &
    HookParameters<SuspenseQueryParameter<GetIncentivizedPacketResponse, TData>>

/**
 * The relayer fees in escrow for one packet, for a component inside `<Suspense>` (see
 * {@link useIncentivizedPacket}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `portId`, `channelId` and
 * `sequence` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseIncentivizedPacket({ portId: 'transfer', channelId: 'channel-0', sequence })
 * ```
 */
export function useSuspenseIncentivizedPacket<TData = GetIncentivizedPacketResponse>(
  parameters: UseSuspenseIncentivizedPacketParameters<TData>,
) {
  return useGatekitSuspenseQuery(getIncentivizedPacketQueryOptions, parameters)
}
