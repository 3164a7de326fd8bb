import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStatusParameters, GetClientStatusResponse } from '../../../modules/ibcClient/getClientStatus.ts'
import { getClientStatusQueryOptions } from '../../../query/ibcClient/getClientStatus.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseClientStatus}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseClientStatusParameters<TData = GetClientStatusResponse> = GetClientStatusParameters &
  HookParameters<SuspenseQueryParameter<GetClientStatusResponse, TData>>

/**
 * The status of an IBC light client (`Active`, `Frozen`, `Expired`, ...), for a component inside
 * `<Suspense>` (see {@link useClientStatus}): it suspends until the data is there, so `data` is
 * never undefined. Errors go to the nearest error boundary; a missing `clientId` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseClientStatus({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseClientStatus<TData = GetClientStatusResponse>(
  parameters: UseSuspenseClientStatusParameters<TData>,
) {
  return useGatekitSuspenseQuery(getClientStatusQueryOptions, parameters)
}
