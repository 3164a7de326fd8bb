import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetNextSequenceSendParameters,
  GetNextSequenceSendResponse,
} from '../../../modules/ibcChannel/getNextSequenceSend.ts'
import { getNextSequenceSendQueryOptions } from '../../../query/ibcChannel/getNextSequenceSend.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
