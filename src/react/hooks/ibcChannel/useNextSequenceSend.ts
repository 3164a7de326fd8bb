import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetNextSequenceSendParameters,
  GetNextSequenceSendResponse,
} from '../../../modules/ibcChannel/getNextSequenceSend.ts'
import { getNextSequenceSendQueryOptions } from '../../../query/ibcChannel/getNextSequenceSend.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useNextSequenceSend}. */
export type UseNextSequenceSendParameters<TData = GetNextSequenceSendResponse> =
  ExactPartial<GetNextSequenceSendParameters> & HookParameters<QueryParameter<GetNextSequenceSendResponse, TData>>

/**
 * The sequence the next packet sent on a channel will get; waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useNextSequenceSend({ channelId: 'channel-0', portId: 'transfer' })
 * const sent = data ? BigInt(data.next_sequence_send) - 1n : undefined
 * ```
 */
export function useNextSequenceSend<TData = GetNextSequenceSendResponse>(
  parameters: UseNextSequenceSendParameters<TData> = {},
) {
  return useGatekitQuery(getNextSequenceSendQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseNextSequenceSend}: `channelId` and `portId` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseNextSequenceSendParameters<TData = GetNextSequenceSendResponse> = GetNextSequenceSendParameters &
  HookParameters<SuspenseQueryParameter<GetNextSequenceSendResponse, TData>>

/**
 * The sequence the next packet sent on a channel will get, for a component inside `<Suspense>` (see
 * {@link useNextSequenceSend}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseNextSequenceSend({ channelId: 'channel-0', portId: 'transfer' })
 * ```
 */
export function useSuspenseNextSequenceSend<TData = GetNextSequenceSendResponse>(
  parameters: UseSuspenseNextSequenceSendParameters<TData>,
) {
  return useGatekitSuspenseQuery(getNextSequenceSendQueryOptions, parameters)
}
