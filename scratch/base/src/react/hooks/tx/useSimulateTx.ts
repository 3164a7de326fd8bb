import type { ExactPartial } from '../../../core/types.ts'
import type { SimulateTxParameters, SimulateTxResponse } from '../../../modules/tx/simulateTx.ts'
import { simulateTxQueryOptions } from '../../../query/tx/simulateTx.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
