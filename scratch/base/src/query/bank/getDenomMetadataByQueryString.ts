import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getDenomMetadataByQueryStringEndpoint,
  type GetDenomMetadataByQueryStringParameters,
} from '../../modules/bank/getDenomMetadataByQueryString.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getDenomMetadataByQueryString}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomMetadataByQueryStringQueryOptions(client, { denom: 'factory/kii1.../ORO' }))
 * ```
 */
export function getDenomMetadataByQueryStringQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomMetadataByQueryStringParameters> = {},
) {
  return endpointQueryOptions(client, getDenomMetadataByQueryStringEndpoint, parameters)
}
