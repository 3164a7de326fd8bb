import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetChannelClientStateParameters,
  GetChannelClientStateResponse,
} from '../../../modules/ibcChannel/getChannelClientState.ts'
import { getChannelClientStateQueryOptions } from '../../../query/ibcChannel/getChannelClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
