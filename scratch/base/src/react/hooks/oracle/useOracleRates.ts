import type { GetOracleRatesResponse } from '../../../modules/oracle/getOracleRates.ts'
import { getOracleRatesQueryOptions } from '../../../query/oracle/getOracleRates.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useOracleRates}. */
export type UseOracleRatesParameters<TData = GetOracleRatesResponse> = HookParameters<
  QueryParameter<GetOracleRatesResponse, TData>
>

/**
 * The oracle's current exchange rates.
 *
 * @example
 * ```tsx
 * const { data } = useOracleRates({ query: { refetchInterval: 10_000 } })
 * ```
 */
export function useOracleRates<TData = GetOracleRatesResponse>(parameters: UseOracleRatesParameters<TData> = {}) {
  return useGatekitQuery(getOracleRatesQueryOptions, parameters)
}
