import type { ExactPartial } from '../../../core/types.ts'
import type { GetBlockParameters, GetBlockResponse } from '../../../modules/base/getBlock.ts'
import { getBlockQueryOptions } from '../../../query/base/getBlock.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useBlock}. */
export type UseBlockParameters<TData = GetBlockResponse> = ExactPartial<GetBlockParameters> &
  HookParameters<QueryParameter<GetBlockResponse, TData>>

/**
 * The block at a height; waits until `height` is set.
 *
 * @example
 * ```tsx
 * const { data, error } = useBlock({ height: 123456n })
 * const txCount = data?.block.data.txs?.length ?? 0
 * ```
 */
export function useBlock<TData = GetBlockResponse>(parameters: UseBlockParameters<TData> = {}) {
  return useGatekitQuery(getBlockQueryOptions, parameters)
}
