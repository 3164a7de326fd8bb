import type { ExactPartial } from '../../../core/types.ts'
import type { GetSupplyOfParameters, GetSupplyOfResponse } from '../../../modules/bank/getSupplyOf.ts'
import { getSupplyOfQueryOptions } from '../../../query/bank/getSupplyOf.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
