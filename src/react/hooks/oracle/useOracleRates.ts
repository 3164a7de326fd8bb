import type { GetOracleRatesResponse } from '../../../modules/oracle/getOracleRates.ts'
import { getOracleRatesQueryOptions } from '../../../query/oracle/getOracleRates.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseOracleRates}. */
export type UseSuspenseOracleRatesParameters<TData = GetOracleRatesResponse> =
  HookParameters<SuspenseQueryParameter<GetOracleRatesResponse, TData>>

/**
 * The oracle's current exchange rates, for a component inside `<Suspense>` (see
 * {@link useOracleRates}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOracleRates()
 * ```
 */
export function useSuspenseOracleRates<TData = GetOracleRatesResponse>(
  parameters: UseSuspenseOracleRatesParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getOracleRatesQueryOptions, parameters)
}
