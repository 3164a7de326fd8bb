import type { GatewayClient } from '../../core/client.ts'
import {
  getTransferParamsEndpoint,
  type GetTransferParamsParameters,
  type GetTransferParamsResponse,
} from '../../modules/ibcTransfer/getTransferParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getTransferParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getTransferParamsQueryOptions(client))
 * ```
 */
export function getTransferParamsQueryOptions(client: GatewayClient, parameters: GetTransferParamsParameters & AtBlockHeight = {}): GatekitQueryOptions<GetTransferParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getTransferParamsEndpoint, parameters)
}
