import type { ExactPartial } from '../../../core/types.ts'
import type { GetVotePenaltyCounterParameters, GetVotePenaltyCounterResponse } from '../../../modules/oracle/getVotePenaltyCounter.ts'
import { getVotePenaltyCounterQueryOptions } from '../../../query/oracle/getVotePenaltyCounter.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useVotePenaltyCounter}. */
export type UseVotePenaltyCounterParameters<TData = GetVotePenaltyCounterResponse> = ExactPartial<GetVotePenaltyCounterParameters> &
  HookParameters<QueryParameter<GetVotePenaltyCounterResponse, TData>>

/**
 * A validator's oracle voting record in the current slash window; waits until `validatorAddress` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useVotePenaltyCounter({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useVotePenaltyCounter<TData = GetVotePenaltyCounterResponse>(parameters: UseVotePenaltyCounterParameters<TData> = {}) {
  return useGatekitQuery(getVotePenaltyCounterQueryOptions, parameters)
}
