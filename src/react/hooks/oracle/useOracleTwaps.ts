import type { ExactPartial } from '../../../core/types.ts'
import type { GetOracleTwapsParameters, GetOracleTwapsResponse } from '../../../modules/oracle/getOracleTwaps.ts'
import { getOracleTwapsQueryOptions } from '../../../query/oracle/getOracleTwaps.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useOracleTwaps}. */
export type UseOracleTwapsParameters<TData = GetOracleTwapsResponse> = ExactPartial<GetOracleTwapsParameters> &
  HookParameters<QueryParameter<GetOracleTwapsResponse, TData>>

/**
 * The time-weighted average price of every vote target denom over a lookback window; waits until
 * `lookbackSeconds` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useOracleTwaps({ lookbackSeconds: 300 })
 * ```
 */
export function useOracleTwaps<TData = GetOracleTwapsResponse>(parameters: UseOracleTwapsParameters<TData> = {}) {
  return useGatekitQuery(getOracleTwapsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseOracleTwaps}: `lookbackSeconds` is required, since a suspended component cannot wait. */
export type UseSuspenseOracleTwapsParameters<TData = GetOracleTwapsResponse> = GetOracleTwapsParameters &
  HookParameters<SuspenseQueryParameter<GetOracleTwapsResponse, TData>>

/**
 * The time-weighted average price of every vote target denom over a lookback window, for a component inside
 * `<Suspense>` (see {@link useOracleTwaps}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `lookbackSeconds` as a `ParameterError`,
 * before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseOracleTwaps({ lookbackSeconds: 300 })
 * ```
 */
export function useSuspenseOracleTwaps<TData = GetOracleTwapsResponse>(parameters: UseSuspenseOracleTwapsParameters<TData>) {
  return useGatekitSuspenseQuery(getOracleTwapsQueryOptions, parameters)
}
