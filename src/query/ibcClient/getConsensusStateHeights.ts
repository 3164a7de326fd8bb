import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConsensusStateHeightsEndpoint, type GetConsensusStateHeightsParameters, type GetConsensusStateHeightsResponse } from '../../modules/ibcClient/getConsensusStateHeights.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitInfiniteQueryKey, GatekitQueryKey } from '../queryKey.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConsensusStateHeights}; disabled until `clientId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConsensusStateHeightsQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getConsensusStateHeightsQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConsensusStateHeightsParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConsensusStateHeightsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConsensusStateHeightsEndpoint, parameters)
}

/**
 * Infinite query options of {@link getConsensusStateHeights}, one page per `next_key`; disabled until
 * `clientId` is set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getConsensusStateHeightsInfiniteQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getConsensusStateHeightsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConsensusStateHeightsParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetConsensusStateHeightsResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getConsensusStateHeightsEndpoint, parameters)
}
