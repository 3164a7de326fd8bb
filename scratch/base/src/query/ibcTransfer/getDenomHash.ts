import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomHashEndpoint, type GetDenomHashParameters } from '../../modules/ibcTransfer/getDenomHash.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getDenomHash}; disabled until `trace` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomHashQueryOptions(client, { trace: 'transfer/channel-0/uatom' }))
 * ```
 */
export function getDenomHashQueryOptions(client: GatewayClient, parameters: ExactPartial<GetDenomHashParameters> = {}) {
  return endpointQueryOptions(client, getDenomHashEndpoint, parameters)
}
