import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelClientStateParameters,
  GetChannelClientStateResponse,
} from '../../../modules/ibcChannel/getChannelClientState.ts'
import { getChannelClientStateQueryOptions } from '../../../query/ibcChannel/getChannelClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useChannelClientState}. */
export type UseChannelClientStateParameters<TData = GetChannelClientStateResponse> =
  ExactPartial<GetChannelClientStateParameters> & HookParameters<QueryParameter<GetChannelClientStateResponse, TData>>

/**
 * The light client behind a channel's connection; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useChannelClientState({ channelId: 'channel-0', portId: 'transfer' })
 * const clientId = data?.identified_client_state.client_id
 * ```
 */
export function useChannelClientState<TData = GetChannelClientStateResponse>(
  parameters: UseChannelClientStateParameters<TData> = {},
) {
  return useGatekitQuery(getChannelClientStateQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseChannelClientState}: `channelId` and `portId` are required, since
 * a suspended component cannot wait.
 */
export type UseSuspenseChannelClientStateParameters<TData = GetChannelClientStateResponse> =
  GetChannelClientStateParameters &
    HookParameters<SuspenseQueryParameter<GetChannelClientStateResponse, TData>>

/**
 * The light client behind a channel's connection, for a component inside `<Suspense>` (see
 * {@link useChannelClientState}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannelClientState({ channelId: 'channel-0', portId: 'transfer' })
 * const clientId = data.identified_client_state.client_id
 * ```
 */
export function useSuspenseChannelClientState<TData = GetChannelClientStateResponse>(
  parameters: UseSuspenseChannelClientStateParameters<TData>,
) {
  return useGatekitSuspenseQuery(getChannelClientStateQueryOptions, parameters)
}
