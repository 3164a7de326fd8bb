import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomsMetadataEndpoint, type GetDenomsMetadataParameters } from '../../modules/bank/getDenomsMetadata.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getDenomsMetadata}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomsMetadataQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getDenomsMetadataQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomsMetadataParameters> = {},
) {
  return endpointQueryOptions(client, getDenomsMetadataEndpoint, parameters)
}

/**
 * Infinite query options of {@link getDenomsMetadata}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getDenomsMetadataInfiniteQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getDenomsMetadataInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomsMetadataParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getDenomsMetadataEndpoint, parameters)
}
