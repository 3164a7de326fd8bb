import type { GetVoteTargetsResponse } from '../../../modules/oracle/getVoteTargets.ts'
import { getVoteTargetsQueryOptions } from '../../../query/oracle/getVoteTargets.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useVoteTargets}. */
export type UseVoteTargetsParameters<TData = GetVoteTargetsResponse> = HookParameters<QueryParameter<GetVoteTargetsResponse, TData>>

/**
 * The denoms validators vote on in the current vote period.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useVoteTargets()
 * ```
 */
export function useVoteTargets<TData = GetVoteTargetsResponse>(parameters: UseVoteTargetsParameters<TData> = {}) {
  return useGatekitQuery(getVoteTargetsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseVoteTargets}. */
export type UseSuspenseVoteTargetsParameters<TData = GetVoteTargetsResponse> =
  HookParameters<SuspenseQueryParameter<GetVoteTargetsResponse, TData>>

/**
 * The denoms validators vote on in the current vote period, for a component inside `<Suspense>`
 * (see {@link useVoteTargets}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseVoteTargets()
 * ```
 */
export function useSuspenseVoteTargets<TData = GetVoteTargetsResponse>(
  parameters: UseSuspenseVoteTargetsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getVoteTargetsQueryOptions, parameters)
}
