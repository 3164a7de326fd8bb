import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStateParameters, GetClientStateResponse } from '../../../modules/ibcClient/getClientState.ts'
import { getClientStateQueryOptions } from '../../../query/ibcClient/getClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useClientState}. */
export type UseClientStateParameters<TData = GetClientStateResponse> = ExactPartial<GetClientStateParameters> &
  HookParameters<QueryParameter<GetClientStateResponse, TData>>

/**
 * The state of an IBC light client; waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientState({ clientId: '07-tendermint-0' })
 * ```
 */
export function useClientState<TData = GetClientStateResponse>(parameters: UseClientStateParameters<TData> = {}) {
  return useGatekitQuery(getClientStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseClientState}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseClientStateParameters<TData = GetClientStateResponse> = GetClientStateParameters &
  HookParameters<SuspenseQueryParameter<GetClientStateResponse, TData>>

/**
 * The state of an IBC light client, for a component inside `<Suspense>` (see
 * {@link useClientState}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `clientId` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseClientState({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseClientState<TData = GetClientStateResponse>(
  parameters: UseSuspenseClientStateParameters<TData>,
) {
  return useGatekitSuspenseQuery(getClientStateQueryOptions, parameters)
}
