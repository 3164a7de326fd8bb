import type { GetVoteTargetsResponse } from '../../../modules/oracle/getVoteTargets.ts'
import { getVoteTargetsQueryOptions } from '../../../query/oracle/getVoteTargets.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
