import type { GetOracleParamsResponse } from '../../../modules/oracle/getOracleParams.ts'
import { getOracleParamsQueryOptions } from '../../../query/oracle/getOracleParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
