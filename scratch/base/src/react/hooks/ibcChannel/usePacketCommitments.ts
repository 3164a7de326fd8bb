import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketCommitmentsParameters,
  GetPacketCommitmentsResponse,
} from '../../../modules/ibcChannel/getPacketCommitments.ts'
import {
  getPacketCommitmentsInfiniteQueryOptions,
  getPacketCommitmentsQueryOptions,
} from '../../../query/ibcChannel/getPacketCommitments.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link usePacketCommitments}. */
export type UsePacketCommitmentsParameters<TData = GetPacketCommitmentsResponse> =
  ExactPartial<GetPacketCommitmentsParameters> & HookParameters<QueryParameter<GetPacketCommitmentsResponse, TData>>

/**
 * The commitments of packets sent on a channel and still in flight, one page; waits until
 * `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = usePacketCommitments({ channelId: 'channel-0', portId: 'transfer' })
 * const inFlight = data?.commitments.length
 * ```
 */
export function usePacketCommitments<TData = GetPacketCommitmentsResponse>(
  parameters: UsePacketCommitmentsParameters<TData> = {},
) {
  return useGatekitQuery(getPacketCommitmentsQueryOptions, parameters)
}

/** Parameters of {@link useInfinitePacketCommitments}. */
export type UseInfinitePacketCommitmentsParameters = ExactPartial<GetPacketCommitmentsParameters> &
  HookParameters<InfiniteQueryParameter<GetPacketCommitmentsResponse, string | undefined>>

/**
 * The in-flight packet commitments of a channel as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfinitePacketCommitments({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   pagination: { limit: 100 },
 * })
 * const sequences = data?.pages.flatMap((page) => page.commitments.map((commitment) => commitment.sequence))
 * ```
 */
export function useInfinitePacketCommitments(parameters: UseInfinitePacketCommitmentsParameters = {}) {
  return useGatekitInfiniteQuery(getPacketCommitmentsInfiniteQueryOptions, parameters)
}
