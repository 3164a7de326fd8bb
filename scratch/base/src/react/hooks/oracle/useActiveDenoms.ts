import type { GetActiveDenomsResponse } from '../../../modules/oracle/getActiveDenoms.ts'
import { getActiveDenomsQueryOptions } from '../../../query/oracle/getActiveDenoms.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
