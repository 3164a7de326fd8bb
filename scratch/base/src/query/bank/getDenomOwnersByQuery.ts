import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import {
  getDenomOwnersByQueryEndpoint,
  type GetDenomOwnersByQueryParameters,
} from '../../modules/bank/getDenomOwnersByQuery.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

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
  parameters: ExactPartial<GetDenomOwnersByQueryParameters> = {},
) {
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
  parameters: ExactPartial<GetDenomOwnersByQueryParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getDenomOwnersByQueryEndpoint, parameters)
}
