import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getIncentivizedPacketsEndpoint,
  type GetIncentivizedPacketsParameters,
  type GetIncentivizedPacketsResponse,
} from '../../modules/ibcFee/getIncentivizedPackets.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getIncentivizedPackets}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getIncentivizedPacketsQueryOptions(client, { pagination: { limit: 50 } }))
 * ```
 */
export function getIncentivizedPacketsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetIncentivizedPacketsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetIncentivizedPacketsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getIncentivizedPacketsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getIncentivizedPackets}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(
 *   getIncentivizedPacketsInfiniteQueryOptions(client, { pagination: { limit: 50 } }),
 * )
 * ```
 */
export function getIncentivizedPacketsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetIncentivizedPacketsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetIncentivizedPacketsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getIncentivizedPacketsEndpoint, parameters)
}
