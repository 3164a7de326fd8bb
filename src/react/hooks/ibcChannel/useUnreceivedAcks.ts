import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetUnreceivedAcksParameters,
  GetUnreceivedAcksResponse,
} from '../../../modules/ibcChannel/getUnreceivedAcks.ts'
import { getUnreceivedAcksQueryOptions } from '../../../query/ibcChannel/getUnreceivedAcks.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useUnreceivedAcks}. */
export type UseUnreceivedAcksParameters<TData = GetUnreceivedAcksResponse> = ExactPartial<GetUnreceivedAcksParameters> &
  HookParameters<QueryParameter<GetUnreceivedAcksResponse, TData>>

/**
 * Which of the given acknowledgements this (sending) chain has not processed yet; waits
 * until `channelId`, `portId` and a non-empty `packetAckSequences` are set.
 *
 * @example
 * ```tsx
 * const { data } = useUnreceivedAcks({ channelId: 'channel-0', portId: 'transfer', packetAckSequences: [41, 42, 43] })
 * ```
 */
export function useUnreceivedAcks<TData = GetUnreceivedAcksResponse>(
  parameters: UseUnreceivedAcksParameters<TData> = {},
) {
  return useGatekitQuery(getUnreceivedAcksQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseUnreceivedAcks}: `channelId`, `portId` and `packetAckSequences`
 * are required, since a suspended component cannot wait.
 */
export type UseSuspenseUnreceivedAcksParameters<TData = GetUnreceivedAcksResponse> = GetUnreceivedAcksParameters &
  HookParameters<SuspenseQueryParameter<GetUnreceivedAcksResponse, TData>>

/**
 * Which of the given acknowledgements this (sending) chain has not processed yet, for a component
 * inside `<Suspense>` (see {@link useUnreceivedAcks}): it suspends until the data is there, so
 * `data` is never undefined. Errors go to the nearest error boundary; a missing `channelId`,
 * `portId` and `packetAckSequences` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseUnreceivedAcks({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetAckSequences: [41, 42, 43],
 * })
 * ```
 */
export function useSuspenseUnreceivedAcks<TData = GetUnreceivedAcksResponse>(
  parameters: UseSuspenseUnreceivedAcksParameters<TData>,
) {
  return useGatekitSuspenseQuery(getUnreceivedAcksQueryOptions, parameters)
}
