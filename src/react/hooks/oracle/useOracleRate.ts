import type { ExactPartial } from '../../../core/types.ts'
import type { GetOracleRateParameters, GetOracleRateResponse } from '../../../modules/oracle/getOracleRate.ts'
import { getOracleRateQueryOptions } from '../../../query/oracle/getOracleRate.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useOracleRate}. */
export type UseOracleRateParameters<TData = GetOracleRateResponse> = ExactPartial<GetOracleRateParameters> &
  HookParameters<QueryParameter<GetOracleRateResponse, TData>>

/**
 * The oracle's current exchange rate of one denom; waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useOracleRate({ denom: 'uatom' })
 * ```
 */
export function useOracleRate<TData = GetOracleRateResponse>(parameters: UseOracleRateParameters<TData> = {}) {
  return useGatekitQuery(getOracleRateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseOracleRate}: `denom` is required, since a suspended component cannot wait. */
export type UseSuspenseOracleRateParameters<TData = GetOracleRateResponse> = GetOracleRateParameters &
  HookParameters<SuspenseQueryParameter<GetOracleRateResponse, TData>>

/**
 * The oracle's current exchange rate of one denom, for a component inside `<Suspense>` (see {@link
 * useOracleRate}): it suspends until the data is there, so `data` is never undefined. Errors go to the
 * nearest error boundary; a missing `denom` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOracleRate({ denom: 'uatom' })
 * ```
 */
export function useSuspenseOracleRate<TData = GetOracleRateResponse>(parameters: UseSuspenseOracleRateParameters<TData>) {
  return useGatekitSuspenseQuery(getOracleRateQueryOptions, parameters)
}
