import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStateParameters, GetClientStateResponse } from '../../../modules/ibcClient/getClientState.ts'
import { getClientStateQueryOptions } from '../../../query/ibcClient/getClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
