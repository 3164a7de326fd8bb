import type { ExactPartial } from '../../../core/types.ts'
import type { GetSupplyOfParameters, GetSupplyOfResponse } from '../../../modules/bank/getSupplyOf.ts'
import { getSupplyOfQueryOptions } from '../../../query/bank/getSupplyOf.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useSupplyOf}. */
export type UseSupplyOfParameters<TData = GetSupplyOfResponse> = ExactPartial<GetSupplyOfParameters> &
  HookParameters<QueryParameter<GetSupplyOfResponse, TData>>

/**
 * The total supply of one denom; waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useSupplyOf({ denom: 'akii' })
 * const supply = data?.amount.amount
 * ```
 */
export function useSupplyOf<TData = GetSupplyOfResponse>(parameters: UseSupplyOfParameters<TData> = {}) {
  return useGatekitQuery(getSupplyOfQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseSupplyOf}: `denom` is required, since a suspended component cannot wait. */
export type UseSuspenseSupplyOfParameters<TData = GetSupplyOfResponse> = GetSupplyOfParameters &
  HookParameters<SuspenseQueryParameter<GetSupplyOfResponse, TData>>

/**
 * The total supply of one denom, for a component inside `<Suspense>` (see {@link useSupplyOf}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary; a missing `denom` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSupplyOf({ denom: 'akii' })
 * const supply = data.amount.amount
 * ```
 */
export function useSuspenseSupplyOf<TData = GetSupplyOfResponse>(parameters: UseSuspenseSupplyOfParameters<TData>) {
  return useGatekitSuspenseQuery(getSupplyOfQueryOptions, parameters)
}
