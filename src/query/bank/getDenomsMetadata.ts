import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomsMetadataEndpoint, type GetDenomsMetadataParameters, type GetDenomsMetadataResponse } from '../../modules/bank/getDenomsMetadata.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetDenomsMetadataParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomsMetadataResponse, GatekitQueryKey> {
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
  parameters: ExactPartial<GetDenomsMetadataParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetDenomsMetadataResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getDenomsMetadataEndpoint, parameters)
}
