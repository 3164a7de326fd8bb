import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomTraceEndpoint, type GetDenomTraceParameters, type GetDenomTraceResponse } from '../../modules/ibcTransfer/getDenomTrace.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomTrace}; disabled until `hash` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(
 *   getDenomTraceQueryOptions(client, { hash: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2' }),
 * )
 * ```
 */
export function getDenomTraceQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomTraceParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomTraceResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomTraceEndpoint, parameters)
}
