import type { BroadcastTxParameters, BroadcastTxResponse } from '../../../modules/tx/broadcastTx.ts'
import { broadcastTxMutationOptions } from '../../../query/tx/broadcastTx.ts'
import { useGatekitMutation, type MutationHookParameters, type MutationParameter } from '../../useGatekitMutation.ts'

/** Parameters of {@link useBroadcastTx}. */
export type UseBroadcastTxParameters<TOnMutateResult = unknown> = MutationHookParameters<
  MutationParameter<BroadcastTxResponse, BroadcastTxParameters, TOnMutateResult>
>

/**
 * Broadcasts signed transactions: `mutate({ txBytes })` sends one (mode
 * `BROADCAST_MODE_SYNC` unless given). A mutation: never retried, never
 * cached. `data.tx_response.code === 0` means the mempool took it; it is
 * queryable by hash once a block includes it. Queries that depend on it live
 * under `['gatekit', client.id, 'tx']` and `['gatekit', client.id, 'bank']`:
 * invalidate them in `onSuccess`, as below.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient()
 * const client = useGatewayClient()
 * const { mutate, data, isPending } = useBroadcastTx({
 *   mutation: {
 *     onSuccess: ({ tx_response }) => {
 *       if (tx_response.code !== 0) return
 *       void queryClient.invalidateQueries({ queryKey: ['gatekit', client.id, 'tx'] })
 *       void queryClient.invalidateQueries({ queryKey: ['gatekit', client.id, 'bank'] })
 *     },
 *   },
 * })
 * mutate({ txBytes: signedTxBytes })
 * ```
 */
export function useBroadcastTx<TOnMutateResult = unknown>(parameters: UseBroadcastTxParameters<TOnMutateResult> = {}) {
  return useGatekitMutation(broadcastTxMutationOptions, parameters)
}
