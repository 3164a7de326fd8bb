import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getDenomMetadataByQueryStringEndpoint,
  type GetDenomMetadataByQueryStringParameters,
  type GetDenomMetadataByQueryStringResponse,
} from '../../modules/bank/getDenomMetadataByQueryString.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetDenomMetadataByQueryStringParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomMetadataByQueryStringResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomMetadataByQueryStringEndpoint, parameters)
}
