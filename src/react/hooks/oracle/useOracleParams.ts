import type { GetOracleParamsResponse } from '../../../modules/oracle/getOracleParams.ts'
import { getOracleParamsQueryOptions } from '../../../query/oracle/getOracleParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useOracleParams}. */
export type UseOracleParamsParameters<TData = GetOracleParamsResponse> = HookParameters<QueryParameter<GetOracleParamsResponse, TData>>

/**
 * The oracle module's parameters.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useOracleParams()
 * ```
 */
export function useOracleParams<TData = GetOracleParamsResponse>(parameters: UseOracleParamsParameters<TData> = {}) {
  return useGatekitQuery(getOracleParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseOracleParams}. */
export type UseSuspenseOracleParamsParameters<TData = GetOracleParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetOracleParamsResponse, TData>>

/**
 * The oracle module's parameters, for a component inside `<Suspense>` (see
 * {@link useOracleParams}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOracleParams()
 * ```
 */
export function useSuspenseOracleParams<TData = GetOracleParamsResponse>(
  parameters: UseSuspenseOracleParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getOracleParamsQueryOptions, parameters)
}
