import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getValidatorsEndpoint, type GetValidatorsParameters, type GetValidatorsResponse } from '../../modules/staking/getValidators.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'

/**
 * Query options of {@link getValidators}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getValidatorsQueryOptions(client, { pagination: { limit: 100 } }))
 * ```
 */
export function getValidatorsQueryOptions(client: GatewayClient, parameters: ExactPartial<GetValidatorsParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetValidatorsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getValidatorsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getValidators}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getValidatorsInfiniteQueryOptions(client))
 * ```
 */
export function getValidatorsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetValidatorsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetValidatorsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getValidatorsEndpoint, parameters)
}
