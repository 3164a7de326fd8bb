import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetNextSequenceReceiveParameters,
  GetNextSequenceReceiveResponse,
} from '../../../modules/ibcChannel/getNextSequenceReceive.ts'
import { getNextSequenceReceiveQueryOptions } from '../../../query/ibcChannel/getNextSequenceReceive.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useNextSequenceReceive}. */
export type UseNextSequenceReceiveParameters<TData = GetNextSequenceReceiveResponse> =
  ExactPartial<GetNextSequenceReceiveParameters> & HookParameters<QueryParameter<GetNextSequenceReceiveResponse, TData>>

/**
 * The next sequence an ordered channel expects to receive (`"0"` on unordered channels);
 * waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = useNextSequenceReceive({ channelId: 'channel-5', portId })
 * ```
 */
export function useNextSequenceReceive<TData = GetNextSequenceReceiveResponse>(
  parameters: UseNextSequenceReceiveParameters<TData> = {},
) {
  return useGatekitQuery(getNextSequenceReceiveQueryOptions, parameters)
}
