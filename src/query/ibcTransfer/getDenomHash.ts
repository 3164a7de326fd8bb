import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomHashEndpoint, type GetDenomHashParameters, type GetDenomHashResponse } from '../../modules/ibcTransfer/getDenomHash.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomHash}; disabled until `trace` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomHashQueryOptions(client, { trace: 'transfer/channel-0/uatom' }))
 * ```
 */
export function getDenomHashQueryOptions(client: GatewayClient, parameters: ExactPartial<GetDenomHashParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetDenomHashResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomHashEndpoint, parameters)
}
