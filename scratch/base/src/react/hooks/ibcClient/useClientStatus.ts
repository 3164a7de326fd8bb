import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStatusParameters, GetClientStatusResponse } from '../../../modules/ibcClient/getClientStatus.ts'
import { getClientStatusQueryOptions } from '../../../query/ibcClient/getClientStatus.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useClientStatus}. */
export type UseClientStatusParameters<TData = GetClientStatusResponse> = ExactPartial<GetClientStatusParameters> &
  HookParameters<QueryParameter<GetClientStatusResponse, TData>>

/**
 * The status of an IBC light client (`Active`, `Frozen`, `Expired`, ...); waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientStatus({ clientId: '07-tendermint-0' })
 * ```
 */
export function useClientStatus<TData = GetClientStatusResponse>(parameters: UseClientStatusParameters<TData> = {}) {
  return useGatekitQuery(getClientStatusQueryOptions, parameters)
}
