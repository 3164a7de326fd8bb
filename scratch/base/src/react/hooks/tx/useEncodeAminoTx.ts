import type { ExactPartial } from '../../../core/types.ts'
import type { EncodeAminoTxParameters, EncodeAminoTxResponse } from '../../../modules/tx/encodeAminoTx.ts'
import { encodeAminoTxQueryOptions } from '../../../query/tx/encodeAminoTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useEncodeAminoTx}. */
export type UseEncodeAminoTxParameters<TData = EncodeAminoTxResponse> = ExactPartial<EncodeAminoTxParameters> &
  HookParameters<QueryParameter<EncodeAminoTxResponse, TData>>

/**
 * The legacy amino binary of a StdTx given as amino JSON. A query, not a
 * mutation: the POST only computes, so its answer is cached by the JSON; it
 * waits until `aminoJson` is set.
 *
 * @example
 * ```tsx
 * const { data } = useEncodeAminoTx({ aminoJson: JSON.stringify(stdTx) })
 * const bytes = data?.amino_binary
 * ```
 */
export function useEncodeAminoTx<TData = EncodeAminoTxResponse>(parameters: UseEncodeAminoTxParameters<TData> = {}) {
  return useGatekitQuery(encodeAminoTxQueryOptions, parameters)
}
