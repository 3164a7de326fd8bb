import type { GetLatestBlockResponse } from '../../../modules/base/getLatestBlock.ts'
import { getLatestBlockQueryOptions } from '../../../query/base/getLatestBlock.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useLatestBlock}. */
export type UseLatestBlockParameters<TData = GetLatestBlockResponse> =
  HookParameters<QueryParameter<GetLatestBlockResponse, TData>>

/**
 * The newest block; poll it with `refetchInterval`.
 *
 * @example
 * ```tsx
 * const { data } = useLatestBlock({ query: { refetchInterval: 5_000 } })
 * const height = data?.block.header.height
 * ```
 */
export function useLatestBlock<TData = GetLatestBlockResponse>(parameters: UseLatestBlockParameters<TData> = {}) {
  return useGatekitQuery(getLatestBlockQueryOptions, parameters)
}
