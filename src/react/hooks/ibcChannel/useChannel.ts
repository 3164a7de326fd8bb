import type { ExactPartial } from '../../../core/types.ts'
import type { GetChannelParameters, GetChannelResponse } from '../../../modules/ibcChannel/getChannel.ts'
import { getChannelQueryOptions } from '../../../query/ibcChannel/getChannel.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseChannel}: `channelId` and `portId` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseChannelParameters<TData = GetChannelResponse> = GetChannelParameters &
  HookParameters<SuspenseQueryParameter<GetChannelResponse, TData>>

/**
 * One IBC channel end, for a component inside `<Suspense>` (see {@link useChannel}): it suspends
 * until the data is there, so `data` is never undefined. Errors go to the nearest error boundary; a
 * missing `channelId` and `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseChannel({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useSuspenseChannel<TData = GetChannelResponse>(parameters: UseSuspenseChannelParameters<TData>) {
  return useGatekitSuspenseQuery(getChannelQueryOptions, parameters)
}
