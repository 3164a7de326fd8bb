import type { ExactPartial } from '../../../core/types.ts'
import type { GetConsensusStateParameters, GetConsensusStateResponse } from '../../../modules/ibcClient/getConsensusState.ts'
import { getConsensusStateQueryOptions } from '../../../query/ibcClient/getConsensusState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConsensusState}. */
export type UseConsensusStateParameters<TData = GetConsensusStateResponse> = ExactPartial<GetConsensusStateParameters> &
  HookParameters<QueryParameter<GetConsensusStateResponse, TData>>

/**
 * A light client's consensus state at one counterparty height; waits until `clientId` and `revisionNumber`
 * and `revisionHeight` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConsensusState({ clientId: '07-tendermint-0', revisionNumber: 4, revisionHeight: 19_254_311 })
 * ```
 */
export function useConsensusState<TData = GetConsensusStateResponse>(parameters: UseConsensusStateParameters<TData> = {}) {
  return useGatekitQuery(getConsensusStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConsensusState}: `clientId` and `revisionNumber` and `revisionHeight` are required, since a suspended component cannot wait. */
export type UseSuspenseConsensusStateParameters<TData = GetConsensusStateResponse> = GetConsensusStateParameters &
  HookParameters<SuspenseQueryParameter<GetConsensusStateResponse, TData>>

/**
 * A light client's consensus state at one counterparty height, for a component inside `<Suspense>` (see
 * {@link useConsensusState}): it suspends until the data is there, so `data` is never undefined. Errors go to
 * the nearest error boundary; a missing `clientId` and `revisionNumber` and `revisionHeight` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConsensusState({ clientId: '07-tendermint-0', revisionNumber: 4, revisionHeight: 19_254_311 })
 * ```
 */
export function useSuspenseConsensusState<TData = GetConsensusStateResponse>(parameters: UseSuspenseConsensusStateParameters<TData>) {
  return useGatekitSuspenseQuery(getConsensusStateQueryOptions, parameters)
}
