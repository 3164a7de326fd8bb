import type { GetConnectionParamsResponse } from '../../../modules/ibcConnection/getConnectionParams.ts'
import { getConnectionParamsQueryOptions } from '../../../query/ibcConnection/getConnectionParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConnectionParams}. */
export type UseConnectionParamsParameters<TData = GetConnectionParamsResponse> = HookParameters<QueryParameter<GetConnectionParamsResponse, TData>>

/**
 * The IBC connection module's parameters (expected maximum block time).
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnectionParams()
 * ```
 */
export function useConnectionParams<TData = GetConnectionParamsResponse>(parameters: UseConnectionParamsParameters<TData> = {}) {
  return useGatekitQuery(getConnectionParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConnectionParams}. */
export type UseSuspenseConnectionParamsParameters<TData = GetConnectionParamsResponse> = HookParameters<SuspenseQueryParameter<GetConnectionParamsResponse, TData>>

/**
 * The IBC connection module's parameters (expected maximum block time), for a component inside `<Suspense>`
 * (see {@link useConnectionParams}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnectionParams()
 * ```
 */
export function useSuspenseConnectionParams<TData = GetConnectionParamsResponse>(parameters: UseSuspenseConnectionParamsParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getConnectionParamsQueryOptions, parameters)
}
