import type { ExactPartial } from '../../../core/types.ts'
import type { GetChannelParameters, GetChannelResponse } from '../../../modules/ibcChannel/getChannel.ts'
import { getChannelQueryOptions } from '../../../query/ibcChannel/getChannel.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useChannel}. */
export type UseChannelParameters<TData = GetChannelResponse> = ExactPartial<GetChannelParameters> &
  HookParameters<QueryParameter<GetChannelResponse, TData>>

/**
 * One IBC channel end; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useChannel({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useChannel<TData = GetChannelResponse>(parameters: UseChannelParameters<TData> = {}) {
  return useGatekitQuery(getChannelQueryOptions, parameters)
}
