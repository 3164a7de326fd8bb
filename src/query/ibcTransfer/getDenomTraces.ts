import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomTracesEndpoint, type GetDenomTracesParameters, type GetDenomTracesResponse } from '../../modules/ibcTransfer/getDenomTraces.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomTraces}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomTracesQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getDenomTracesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomTracesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomTracesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomTracesEndpoint, parameters)
}

/**
 * Infinite query options of {@link getDenomTraces}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getDenomTracesInfiniteQueryOptions(client, { pagination: { limit: 100 } }),
 * )
 * ```
 */
export function getDenomTracesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomTracesParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetDenomTracesResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getDenomTracesEndpoint, parameters)
}
