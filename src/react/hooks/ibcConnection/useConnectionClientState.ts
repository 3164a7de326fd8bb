import type { ExactPartial } from '../../../core/types.ts'
import type { GetConnectionClientStateParameters, GetConnectionClientStateResponse } from '../../../modules/ibcConnection/getConnectionClientState.ts'
import { getConnectionClientStateQueryOptions } from '../../../query/ibcConnection/getConnectionClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConnectionClientState}. */
export type UseConnectionClientStateParameters<TData = GetConnectionClientStateResponse> = ExactPartial<GetConnectionClientStateParameters> &
  HookParameters<QueryParameter<GetConnectionClientStateResponse, TData>>

/**
 * The light client a connection is built on, with its state; waits until `connectionId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnectionClientState({ connectionId: 'connection-0' })
 * ```
 */
export function useConnectionClientState<TData = GetConnectionClientStateResponse>(parameters: UseConnectionClientStateParameters<TData> = {}) {
  return useGatekitQuery(getConnectionClientStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConnectionClientState}: `connectionId` is required, since a suspended component cannot wait. */
export type UseSuspenseConnectionClientStateParameters<TData = GetConnectionClientStateResponse> = GetConnectionClientStateParameters &
  HookParameters<SuspenseQueryParameter<GetConnectionClientStateResponse, TData>>

/**
 * The light client a connection is built on, with its state, for a component inside `<Suspense>` (see {@link
 * useConnectionClientState}): it suspends until the data is there, so `data` is never undefined. Errors go to
 * the nearest error boundary; a missing `connectionId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnectionClientState({ connectionId: 'connection-0' })
 * ```
 */
export function useSuspenseConnectionClientState<TData = GetConnectionClientStateResponse>(parameters: UseSuspenseConnectionClientStateParameters<TData>) {
  return useGatekitSuspenseQuery(getConnectionClientStateQueryOptions, parameters)
}
