import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomMetadataEndpoint, type GetDenomMetadataParameters } from '../../modules/bank/getDenomMetadata.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetDenomMetadataParameters> = {},
) {
  return endpointQueryOptions(client, getDenomMetadataEndpoint, parameters)
}
