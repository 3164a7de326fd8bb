import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getDenomOwnersByQueryEndpoint,
  type GetDenomOwnersByQueryParameters,
  type GetDenomOwnersByQueryResponse,
} from '../../modules/bank/getDenomOwnersByQuery.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getDenomOwnersByQuery}; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getDenomOwnersByQueryQueryOptions(client, { denom: 'factory/kii1.../ORO' }))
 * ```
 */
export function getDenomOwnersByQueryQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomOwnersByQueryParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetDenomOwnersByQueryResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getDenomOwnersByQueryEndpoint, parameters)
}

/**
 * Infinite query options of {@link getDenomOwnersByQuery}, one page per `next_key`; disabled until `denom` is set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getDenomOwnersByQueryInfiniteQueryOptions(client, { denom: 'factory/kii1.../ORO' }))
 * ```
 */
export function getDenomOwnersByQueryInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetDenomOwnersByQueryParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetDenomOwnersByQueryResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getDenomOwnersByQueryEndpoint, parameters)
}
