import type { GatewayClient } from '../../core/client.ts'
import { getMintParamsEndpoint, type GetMintParamsParameters, type GetMintParamsResponse } from '../../modules/mint/getMintParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getMintParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getMintParamsQueryOptions(client))
 * ```
 */
export function getMintParamsQueryOptions(client: GatewayClient, parameters: GetMintParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetMintParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getMintParamsEndpoint, parameters)
}
