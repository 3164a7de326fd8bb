import type { ExactPartial } from '../../../core/types.ts'
import type { GetBlockParameters, GetBlockResponse } from '../../../modules/base/getBlock.ts'
import { getBlockQueryOptions } from '../../../query/base/getBlock.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseBlock}: `height` is required, since a suspended component cannot wait. */
export type UseSuspenseBlockParameters<TData = GetBlockResponse> = GetBlockParameters &
  HookParameters<SuspenseQueryParameter<GetBlockResponse, TData>>

/**
 * The block at a height, for a component inside `<Suspense>` (see {@link useBlock}): it suspends
 * until the data is there, so `data` is never undefined. Errors go to the nearest error boundary; a
 * missing `height` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBlock({ height: 123456n })
 * const txCount = data.block.data.txs?.length ?? 0
 * ```
 */
export function useSuspenseBlock<TData = GetBlockResponse>(parameters: UseSuspenseBlockParameters<TData>) {
  return useGatekitSuspenseQuery(getBlockQueryOptions, parameters)
}
