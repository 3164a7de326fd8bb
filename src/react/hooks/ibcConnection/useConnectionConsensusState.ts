import type { ExactPartial } from '../../../core/types.ts'
import type { GetConnectionConsensusStateParameters, GetConnectionConsensusStateResponse } from '../../../modules/ibcConnection/getConnectionConsensusState.ts'
import { getConnectionConsensusStateQueryOptions } from '../../../query/ibcConnection/getConnectionConsensusState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useConnectionConsensusState}. */
export type UseConnectionConsensusStateParameters<TData = GetConnectionConsensusStateResponse> = ExactPartial<GetConnectionConsensusStateParameters> &
  HookParameters<QueryParameter<GetConnectionConsensusStateResponse, TData>>

/**
 * The consensus state of a connection's light client at one counterparty height; waits until `connectionId`
 * and `revisionNumber` and `revisionHeight` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnectionConsensusState({ connectionId: 'connection-0', revisionNumber: 4, revisionHeight: 19_254_311 })
 * ```
 */
export function useConnectionConsensusState<TData = GetConnectionConsensusStateResponse>(parameters: UseConnectionConsensusStateParameters<TData> = {}) {
  return useGatekitQuery(getConnectionConsensusStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseConnectionConsensusState}: `connectionId` and `revisionNumber` and `revisionHeight` are required, since a suspended component cannot wait. */
export type UseSuspenseConnectionConsensusStateParameters<TData = GetConnectionConsensusStateResponse> = GetConnectionConsensusStateParameters &
  HookParameters<SuspenseQueryParameter<GetConnectionConsensusStateResponse, TData>>

/**
 * The consensus state of a connection's light client at one counterparty height, for a component inside
 * `<Suspense>` (see {@link useConnectionConsensusState}): it suspends until the data is there, so `data` is
 * never undefined. Errors go to the nearest error boundary; a missing `connectionId` and `revisionNumber` and
 * `revisionHeight` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseConnectionConsensusState({ connectionId: 'connection-0', revisionNumber: 4, revisionHeight: 19_254_311 })
 * ```
 */
export function useSuspenseConnectionConsensusState<TData = GetConnectionConsensusStateResponse>(parameters: UseSuspenseConnectionConsensusStateParameters<TData>) {
  return useGatekitSuspenseQuery(getConnectionConsensusStateQueryOptions, parameters)
}
