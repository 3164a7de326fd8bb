import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getAddressByIdEndpoint, type GetAddressByIdParameters, type GetAddressByIdResponse } from '../../modules/auth/getAddressById.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetAddressByIdParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetAddressByIdResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getAddressByIdEndpoint, parameters)
}
