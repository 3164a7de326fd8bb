import type { GatewayClient } from '../../core/client.ts'
import {
  broadcastTx,
  type BroadcastTxParameters,
  type BroadcastTxResponse,
} from '../../modules/tx/broadcastTx.ts'
import type { GatekitMutationOptions } from '../types.ts'

/**
 * Mutation options of {@link broadcastTx}: keyed
 * `['gatekit', client.id, 'tx', 'broadcastTx']` (for `useMutationState` and
 * `useIsMutating`), never retried, never cached. A broadcast changes what other
 * queries return once its block is produced; invalidate them from `onSuccess`:
 * `['gatekit', client.id, 'tx']` refreshes searches and lookups by hash,
 * `['gatekit', client.id, 'bank']` balances. A resolved mutation with
 * `tx_response.code !== 0` was refused by CheckTx and changed nothing.
 *
 * @example
 * ```ts
 * const queryClient = useQueryClient()
 * const { mutate } = useMutation({
 *   ...broadcastTxMutationOptions(client),
 *   onSuccess: ({ tx_response }) => {
 *     if (tx_response.code !== 0) return
 *     void queryClient.invalidateQueries({ queryKey: ['gatekit', client.id, 'tx'] })
 *     void queryClient.invalidateQueries({ queryKey: ['gatekit', client.id, 'bank'] })
 *   },
 * })
 * mutate({ txBytes })
 * ```
 */
export function broadcastTxMutationOptions(
  client: GatewayClient,
): GatekitMutationOptions<BroadcastTxResponse, BroadcastTxParameters, readonly ['gatekit', string, 'tx', 'broadcastTx']> {
  return {
    mutationKey: ['gatekit', client.id, 'tx', 'broadcastTx'],
    mutationFn: (parameters) => broadcastTx(client, parameters),
    retry: 0,
  }
}
