import type { ExactPartial } from '../../../core/types.ts'
import type { GetValidatorParameters, GetValidatorResponse } from '../../../modules/staking/getValidator.ts'
import { getValidatorQueryOptions } from '../../../query/staking/getValidator.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useValidator}. */
export type UseValidatorParameters<TData = GetValidatorResponse> = ExactPartial<GetValidatorParameters> &
  HookParameters<QueryParameter<GetValidatorResponse, TData>>

/**
 * One validator of the staking module; waits until `validatorAddress` is set.
 *
 * @example
 * ```tsx
 * const { data } = useValidator({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useValidator<TData = GetValidatorResponse>(parameters: UseValidatorParameters<TData> = {}) {
  return useGatekitQuery(getValidatorQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseValidator}: `validatorAddress` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseValidatorParameters<TData = GetValidatorResponse> = GetValidatorParameters &
  HookParameters<SuspenseQueryParameter<GetValidatorResponse, TData>>

/**
 * One validator of the staking module, for a component inside `<Suspense>` (see {@link useValidator}): it suspends
 * until the data is there, so `data` is never undefined. Errors go to the nearest error boundary; a
 * missing `validatorAddress` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseValidator({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useSuspenseValidator<TData = GetValidatorResponse>(parameters: UseSuspenseValidatorParameters<TData>) {
  return useGatekitSuspenseQuery(getValidatorQueryOptions, parameters)
}
