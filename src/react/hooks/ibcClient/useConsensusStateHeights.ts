import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetConsensusStateHeightsParameters, GetConsensusStateHeightsResponse } from '../../../modules/ibcClient/getConsensusStateHeights.ts'
import { getConsensusStateHeightsInfiniteQueryOptions, getConsensusStateHeightsQueryOptions } from '../../../query/ibcClient/getConsensusStateHeights.ts'
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

/** Parameters of {@link useConsensusStateHeights}. */
export type UseConsensusStateHeightsParameters<TData = GetConsensusStateHeightsResponse> = ExactPartial<GetConsensusStateHeightsParameters> &
  HookParameters<QueryParameter<GetConsensusStateHeightsResponse, TData>>

/**
 * The counterparty heights of a light client's consensus states; waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConsensusStateHeights({ clientId: '07-tendermint-0' })
 * ```
 */
export function useConsensusStateHeights<TData = GetConsensusStateHeightsResponse>(parameters: UseConsensusStateHeightsParameters<TData> = {}) {
  return useGatekitQuery(getConsensusStateHeightsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteConsensusStateHeights}. */
export type UseInfiniteConsensusStateHeightsParameters<TData = InfiniteData<GetConsensusStateHeightsResponse, string | undefined>> = ExactPartial<GetConsensusStateHeightsParameters> &
  HookParameters<InfiniteQueryParameter<GetConsensusStateHeightsResponse, string | undefined, TData>>

/**
 * The counterparty heights of a light client's consensus states as pages; `fetchNextPage` follows `next_key`;
 * waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConsensusStateHeights({ clientId: '07-tendermint-0' })
 * ```
 */
export function useInfiniteConsensusStateHeights<TData = InfiniteData<GetConsensusStateHeightsResponse, string | undefined>>(parameters: UseInfiniteConsensusStateHeightsParameters<TData> = {}) {
  return useGatekitInfiniteQuery(getConsensusStateHeightsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConsensusStateHeights}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseConsensusStateHeightsParameters<TData = GetConsensusStateHeightsResponse> = GetConsensusStateHeightsParameters &
  HookParameters<SuspenseQueryParameter<GetConsensusStateHeightsResponse, TData>>

/**
 * The counterparty heights of a light client's consensus states, for a component inside `<Suspense>` (see
 * {@link useConsensusStateHeights}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `clientId` as a `ParameterError`, before anything is
 * sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConsensusStateHeights({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseConsensusStateHeights<TData = GetConsensusStateHeightsResponse>(parameters: UseSuspenseConsensusStateHeightsParameters<TData>) {
  return useGatekitSuspenseQuery(getConsensusStateHeightsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteConsensusStateHeights}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseInfiniteConsensusStateHeightsParameters<TData = InfiniteData<GetConsensusStateHeightsResponse, string | undefined>> = GetConsensusStateHeightsParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetConsensusStateHeightsResponse, string | undefined, TData>>

/**
 * The counterparty heights of a light client's consensus states as pages, for a component inside `<Suspense>`
 * (see {@link useInfiniteConsensusStateHeights}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error boundary; a
 * missing `clientId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteConsensusStateHeights({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseInfiniteConsensusStateHeights<TData = InfiniteData<GetConsensusStateHeightsResponse, string | undefined>>(parameters: UseSuspenseInfiniteConsensusStateHeightsParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getConsensusStateHeightsInfiniteQueryOptions, parameters)
}
