import type { GetNodeInfoResponse } from '../../../modules/base/getNodeInfo.ts'
import { getNodeInfoQueryOptions } from '../../../query/base/getNodeInfo.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useNodeInfo}. */
export type UseNodeInfoParameters<TData = GetNodeInfoResponse> =
  HookParameters<QueryParameter<GetNodeInfoResponse, TData>>

/**
 * What the gateway's node runs (chain id, versions).
 *
 * @example
 * ```tsx
 * const { data } = useNodeInfo({ query: { staleTime: Infinity } })
 * const chainId = data?.default_node_info.network
 * ```
 */
export function useNodeInfo<TData = GetNodeInfoResponse>(parameters: UseNodeInfoParameters<TData> = {}) {
  return useGatekitQuery(getNodeInfoQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseNodeInfo}. */
export type UseSuspenseNodeInfoParameters<TData = GetNodeInfoResponse> =
  HookParameters<SuspenseQueryParameter<GetNodeInfoResponse, TData>>

/**
 * What the gateway's node runs (chain id, versions), for a component inside `<Suspense>` (see
 * {@link useNodeInfo}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseNodeInfo()
 * const chainId = data.default_node_info.network
 * ```
 */
export function useSuspenseNodeInfo<TData = GetNodeInfoResponse>(
  parameters: UseSuspenseNodeInfoParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getNodeInfoQueryOptions, parameters)
}
