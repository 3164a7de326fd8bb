import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomMetadataEndpoint, type GetDenomMetadataParameters, type GetDenomMetadataResponse } from '../../modules/bank/getDenomMetadata.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomMetadata}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomMetadataQueryOptions(client, { denom: 'akii' }))
 * ```
 */
export function getDenomMetadataQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomMetadataParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomMetadataResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomMetadataEndpoint, parameters)
}
