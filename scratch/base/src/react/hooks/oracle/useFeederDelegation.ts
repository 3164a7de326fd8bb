import type { ExactPartial } from '../../../core/types.ts'
import type { GetFeederDelegationParameters, GetFeederDelegationResponse } from '../../../modules/oracle/getFeederDelegation.ts'
import { getFeederDelegationQueryOptions } from '../../../query/oracle/getFeederDelegation.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useFeederDelegation}. */
export type UseFeederDelegationParameters<TData = GetFeederDelegationResponse> = ExactPartial<GetFeederDelegationParameters> &
  HookParameters<QueryParameter<GetFeederDelegationResponse, TData>>

/**
 * The account a validator delegated its oracle votes to; waits until `validatorAddress` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useFeederDelegation({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useFeederDelegation<TData = GetFeederDelegationResponse>(parameters: UseFeederDelegationParameters<TData> = {}) {
  return useGatekitQuery(getFeederDelegationQueryOptions, parameters)
}
