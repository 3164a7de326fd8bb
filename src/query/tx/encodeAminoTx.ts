import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { encodeAminoTxEndpoint, type EncodeAminoTxParameters, type EncodeAminoTxResponse } from '../../modules/tx/encodeAminoTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link encodeAminoTx}: a POST that only computes, cached
 * under the amino JSON and fresh for good (`staleTime: Infinity`); never
 * retried. Disabled until `aminoJson` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(encodeAminoTxQueryOptions(client, { aminoJson: JSON.stringify(stdTx) }))
 * data?.amino_binary
 * ```
 */
export function encodeAminoTxQueryOptions(client: GatewayClient, parameters: ExactPartial<EncodeAminoTxParameters> = {}): GatekitQueryOptions<EncodeAminoTxResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, encodeAminoTxEndpoint, parameters, { staleTime: Infinity })
}
