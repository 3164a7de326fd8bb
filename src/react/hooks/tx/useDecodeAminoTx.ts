import type { ExactPartial } from '../../../core/types.ts'
import type { DecodeAminoTxParameters, DecodeAminoTxResponse } from '../../../modules/tx/decodeAminoTx.ts'
import { decodeAminoTxQueryOptions } from '../../../query/tx/decodeAminoTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseDecodeAminoTx}: `aminoBinary` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseDecodeAminoTxParameters<TData = DecodeAminoTxResponse> = DecodeAminoTxParameters &
  HookParameters<SuspenseQueryParameter<DecodeAminoTxResponse, TData>>

/**
 * The amino JSON of a legacy amino-encoded transaction, for a component inside `<Suspense>` (see
 * {@link useDecodeAminoTx}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `aminoBinary` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDecodeAminoTx({ aminoBinary })
 * ```
 */
export function useSuspenseDecodeAminoTx<TData = DecodeAminoTxResponse>(
  parameters: UseSuspenseDecodeAminoTxParameters<TData>,
) {
  return useGatekitSuspenseQuery(decodeAminoTxQueryOptions, parameters)
}
