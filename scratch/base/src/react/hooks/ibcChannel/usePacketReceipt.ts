import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketReceiptParameters,
  GetPacketReceiptResponse,
} from '../../../modules/ibcChannel/getPacketReceipt.ts'
import { getPacketReceiptQueryOptions } from '../../../query/ibcChannel/getPacketReceipt.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
