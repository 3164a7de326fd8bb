import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAddressBytesToStringEndpoint, type GetAddressBytesToStringParameters, type GetAddressBytesToStringResponse } from '../../modules/auth/getAddressBytesToString.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getAddressBytesToString}; disabled until `addressBytes` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAddressBytesToStringQueryOptions(client, { addressBytes }))
 * ```
 */
export function getAddressBytesToStringQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetAddressBytesToStringParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetAddressBytesToStringResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAddressBytesToStringEndpoint, parameters)
}
