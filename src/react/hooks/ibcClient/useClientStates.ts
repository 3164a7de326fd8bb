import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStatesParameters, GetClientStatesResponse } from '../../../modules/ibcClient/getClientStates.ts'
import {
  getClientStatesInfiniteQueryOptions,
  getClientStatesQueryOptions,
} from '../../../query/ibcClient/getClientStates.ts'
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

/** Parameters of {@link useClientStates}. */
export type UseClientStatesParameters<TData = GetClientStatesResponse> = ExactPartial<GetClientStatesParameters> &
  HookParameters<QueryParameter<GetClientStatesResponse, TData>>

/**
 * Every IBC light client of the chain with its state.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useClientStates<TData = GetClientStatesResponse>(parameters: UseClientStatesParameters<TData> = {}) {
  return useGatekitQuery(getClientStatesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteClientStates}. */
export type UseInfiniteClientStatesParameters<TData = InfiniteData<GetClientStatesResponse, string | undefined>> =
  ExactPartial<GetClientStatesParameters> &
    HookParameters<InfiniteQueryParameter<GetClientStatesResponse, string | undefined, TData>>

/**
 * Every IBC light client as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteClientStates<TData = InfiniteData<GetClientStatesResponse, string | undefined>>(
  parameters: UseInfiniteClientStatesParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getClientStatesInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseClientStates}. */
export type UseSuspenseClientStatesParameters<TData = GetClientStatesResponse> = GetClientStatesParameters &
  HookParameters<SuspenseQueryParameter<GetClientStatesResponse, TData>>

/**
 * Every IBC light client of the chain with its state, for a component inside `<Suspense>` (see
 * {@link useClientStates}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseClientStates<TData = GetClientStatesResponse>(
  parameters: UseSuspenseClientStatesParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getClientStatesQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteClientStates}. */
export type UseSuspenseInfiniteClientStatesParameters<
  TData = InfiniteData<GetClientStatesResponse, string | undefined>,
> = GetClientStatesParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetClientStatesResponse, string | undefined, TData>>

/**
 * Every IBC light client as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteClientStates}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseInfiniteClientStates<TData = InfiniteData<GetClientStatesResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteClientStatesParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getClientStatesInfiniteQueryOptions, parameters)
}
