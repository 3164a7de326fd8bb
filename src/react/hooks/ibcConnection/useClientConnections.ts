import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientConnectionsParameters, GetClientConnectionsResponse } from '../../../modules/ibcConnection/getClientConnections.ts'
import { getClientConnectionsQueryOptions } from '../../../query/ibcConnection/getClientConnections.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useClientConnections}. */
export type UseClientConnectionsParameters<TData = GetClientConnectionsResponse> = ExactPartial<GetClientConnectionsParameters> &
  HookParameters<QueryParameter<GetClientConnectionsResponse, TData>>

/**
 * The connections built on a light client; waits until `clientId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientConnections({ clientId: '07-tendermint-0' })
 * ```
 */
export function useClientConnections<TData = GetClientConnectionsResponse>(parameters: UseClientConnectionsParameters<TData> = {}) {
  return useGatekitQuery(getClientConnectionsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseClientConnections}: `clientId` is required, since a suspended component cannot wait. */
export type UseSuspenseClientConnectionsParameters<TData = GetClientConnectionsResponse> = GetClientConnectionsParameters &
  HookParameters<SuspenseQueryParameter<GetClientConnectionsResponse, TData>>

/**
 * The connections built on a light client, for a component inside `<Suspense>` (see {@link
 * useClientConnections}): it suspends until the data is there, so `data` is never undefined. Errors go to the
 * nearest error boundary; a missing `clientId` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseClientConnections({ clientId: '07-tendermint-0' })
 * ```
 */
export function useSuspenseClientConnections<TData = GetClientConnectionsResponse>(parameters: UseSuspenseClientConnectionsParameters<TData>) {
  return useGatekitSuspenseQuery(getClientConnectionsQueryOptions, parameters)
}
