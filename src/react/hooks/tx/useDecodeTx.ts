import type { ExactPartial } from '../../../core/types.ts'
import type { DecodeTxParameters, DecodeTxResponse } from '../../../modules/tx/decodeTx.ts'
import { decodeTxQueryOptions } from '../../../query/tx/decodeTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseDecodeTx}: `txBytes` is required, since a suspended component cannot wait. */
export type UseSuspenseDecodeTxParameters<TData = DecodeTxResponse> = DecodeTxParameters &
  HookParameters<SuspenseQueryParameter<DecodeTxResponse, TData>>

/**
 * A transaction decoded from its raw bytes by the gateway, for a component inside `<Suspense>` (see
 * {@link useDecodeTx}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `txBytes` as a `ParameterError`, before anything is
 * sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDecodeTx({ txBytes })
 * const types = data.tx.body.messages.map(anyTypeUrl)
 * ```
 */
export function useSuspenseDecodeTx<TData = DecodeTxResponse>(parameters: UseSuspenseDecodeTxParameters<TData>) {
  return useGatekitSuspenseQuery(decodeTxQueryOptions, parameters)
}
