import type { ExactPartial } from '../../../core/types.ts'
import type { EncodeAminoTxParameters, EncodeAminoTxResponse } from '../../../modules/tx/encodeAminoTx.ts'
import { encodeAminoTxQueryOptions } from '../../../query/tx/encodeAminoTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseEncodeAminoTx}: `aminoJson` is required, since a suspended component cannot wait. */
export type UseSuspenseEncodeAminoTxParameters<TData = EncodeAminoTxResponse> = EncodeAminoTxParameters &
  HookParameters<SuspenseQueryParameter<EncodeAminoTxResponse, TData>>

/**
 * The legacy amino binary of a StdTx given as amino JSON, for a component inside `<Suspense>` (see
 * {@link useEncodeAminoTx}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `aminoJson` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseEncodeAminoTx({ aminoJson: JSON.stringify(stdTx) })
 * const bytes = data.amino_binary
 * ```
 */
export function useSuspenseEncodeAminoTx<TData = EncodeAminoTxResponse>(
  parameters: UseSuspenseEncodeAminoTxParameters<TData>,
) {
  return useGatekitSuspenseQuery(encodeAminoTxQueryOptions, parameters)
}
