import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketAcknowledgementParameters,
  GetPacketAcknowledgementResponse,
} from '../../../modules/ibcChannel/getPacketAcknowledgement.ts'
import { getPacketAcknowledgementQueryOptions } from '../../../query/ibcChannel/getPacketAcknowledgement.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link usePacketAcknowledgement}. */
export type UsePacketAcknowledgementParameters<TData = GetPacketAcknowledgementResponse> =
  ExactPartial<GetPacketAcknowledgementParameters> &
  HookParameters<QueryParameter<GetPacketAcknowledgementResponse, TData>>

/**
 * The acknowledgement this chain wrote for one received packet; waits until `channelId`,
 * `portId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data, error } = usePacketAcknowledgement({ channelId: 'channel-0', portId: 'transfer', sequence: 7 })
 * ```
 */
export function usePacketAcknowledgement<TData = GetPacketAcknowledgementResponse>(
  parameters: UsePacketAcknowledgementParameters<TData> = {},
) {
  return useGatekitQuery(getPacketAcknowledgementQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePacketAcknowledgement}: `channelId`, `portId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspensePacketAcknowledgementParameters<TData = GetPacketAcknowledgementResponse> =
  GetPacketAcknowledgementParameters &
    HookParameters<SuspenseQueryParameter<GetPacketAcknowledgementResponse, TData>>

/**
 * The acknowledgement this chain wrote for one received packet, for a component inside `<Suspense>`
 * (see {@link usePacketAcknowledgement}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `channelId`, `portId` and
 * `sequence` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePacketAcknowledgement({ channelId: 'channel-0', portId: 'transfer', sequence: 7 })
 * ```
 */
export function useSuspensePacketAcknowledgement<TData = GetPacketAcknowledgementResponse>(
  parameters: UseSuspensePacketAcknowledgementParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPacketAcknowledgementQueryOptions, parameters)
}
