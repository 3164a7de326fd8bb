import type { GatewayClient } from '../../core/client.ts'
import { getPriceSnapshotHistoryEndpoint, type GetPriceSnapshotHistoryParameters, type GetPriceSnapshotHistoryResponse } from '../../modules/oracle/getPriceSnapshotHistory.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPriceSnapshotHistory}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPriceSnapshotHistoryQueryOptions(client))
 * ```
 */
export function getPriceSnapshotHistoryQueryOptions(client: GatewayClient, parameters: GetPriceSnapshotHistoryParameters & AtBlockHeight = {}): GatekitQueryOptions<GetPriceSnapshotHistoryResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPriceSnapshotHistoryEndpoint, parameters)
}
