import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfinitePacketAcknowledgementsParameters<
  TData = InfiniteData<GetPacketAcknowledgementsResponse, string | undefined>,
> = ExactPartial<GetPacketAcknowledgementsParameters> &
  HookParameters<InfiniteQueryParameter<GetPacketAcknowledgementsResponse, string | undefined, TData>>

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
export function useInfinitePacketAcknowledgements<
  TData = InfiniteData<GetPacketAcknowledgementsResponse, string | undefined>,
>(parameters: UseInfinitePacketAcknowledgementsParameters<TData> = {}) {
  return useGatekitInfiniteQuery(getPacketAcknowledgementsInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePacketAcknowledgements}: `channelId` and `portId` are required,
 * since a suspended component cannot wait.
 */
export type UseSuspensePacketAcknowledgementsParameters<TData = GetPacketAcknowledgementsResponse> =
  GetPacketAcknowledgementsParameters &
    HookParameters<SuspenseQueryParameter<GetPacketAcknowledgementsResponse, TData>>

/**
 * The acknowledgements this chain wrote on a channel, one page (or only the given
 * `packetCommitmentSequences`), for a component inside `<Suspense>` (see
 * {@link usePacketAcknowledgements}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `channelId` and `portId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePacketAcknowledgements({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   packetCommitmentSequences: [1, 2, 3],
 * })
 * ```
 */
export function useSuspensePacketAcknowledgements<TData = GetPacketAcknowledgementsResponse>(
  parameters: UseSuspensePacketAcknowledgementsParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPacketAcknowledgementsQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfinitePacketAcknowledgements}: `channelId` and `portId` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseInfinitePacketAcknowledgementsParameters<
  TData = InfiniteData<GetPacketAcknowledgementsResponse, string | undefined>,
> = GetPacketAcknowledgementsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetPacketAcknowledgementsResponse, string | undefined, TData>>

/**
 * The acknowledgements this chain wrote on a channel as pages, for a component inside `<Suspense>`
 * (see {@link useInfinitePacketAcknowledgements}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary; a missing `channelId` and `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfinitePacketAcknowledgements({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   pagination: { limit: 100 },
 * })
 * const acknowledgements = data.pages.flatMap((page) => page.acknowledgements)
 * ```
 */
export function useSuspenseInfinitePacketAcknowledgements<
  TData = InfiniteData<GetPacketAcknowledgementsResponse, string | undefined>,
>(parameters: UseSuspenseInfinitePacketAcknowledgementsParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getPacketAcknowledgementsInfiniteQueryOptions, parameters)
}
