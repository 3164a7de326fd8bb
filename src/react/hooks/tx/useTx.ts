import type { ExactPartial } from '../../../core/types.ts'
import type { GetTxParameters, GetTxResponse } from '../../../modules/tx/getTx.ts'
import { getTxQueryOptions } from '../../../query/tx/getTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useTx}. */
export type UseTxParameters<TData = GetTxResponse> = ExactPartial<GetTxParameters> &
  HookParameters<QueryParameter<GetTxResponse, TData>>

/**
 * A transaction and its result by hash; waits until `hash` is set. A
 * transaction still in the mempool answers 404 (code 5) until a block
 * includes it: poll with `query: { retry }` or `refetchInterval`.
 *
 * @example
 * ```tsx
 * const { data } = useTx({ hash })
 * const ok = data?.tx_response.code === 0
 * ```
 */
export function useTx<TData = GetTxResponse>(parameters: UseTxParameters<TData> = {}) {
  return useGatekitQuery(getTxQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseTx}: `hash` is required, since a suspended component cannot wait. */
export type UseSuspenseTxParameters<TData = GetTxResponse> = GetTxParameters &
  HookParameters<SuspenseQueryParameter<GetTxResponse, TData>>

/**
 * A transaction and its result by hash, for a component inside `<Suspense>` (see {@link useTx}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary; a missing `hash` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseTx({ hash })
 * const ok = data.tx_response.code === 0
 * ```
 */
export function useSuspenseTx<TData = GetTxResponse>(parameters: UseSuspenseTxParameters<TData>) {
  return useGatekitSuspenseQuery(getTxQueryOptions, parameters)
}
