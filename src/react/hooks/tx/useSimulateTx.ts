import type { ExactPartial } from '../../../core/types.ts'
import type { SimulateTxParameters, SimulateTxResponse } from '../../../modules/tx/simulateTx.ts'
import { simulateTxQueryOptions } from '../../../query/tx/simulateTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useSimulateTx}. */
export type UseSimulateTxParameters<TData = SimulateTxResponse> = ExactPartial<SimulateTxParameters> &
  HookParameters<QueryParameter<SimulateTxResponse, TData>>

/**
 * The gas a transaction would use and the events it would emit, simulated
 * against the current state. A query, not a mutation: the POST only computes,
 * so components asking for the same simulation share one request; it waits
 * until `txBytes` is set and is never retried.
 *
 * @example
 * ```tsx
 * const { data, error } = useSimulateTx({ txBytes: unsignedTxBytes })
 * const gasLimit = data ? (BigInt(data.gas_info.gas_used) * 13n) / 10n : undefined
 * ```
 */
export function useSimulateTx<TData = SimulateTxResponse>(parameters: UseSimulateTxParameters<TData> = {}) {
  return useGatekitQuery(simulateTxQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseSimulateTx}. */
export type UseSuspenseSimulateTxParameters<TData = SimulateTxResponse> = SimulateTxParameters &
  HookParameters<SuspenseQueryParameter<SimulateTxResponse, TData>>

/**
 * The gas a transaction would use and the events it would emit, simulated against the current
 * state, for a component inside `<Suspense>` (see {@link useSimulateTx}): it suspends until the
 * data is there, so `data` is never undefined. Errors go to the nearest error boundary; with
 * neither `txBytes` nor `tx`, a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSimulateTx({ txBytes: unsignedTxBytes })
 * ```
 */
export function useSuspenseSimulateTx<TData = SimulateTxResponse>(
  parameters: UseSuspenseSimulateTxParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(simulateTxQueryOptions, parameters)
}
