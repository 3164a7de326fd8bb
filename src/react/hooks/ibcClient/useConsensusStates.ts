import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetConsensusStatesParameters, GetConsensusStatesResponse } from '../../../modules/ibcClient/getConsensusStates.ts'
import { getConsensusStatesInfiniteQueryOptions, getConsensusStatesQueryOptions } from '../../../query/ibcClient/getConsensusStates.ts'
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

/** Parameters of {@link useConsensusStates}. */
export type UseConsensusStatesParameters<TData = GetConsensusStatesResponse> = ExactPartial<GetConsensusStatesParameters> &
  HookParameters<QueryParameter<GetConsensusStatesResponse, TData>>

/**
 * The consensus states a light client stores; waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConsensusStates({ clientId: '07-tendermint-0' })
 * ```
 */
export function useConsensusStates<TData = GetConsensusStatesResponse>(parameters: UseConsensusStatesParameters<TData> = {}) {
  return useGatekitQuery(getConsensusStatesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteConsensusStates}. */
export type UseInfiniteConsensusStatesParameters<TData = InfiniteData<GetConsensusStatesResponse, string | undefined>> = ExactPartial<GetConsensusStatesParameters> &
  HookParameters<InfiniteQueryParameter<GetConsensusStatesResponse, string | undefined, TData>>

/**
 * The consensus states a light client stores as pages; `fetchNextPage` follows `next_key`; waits until
 * `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteConsensusStates({ clientId: '07-tendermint-0' })
 * ```
 */
export function useInfiniteConsensusStates<TData = InfiniteData<GetConsensusStatesResponse, string | undefined>>(parameters: UseInfiniteConsensusStatesParameters<TData> = {}) {
  return useGatekitInfiniteQuery(getConsensusStatesInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConsensusStates}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseConsensusStatesParameters<TData = GetConsensusStatesResponse> = GetConsensusStatesParameters &
  HookParameters<SuspenseQueryParameter<GetConsensusStatesResponse, TData>>

/**
 * The consensus states a light client stores, for a component inside `<Suspense>` (see {@link
 * useConsensusStates}): it suspends until the data is there, so `data` is never undefined. Errors go to the
 * nearest error boundary; a missing `clientId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConsensusStates({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseConsensusStates<TData = GetConsensusStatesResponse>(parameters: UseSuspenseConsensusStatesParameters<TData>) {
  return useGatekitSuspenseQuery(getConsensusStatesQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteConsensusStates}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseInfiniteConsensusStatesParameters<TData = InfiniteData<GetConsensusStatesResponse, string | undefined>> = GetConsensusStatesParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetConsensusStatesResponse, string | undefined, TData>>

/**
 * The consensus states a light client stores as pages, for a component inside `<Suspense>` (see {@link
 * useInfiniteConsensusStates}): it suspends until the first page is there, and `fetchNextPage` loads the next
 * ones without suspending again. Errors go to the nearest error boundary; a missing `clientId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteConsensusStates({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseInfiniteConsensusStates<TData = InfiniteData<GetConsensusStatesResponse, string | undefined>>(parameters: UseSuspenseInfiniteConsensusStatesParameters<TData>) {
  return useGatekitSuspenseInfiniteQuery(getConsensusStatesInfiniteQueryOptions, parameters)
}
