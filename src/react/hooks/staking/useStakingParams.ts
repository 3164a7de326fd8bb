import type { GetStakingParamsResponse } from '../../../modules/staking/getStakingParams.ts'
import { getStakingParamsQueryOptions } from '../../../query/staking/getStakingParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useStakingParams}. */
export type UseStakingParamsParameters<TData = GetStakingParamsResponse> = HookParameters<QueryParameter<GetStakingParamsResponse, TData>>

/**
 * The staking module's parameters: the bond denom (what validators' `tokens` count), the unbonding
 * time, the validator set's size and the minimum commission rate.
 *
 * @example
 * ```tsx
 * const { data } = useStakingParams()
 * const bondDenom = data?.params?.bond_denom
 * ```
 */
export function useStakingParams<TData = GetStakingParamsResponse>(parameters: UseStakingParamsParameters<TData> = {}) {
  return useGatekitQuery(getStakingParamsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseStakingParams}. */
export type UseSuspenseStakingParamsParameters<TData = GetStakingParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetStakingParamsResponse, TData>>

/**
 * The staking module's parameters, for a component inside `<Suspense>` (see {@link useStakingParams}):
 * it suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseStakingParams()
 * ```
 */
export function useSuspenseStakingParams<TData = GetStakingParamsResponse>(parameters: UseSuspenseStakingParamsParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getStakingParamsQueryOptions, parameters)
}
