import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfinitePacketCommitmentsParameters<
  TData = InfiniteData<GetPacketCommitmentsResponse, string | undefined>,
> = ExactPartial<GetPacketCommitmentsParameters> &
  HookParameters<InfiniteQueryParameter<GetPacketCommitmentsResponse, string | undefined, TData>>

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
export function useInfinitePacketCommitments<TData = InfiniteData<GetPacketCommitmentsResponse, string | undefined>>(
  parameters: UseInfinitePacketCommitmentsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getPacketCommitmentsInfiniteQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePacketCommitments}: `channelId` and `portId` are required, since
 * a suspended component cannot wait.
 */
export type UseSuspensePacketCommitmentsParameters<TData = GetPacketCommitmentsResponse> =
  GetPacketCommitmentsParameters &
    HookParameters<SuspenseQueryParameter<GetPacketCommitmentsResponse, TData>>

/**
 * The commitments of packets sent on a channel and still in flight, one page, for a component
 * inside `<Suspense>` (see {@link usePacketCommitments}): it suspends until the data is there, so
 * `data` is never undefined. Errors go to the nearest error boundary; a missing `channelId` and
 * `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePacketCommitments({ channelId: 'channel-0', portId: 'transfer' })
 * const inFlight = data.commitments.length
 * ```
 */
export function useSuspensePacketCommitments<TData = GetPacketCommitmentsResponse>(
  parameters: UseSuspensePacketCommitmentsParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPacketCommitmentsQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseInfinitePacketCommitments}: `channelId` and `portId` are
 * required, since a suspended component cannot wait.
 */
export type UseSuspenseInfinitePacketCommitmentsParameters<
  TData = InfiniteData<GetPacketCommitmentsResponse, string | undefined>,
> = GetPacketCommitmentsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetPacketCommitmentsResponse, string | undefined, TData>>

/**
 * The in-flight packet commitments of a channel as pages, for a component inside `<Suspense>` (see
 * {@link useInfinitePacketCommitments}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary; a missing `channelId` and `portId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfinitePacketCommitments({
 *   channelId: 'channel-0',
 *   portId: 'transfer',
 *   pagination: { limit: 100 },
 * })
 * const sequences = data.pages.flatMap((page) => page.commitments.map((commitment) => commitment.sequence))
 * ```
 */
export function useSuspenseInfinitePacketCommitments<
  TData = InfiniteData<GetPacketCommitmentsResponse, string | undefined>,
>(parameters: UseSuspenseInfinitePacketCommitmentsParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getPacketCommitmentsInfiniteQueryOptions, parameters)
}
