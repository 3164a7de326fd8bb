import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketReceiptParameters,
  GetPacketReceiptResponse,
} from '../../../modules/ibcChannel/getPacketReceipt.ts'
import { getPacketReceiptQueryOptions } from '../../../query/ibcChannel/getPacketReceipt.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link usePacketReceipt}. */
export type UsePacketReceiptParameters<TData = GetPacketReceiptResponse> = ExactPartial<GetPacketReceiptParameters> &
  HookParameters<QueryParameter<GetPacketReceiptResponse, TData>>

/**
 * Whether this chain received a packet on an unordered channel; waits until `channelId`,
 * `portId` and `sequence` are set.
 *
 * @example
 * ```tsx
 * const { data } = usePacketReceipt({ channelId: 'channel-0', portId: 'transfer', sequence: 12 })
 * const received = data?.received
 * ```
 */
export function usePacketReceipt<TData = GetPacketReceiptResponse>(parameters: UsePacketReceiptParameters<TData> = {}) {
  return useGatekitQuery(getPacketReceiptQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePacketReceipt}: `channelId`, `portId` and `sequence` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspensePacketReceiptParameters<TData = GetPacketReceiptResponse> = GetPacketReceiptParameters &
  HookParameters<SuspenseQueryParameter<GetPacketReceiptResponse, TData>>

/**
 * Whether this chain received a packet on an unordered channel, for a component inside `<Suspense>`
 * (see {@link usePacketReceipt}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `channelId`, `portId` and
 * `sequence` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePacketReceipt({ channelId: 'channel-0', portId: 'transfer', sequence: 12 })
 * const received = data.received
 * ```
 */
export function useSuspensePacketReceipt<TData = GetPacketReceiptResponse>(
  parameters: UseSuspensePacketReceiptParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPacketReceiptQueryOptions, parameters)
}
