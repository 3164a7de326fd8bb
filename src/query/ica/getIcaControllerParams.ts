import type { GatewayClient } from '../../core/client.ts'
import {
  getIcaControllerParamsEndpoint,
  type GetIcaControllerParamsParameters,
  type GetIcaControllerParamsResponse,
} from '../../modules/ica/getIcaControllerParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getIcaControllerParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getIcaControllerParamsQueryOptions(client))
 * ```
 */
export function getIcaControllerParamsQueryOptions(
  client: GatewayClient,
  parameters: GetIcaControllerParamsParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetIcaControllerParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getIcaControllerParamsEndpoint, parameters)
}
