import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomTracesEndpoint, type GetDenomTracesParameters } from '../../modules/ibcTransfer/getDenomTraces.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetDenomTracesParameters> = {},
) {
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
  parameters: ExactPartial<GetDenomTracesParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getDenomTracesEndpoint, parameters)
}
