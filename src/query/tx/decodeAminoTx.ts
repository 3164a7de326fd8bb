import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { bytesToBase64 } from '../../modules/tx/bytes.ts'
import { decodeAminoTxEndpoint, type DecodeAminoTxParameters, type DecodeAminoTxResponse } from '../../modules/tx/decodeAminoTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link decodeAminoTx}: a POST that only computes, cached
 * under its bytes (base64 in the key) and fresh for good (`staleTime: Infinity`);
 * never retried. Disabled until `aminoBinary` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(decodeAminoTxQueryOptions(client, { aminoBinary }))
 * const stdTx = data && JSON.parse(data.amino_json)
 * ```
 */
export function decodeAminoTxQueryOptions(client: GatewayClient, parameters: ExactPartial<DecodeAminoTxParameters> = {}): GatekitQueryOptions<DecodeAminoTxResponse, GatekitQueryKey> {
  const aminoBinary = parameters.aminoBinary === undefined ? undefined : bytesToBase64(parameters.aminoBinary)
  return endpointQueryOptions(client, decodeAminoTxEndpoint, { ...parameters, aminoBinary }, { staleTime: Infinity })
}
