import type { ExactPartial } from '../../../core/types.ts'
import type { EncodeTxParameters, EncodeTxResponse } from '../../../modules/tx/encodeTx.ts'
import { encodeTxQueryOptions } from '../../../query/tx/encodeTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseEncodeTx}: `tx` is required, since a suspended component cannot wait. */
export type UseSuspenseEncodeTxParameters<TData = EncodeTxResponse> = EncodeTxParameters &
  HookParameters<SuspenseQueryParameter<EncodeTxResponse, TData>>

/**
 * The protobuf bytes of a transaction given as JSON, encoded by the gateway, for a component inside
 * `<Suspense>` (see {@link useEncodeTx}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `tx` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseEncodeTx({ tx })
 * const bytes = data.tx_bytes
 * ```
 */
export function useSuspenseEncodeTx<TData = EncodeTxResponse>(parameters: UseSuspenseEncodeTxParameters<TData>) {
  return useGatekitSuspenseQuery(encodeTxQueryOptions, parameters)
}
