import type { ExactPartial } from '../../../core/types.ts'
import type { GetConnectionParameters, GetConnectionResponse } from '../../../modules/ibcConnection/getConnection.ts'
import { getConnectionQueryOptions } from '../../../query/ibcConnection/getConnection.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConnection}. */
export type UseConnectionParameters<TData = GetConnectionResponse> = ExactPartial<GetConnectionParameters> &
  HookParameters<QueryParameter<GetConnectionResponse, TData>>

/**
 * An IBC connection end; waits until `connectionId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnection({ connectionId: 'connection-0' })
 * ```
 */
export function useConnection<TData = GetConnectionResponse>(parameters: UseConnectionParameters<TData> = {}) {
  return useGatekitQuery(getConnectionQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConnection}: `connectionId` is required, since a suspended component cannot wait. */
export type UseSuspenseConnectionParameters<TData = GetConnectionResponse> = GetConnectionParameters &
  HookParameters<SuspenseQueryParameter<GetConnectionResponse, TData>>

/**
 * An IBC connection end, for a component inside `<Suspense>` (see {@link useConnection}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary; a missing `connectionId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnection({ connectionId: 'connection-0' })
 * ```
 */
export function useSuspenseConnection<TData = GetConnectionResponse>(
  parameters: UseSuspenseConnectionParameters<TData>,
) {
  return useGatekitSuspenseQuery(getConnectionQueryOptions, parameters)
}
