import type { ExactPartial } from '../../../core/types.ts'
import type { DecodeTxParameters, DecodeTxResponse } from '../../../modules/tx/decodeTx.ts'
import { decodeTxQueryOptions } from '../../../query/tx/decodeTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useDecodeTx}. */
export type UseDecodeTxParameters<TData = DecodeTxResponse> = ExactPartial<DecodeTxParameters> &
  HookParameters<QueryParameter<DecodeTxResponse, TData>>

/**
 * A transaction decoded from its raw bytes by the gateway. A query, not a
 * mutation: the POST only computes, so its answer is cached by the bytes and
 * sent once per distinct input; it waits until `txBytes` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDecodeTx({ txBytes: block?.data.txs?.[0] })
 * const types = data?.tx.body.messages.map(anyTypeUrl)
 * ```
 */
export function useDecodeTx<TData = DecodeTxResponse>(parameters: UseDecodeTxParameters<TData> = {}) {
  return useGatekitQuery(decodeTxQueryOptions, parameters)
}
