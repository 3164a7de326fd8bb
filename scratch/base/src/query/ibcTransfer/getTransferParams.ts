import type { GatewayClient } from '../../core/client.ts'
import {
  getTransferParamsEndpoint,
  type GetTransferParamsParameters,
} from '../../modules/ibcTransfer/getTransferParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getTransferParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTransferParamsQueryOptions(client))
 * ```
 */
export function getTransferParamsQueryOptions(client: GatewayClient, parameters: GetTransferParamsParameters = {}) {
  return endpointQueryOptions(client, getTransferParamsEndpoint, parameters)
}
