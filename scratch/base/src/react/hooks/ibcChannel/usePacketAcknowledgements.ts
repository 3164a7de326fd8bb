import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetPacketAcknowledgementsParameters,
  GetPacketAcknowledgementsResponse,
} from '../../../modules/ibcChannel/getPacketAcknowledgements.ts'
import {
  getPacketAcknowledgementsInfiniteQueryOptions,
  getPacketAcknowledgementsQueryOptions,
} from '../../../query/ibcChannel/getPacketAcknowledgements.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link usePacketAcknowledgements}. */
export type UsePacketAcknowledgementsParameters<TData = GetPacketAcknowledgementsResponse> =
  ExactPartial<GetPacketAcknowledgementsParameters> &
  HookParameters<QueryParameter<GetPacketAcknowledgementsResponse, TData>>

/**
 * The acknowledgements this chain wrote on a channel, one page (or only the given
 * `packetCommitmentSequences`); waits until `channelId` and `portId` are set.
 *
 * @example
 * ```tsx
 * const { data } = usePacketAcknowledgements({ channelId: 'channel-0', portId: 'transfer', packetCommitmentSequences: [1, 2, 3] })
 * ```
 */
export function usePacketAcknowledgements<TData = GetPacketAcknowledgementsResponse>(
  parameters: UsePacketAcknowledgementsParameters<TData> = {},
) {
  return useGatekitQuery(getPacketAcknowledgementsQueryOptions, parameters)
}

/** Parameters of {@link useInfinitePacketAcknowledgements}. */
export type UseInfinitePacketAcknowledgementsParameters = ExactPartial<GetPacketAcknowledgementsParameters> &
  HookParameters<InfiniteQueryParameter<GetPacketAcknowledgementsResponse, string | undefined>>

/**
 * The acknowledgements this chain wrote on a channel as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfinitePacketAcknowledgements({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   pagination: { limit: 100 },
 * })
 * const acknowledgements = data?.pages.flatMap((page) => page.acknowledgements)
 * ```
 */
export function useInfinitePacketAcknowledgements(parameters: UseInfinitePacketAcknowledgementsParameters = {}) {
  return useGatekitInfiniteQuery(getPacketAcknowledgementsInfiniteQueryOptions, parameters)
}
