import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getSupplyEndpoint, type GetSupplyParameters, type GetSupplyResponse } from '../../modules/bank/getSupply.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getSupply}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSupplyQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getSupplyQueryOptions(client: GatewayClient, parameters: ExactPartial<GetSupplyParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetSupplyResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getSupplyEndpoint, parameters)
}

/**
 * Infinite query options of {@link getSupply}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getSupplyInfiniteQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getSupplyInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSupplyParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetSupplyResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getSupplyEndpoint, parameters)
}
