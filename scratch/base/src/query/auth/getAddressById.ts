import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAddressByIdEndpoint, type GetAddressByIdParameters } from '../../modules/auth/getAddressById.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getAddressById}; disabled until `accountId` (or the deprecated `id`) is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getAddressByIdQueryOptions(client, { accountId: 42 }))
 * ```
 */
export function getAddressByIdQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetAddressByIdParameters> = {},
) {
  return endpointQueryOptions(client, getAddressByIdEndpoint, parameters)
}
