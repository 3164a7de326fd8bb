import type { GetNodeInfoResponse } from '../../../modules/base/getNodeInfo.ts'
import { getNodeInfoQueryOptions } from '../../../query/base/getNodeInfo.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
