import type { ExactPartial } from '../../../core/types.ts'
import type { GetFeederDelegationParameters, GetFeederDelegationResponse } from '../../../modules/oracle/getFeederDelegation.ts'
import { getFeederDelegationQueryOptions } from '../../../query/oracle/getFeederDelegation.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseFeederDelegation}: `validatorAddress` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseFeederDelegationParameters<TData = GetFeederDelegationResponse> = GetFeederDelegationParameters &
  HookParameters<SuspenseQueryParameter<GetFeederDelegationResponse, TData>>

/**
 * The account a validator delegated its oracle votes to, for a component inside `<Suspense>` (see
 * {@link useFeederDelegation}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `validatorAddress` as a `ParameterError`,
 * before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseFeederDelegation({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useSuspenseFeederDelegation<TData = GetFeederDelegationResponse>(
  parameters: UseSuspenseFeederDelegationParameters<TData>,
) {
  return useGatekitSuspenseQuery(getFeederDelegationQueryOptions, parameters)
}
