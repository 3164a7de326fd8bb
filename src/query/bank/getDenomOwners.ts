import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getDenomOwnersEndpoint, type GetDenomOwnersParameters, type GetDenomOwnersResponse } from '../../modules/bank/getDenomOwners.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomOwners}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomOwnersQueryOptions(client, { denom: 'ibc/27394F...', pagination: { limit: 20 } }))
 * ```
 */
export function getDenomOwnersQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomOwnersParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomOwnersResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomOwnersEndpoint, parameters)
}

/**
 * Infinite query options of {@link getDenomOwners}, one page per `next_key`; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getDenomOwnersInfiniteQueryOptions(client, { denom: 'ibc/27394F...', pagination: { limit: 20 } }))
 * ```
 */
export function getDenomOwnersInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomOwnersParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetDenomOwnersResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getDenomOwnersEndpoint, parameters)
}
