import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetUnreceivedPacketsParameters,
  GetUnreceivedPacketsResponse,
} from '../../../modules/ibcChannel/getUnreceivedPackets.ts'
import { getUnreceivedPacketsQueryOptions } from '../../../query/ibcChannel/getUnreceivedPackets.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useUnreceivedPackets}. */
export type UseUnreceivedPacketsParameters<TData = GetUnreceivedPacketsResponse> =
  ExactPartial<GetUnreceivedPacketsParameters> & HookParameters<QueryParameter<GetUnreceivedPacketsResponse, TData>>

/**
 * Which of the given packets this (receiving) chain has not received yet; waits until
 * `channelId`, `portId` and a non-empty `packetCommitmentSequences` are set.
 *
 * @example
 * ```tsx
 * const { data } = useUnreceivedPackets({ channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [7, 8, 9] })
 * ```
 */
export function useUnreceivedPackets<TData = GetUnreceivedPacketsResponse>(
  parameters: UseUnreceivedPacketsParameters<TData> = {},
) {
  return useGatekitQuery(getUnreceivedPacketsQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseUnreceivedPackets}: `channelId`, `portId` and
 * `packetCommitmentSequences` are required, since a suspended component cannot wait.
 */
export type UseSuspenseUnreceivedPacketsParameters<TData = GetUnreceivedPacketsResponse> =
  GetUnreceivedPacketsParameters &
    HookParameters<SuspenseQueryParameter<GetUnreceivedPacketsResponse, TData>>

/**
 * Which of the given packets this (receiving) chain has not received yet, for a component inside
 * `<Suspense>` (see {@link useUnreceivedPackets}): it suspends until the data is there, so `data`
 * is never undefined. Errors go to the nearest error boundary; a missing `channelId`, `portId` and
 * `packetCommitmentSequences` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseUnreceivedPackets({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetCommitmentSequences: [7, 8, 9],
 * })
 * ```
 */
export function useSuspenseUnreceivedPackets<TData = GetUnreceivedPacketsResponse>(
  parameters: UseSuspenseUnreceivedPacketsParameters<TData>,
) {
  return useGatekitSuspenseQuery(getUnreceivedPacketsQueryOptions, parameters)
}
