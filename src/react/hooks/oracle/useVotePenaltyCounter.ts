import type { ExactPartial } from '../../../core/types.ts'
import type { GetVotePenaltyCounterParameters, GetVotePenaltyCounterResponse } from '../../../modules/oracle/getVotePenaltyCounter.ts'
import { getVotePenaltyCounterQueryOptions } from '../../../query/oracle/getVotePenaltyCounter.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseVotePenaltyCounter}: `validatorAddress` is required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseVotePenaltyCounterParameters<TData = GetVotePenaltyCounterResponse> =
  GetVotePenaltyCounterParameters &
    HookParameters<SuspenseQueryParameter<GetVotePenaltyCounterResponse, TData>>

/**
 * A validator's oracle voting record in the current slash window, for a component inside
 * `<Suspense>` (see {@link useVotePenaltyCounter}): it suspends until the data is there, so `data`
 * is never undefined. Errors go to the nearest error boundary; a missing `validatorAddress` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseVotePenaltyCounter({ validatorAddress: 'kiivaloper1...' })
 * ```
 */
export function useSuspenseVotePenaltyCounter<TData = GetVotePenaltyCounterResponse>(
  parameters: UseSuspenseVotePenaltyCounterParameters<TData>,
) {
  return useGatekitSuspenseQuery(getVotePenaltyCounterQueryOptions, parameters)
}
