import type { GatewayClient } from '../../core/client.ts'
import {
  getIcaControllerParamsEndpoint,
  type GetIcaControllerParamsParameters,
} from '../../modules/ica/getIcaControllerParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: GetIcaControllerParamsParameters = {},
) {
  return endpointQueryOptions(client, getIcaControllerParamsEndpoint, parameters)
}
