import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { bytesToBase64 } from '../../modules/tx/bytes.ts'
import { simulateTxEndpoint, type SimulateTxParameters, type SimulateTxResponse } from '../../modules/tx/simulateTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link simulateTx}: a POST that only computes, cached under
 * its input (bytes as base64 in the key), so components asking for the same
 * simulation share one request. Unlike decoding, the answer depends on the
 * chain's state (sequences, balances), so it goes stale as TanStack's
 * `staleTime` says (default 0: a remount or window focus simulates again).
 * Never retried. Disabled until `txBytes` (or the deprecated `tx`) is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(simulateTxQueryOptions(client, { txBytes }))
 * data?.gas_info.gas_used
 * ```
 */
export function simulateTxQueryOptions(client: GatewayClient, parameters: ExactPartial<SimulateTxParameters> = {}): GatekitQueryOptions<SimulateTxResponse, GatekitQueryKey> {
  const txBytes = parameters.txBytes === undefined ? undefined : bytesToBase64(parameters.txBytes)
  return endpointQueryOptions(client, simulateTxEndpoint, { ...parameters, txBytes })
}
