import type { GatewayClient } from '../../core/client.ts'
import { getBankParamsEndpoint, type GetBankParamsParameters } from '../../modules/bank/getBankParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getBankParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBankParamsQueryOptions(client))
 * ```
 */
export function getBankParamsQueryOptions(client: GatewayClient, parameters: GetBankParamsParameters = {}) {
  return endpointQueryOptions(client, getBankParamsEndpoint, parameters)
}
