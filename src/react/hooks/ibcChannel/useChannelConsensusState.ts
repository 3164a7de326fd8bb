import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelConsensusStateParameters,
  GetChannelConsensusStateResponse,
} from '../../../modules/ibcChannel/getChannelConsensusState.ts'
import { getChannelConsensusStateQueryOptions } from '../../../query/ibcChannel/getChannelConsensusState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useChannelConsensusState}. */
export type UseChannelConsensusStateParameters<TData = GetChannelConsensusStateResponse> =
  ExactPartial<GetChannelConsensusStateParameters> &
  HookParameters<QueryParameter<GetChannelConsensusStateResponse, TData>>

/**
 * The consensus state of a channel's light client at one counterparty height; waits until
 * `channelId`, `portId`, `revisionNumber` and `revisionHeight` are set.
 *
 * @example
 * ```tsx
 * const { data: clientState } = useChannelClientState({ channelId, portId })
 * const latest = clientState?.identified_client_state.client_state.latest_height as Height | undefined
 * const { data } = useChannelConsensusState({
 *   channelId,
 *   portId,
 *   revisionNumber: latest?.revision_number,
 *   revisionHeight: latest?.revision_height,
 * })
 * ```
 */
export function useChannelConsensusState<TData = GetChannelConsensusStateResponse>(
  parameters: UseChannelConsensusStateParameters<TData> = {},
) {
  return useGatekitQuery(getChannelConsensusStateQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseChannelConsensusState}: `channelId`, `portId`, `revisionNumber`
 * and `revisionHeight` are required, since a suspended component cannot wait.
 */
export type UseSuspenseChannelConsensusStateParameters<TData = GetChannelConsensusStateResponse> =
  GetChannelConsensusStateParameters &
    HookParameters<SuspenseQueryParameter<GetChannelConsensusStateResponse, TData>>

/**
 * The consensus state of a channel's light client at one counterparty height, for a component
 * inside `<Suspense>` (see {@link useChannelConsensusState}): it suspends until the data is there,
 * so `data` is never undefined. Errors go to the nearest error boundary; a missing `channelId`,
 * `portId`, `revisionNumber` and `revisionHeight` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannelConsensusState({ channelId, portId, revisionNumber, revisionHeight })
 * ```
 */
export function useSuspenseChannelConsensusState<TData = GetChannelConsensusStateResponse>(
  parameters: UseSuspenseChannelConsensusStateParameters<TData>,
) {
  return useGatekitSuspenseQuery(getChannelConsensusStateQueryOptions, parameters)
}
