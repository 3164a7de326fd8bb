import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getTxEndpoint, type GetTxParameters, type GetTxResponse } from '../../modules/tx/getTx.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getTx}; disabled until `hash` is set. A committed
 * transaction never changes, so a found one stays fresh (`staleTime: Infinity`);
 * a 404 (not yet included) is an error, not data, and is asked again.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTxQueryOptions(client, { hash }))
 * data?.tx_response.code
 * ```
 */
export function getTxQueryOptions(client: GatewayClient, parameters: ExactPartial<GetTxParameters> = {}): GatekitQueryOptions<GetTxResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTxEndpoint, parameters, { staleTime: Infinity })
}
