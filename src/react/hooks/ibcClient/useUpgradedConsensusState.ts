import type { GetUpgradedConsensusStateResponse } from '../../../modules/ibcClient/getUpgradedConsensusState.ts'
import { getUpgradedConsensusStateQueryOptions } from '../../../query/ibcClient/getUpgradedConsensusState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useUpgradedConsensusState}. */
export type UseUpgradedConsensusStateParameters<TData = GetUpgradedConsensusStateResponse> = HookParameters<QueryParameter<GetUpgradedConsensusStateResponse, TData>>

/**
 * The consensus state committed for the chain's next planned upgrade.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useUpgradedConsensusState()
 * ```
 */
export function useUpgradedConsensusState<TData = GetUpgradedConsensusStateResponse>(parameters: UseUpgradedConsensusStateParameters<TData> = {}) {
  return useGatekitQuery(getUpgradedConsensusStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseUpgradedConsensusState}. */
export type UseSuspenseUpgradedConsensusStateParameters<TData = GetUpgradedConsensusStateResponse> = HookParameters<SuspenseQueryParameter<GetUpgradedConsensusStateResponse, TData>>

/**
 * The consensus state committed for the chain's next planned upgrade, for a component inside `<Suspense>`
 * (see {@link useUpgradedConsensusState}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseUpgradedConsensusState()
 * ```
 */
export function useSuspenseUpgradedConsensusState<TData = GetUpgradedConsensusStateResponse>(parameters: UseSuspenseUpgradedConsensusStateParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getUpgradedConsensusStateQueryOptions, parameters)
}
