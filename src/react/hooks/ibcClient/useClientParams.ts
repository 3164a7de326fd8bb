import type { GetClientParamsResponse } from '../../../modules/ibcClient/getClientParams.ts'
import { getClientParamsQueryOptions } from '../../../query/ibcClient/getClientParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useClientParams}. */
export type UseClientParamsParameters<TData = GetClientParamsResponse> = HookParameters<QueryParameter<GetClientParamsResponse, TData>>

/**
 * The IBC client module's parameters (allowed light client types).
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientParams()
 * ```
 */
export function useClientParams<TData = GetClientParamsResponse>(parameters: UseClientParamsParameters<TData> = {}) {
  return useGatekitQuery(getClientParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseClientParams}. */
export type UseSuspenseClientParamsParameters<TData = GetClientParamsResponse> = HookParameters<SuspenseQueryParameter<GetClientParamsResponse, TData>>

/**
 * The IBC client module's parameters (allowed light client types), for a component inside `<Suspense>` (see
 * {@link useClientParams}): it suspends until the data is there, so `data` is never undefined. Errors go to
 * the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseClientParams()
 * ```
 */
export function useSuspenseClientParams<TData = GetClientParamsResponse>(parameters: UseSuspenseClientParamsParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getClientParamsQueryOptions, parameters)
}
