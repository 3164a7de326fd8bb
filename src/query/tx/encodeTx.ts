import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { encodeTxEndpoint, type EncodeTxParameters, type EncodeTxResponse } from '../../modules/tx/encodeTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link encodeTx}: a POST that only computes, cached under
 * the transaction JSON. The same JSON always encodes to the same bytes, so the
 * result stays fresh (`staleTime: Infinity`); the POST is never retried.
 * Disabled until `tx` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(encodeTxQueryOptions(client, { tx }))
 * data?.tx_bytes
 * ```
 */
export function encodeTxQueryOptions(client: GatewayClient, parameters: ExactPartial<EncodeTxParameters> = {}): GatekitQueryOptions<EncodeTxResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, encodeTxEndpoint, parameters, { staleTime: Infinity })
}
