import type { ExactPartial } from '../../../core/types.ts'
import type { GetTxParameters, GetTxResponse } from '../../../modules/tx/getTx.ts'
import { getTxQueryOptions } from '../../../query/tx/getTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
