import type { GatewayClient } from '../../core/client.ts'
import { getBankParamsEndpoint, type GetBankParamsParameters, type GetBankParamsResponse } from '../../modules/bank/getBankParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getBankParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBankParamsQueryOptions(client))
 * ```
 */
export function getBankParamsQueryOptions(client: GatewayClient, parameters: GetBankParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetBankParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBankParamsEndpoint, parameters)
}
