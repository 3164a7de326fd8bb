import type { ExactPartial } from '../../../core/types.ts'
import type { DecodeAminoTxParameters, DecodeAminoTxResponse } from '../../../modules/tx/decodeAminoTx.ts'
import { decodeAminoTxQueryOptions } from '../../../query/tx/decodeAminoTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useDecodeAminoTx}. */
export type UseDecodeAminoTxParameters<TData = DecodeAminoTxResponse> = ExactPartial<DecodeAminoTxParameters> &
  HookParameters<QueryParameter<DecodeAminoTxResponse, TData>>

/**
 * The amino JSON of a legacy amino-encoded transaction. A query, not a
 * mutation: the POST only computes, so its answer is cached by the bytes; it
 * waits until `aminoBinary` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDecodeAminoTx({ aminoBinary })
 * const stdTx = data ? JSON.parse(data.amino_json) : undefined
 * ```
 */
export function useDecodeAminoTx<TData = DecodeAminoTxResponse>(parameters: UseDecodeAminoTxParameters<TData> = {}) {
  return useGatekitQuery(decodeAminoTxQueryOptions, parameters)
}
