import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { bytesToBase64 } from '../../modules/tx/bytes.ts'
import { decodeTxEndpoint, type DecodeTxParameters, type DecodeTxResponse } from '../../modules/tx/decodeTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link decodeTx}: a POST that only computes, cached under
 * its bytes (base64 in the key) like any query. The same bytes always decode
 * the same way, so the result stays fresh (`staleTime: Infinity`) and each
 * distinct input is sent once; the POST is never retried. Disabled until `txBytes` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(decodeTxQueryOptions(client, { txBytes }))
 * data?.tx.body.messages
 * ```
 */
export function decodeTxQueryOptions(client: GatewayClient, parameters: ExactPartial<DecodeTxParameters> = {}): GatekitQueryOptions<DecodeTxResponse, GatekitQueryKey> {
  const txBytes = parameters.txBytes === undefined ? undefined : bytesToBase64(parameters.txBytes)
  return endpointQueryOptions(client, decodeTxEndpoint, { ...parameters, txBytes }, { staleTime: Infinity })
}
