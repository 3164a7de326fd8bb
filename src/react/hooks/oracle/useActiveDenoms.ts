import type { GetActiveDenomsResponse } from '../../../modules/oracle/getActiveDenoms.ts'
import { getActiveDenomsQueryOptions } from '../../../query/oracle/getActiveDenoms.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useActiveDenoms}. */
export type UseActiveDenomsParameters<TData = GetActiveDenomsResponse> = HookParameters<QueryParameter<GetActiveDenomsResponse, TData>>

/**
 * The denoms that currently have an oracle exchange rate.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useActiveDenoms()
 * ```
 */
export function useActiveDenoms<TData = GetActiveDenomsResponse>(parameters: UseActiveDenomsParameters<TData> = {}) {
  return useGatekitQuery(getActiveDenomsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseActiveDenoms}. */
export type UseSuspenseActiveDenomsParameters<TData = GetActiveDenomsResponse> =
  HookParameters<SuspenseQueryParameter<GetActiveDenomsResponse, TData>>

/**
 * The denoms that currently have an oracle exchange rate, for a component inside `<Suspense>` (see
 * {@link useActiveDenoms}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseActiveDenoms()
 * ```
 */
export function useSuspenseActiveDenoms<TData = GetActiveDenomsResponse>(
  parameters: UseSuspenseActiveDenomsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getActiveDenomsQueryOptions, parameters)
}
