import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getConsensusStatesEndpoint, type GetConsensusStatesParameters, type GetConsensusStatesResponse } from '../../modules/ibcClient/getConsensusStates.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitInfiniteQueryKey, GatekitQueryKey } from '../queryKey.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getConsensusStates}; disabled until `clientId` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getConsensusStatesQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getConsensusStatesQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConsensusStatesParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetConsensusStatesResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getConsensusStatesEndpoint, parameters)
}

/**
 * Infinite query options of {@link getConsensusStates}, one page per `next_key`; disabled until `clientId` is
 * set.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getConsensusStatesInfiniteQueryOptions(client, { clientId: '07-tendermint-0' }))
 * ```
 */
export function getConsensusStatesInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetConsensusStatesParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetConsensusStatesResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getConsensusStatesEndpoint, parameters)
}
