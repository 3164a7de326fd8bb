import type { GetLatestBlockResponse } from '../../../modules/base/getLatestBlock.ts'
import { getLatestBlockQueryOptions } from '../../../query/base/getLatestBlock.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseLatestBlock}. */
export type UseSuspenseLatestBlockParameters<TData = GetLatestBlockResponse> =
  HookParameters<SuspenseQueryParameter<GetLatestBlockResponse, TData>>

/**
 * The newest block, for a component inside `<Suspense>` (see {@link useLatestBlock}): it suspends
 * until the data is there, so `data` is never undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseLatestBlock()
 * const height = data.block.header.height
 * ```
 */
export function useSuspenseLatestBlock<TData = GetLatestBlockResponse>(
  parameters: UseSuspenseLatestBlockParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getLatestBlockQueryOptions, parameters)
}
