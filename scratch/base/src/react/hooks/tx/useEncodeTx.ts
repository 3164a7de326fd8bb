import type { ExactPartial } from '../../../core/types.ts'
import type { EncodeTxParameters, EncodeTxResponse } from '../../../modules/tx/encodeTx.ts'
import { encodeTxQueryOptions } from '../../../query/tx/encodeTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useEncodeTx}. */
export type UseEncodeTxParameters<TData = EncodeTxResponse> = ExactPartial<EncodeTxParameters> &
  HookParameters<QueryParameter<EncodeTxResponse, TData>>

/**
 * The protobuf bytes of a transaction given as JSON, encoded by the gateway.
 * A query, not a mutation: the POST only computes, so its answer is cached by
 * the JSON; it waits until `tx` is set.
 *
 * @example
 * ```tsx
 * const { data } = useEncodeTx({ tx: txResult?.tx })
 * const bytes = data?.tx_bytes
 * ```
 */
export function useEncodeTx<TData = EncodeTxResponse>(parameters: UseEncodeTxParameters<TData> = {}) {
  return useGatekitQuery(encodeTxQueryOptions, parameters)
}
