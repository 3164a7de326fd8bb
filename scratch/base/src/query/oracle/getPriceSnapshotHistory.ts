import type { GatewayClient } from '../../core/client.ts'
import { getPriceSnapshotHistoryEndpoint, type GetPriceSnapshotHistoryParameters } from '../../modules/oracle/getPriceSnapshotHistory.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getPriceSnapshotHistory}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPriceSnapshotHistoryQueryOptions(client))
 * ```
 */
export function getPriceSnapshotHistoryQueryOptions(client: GatewayClient, parameters: GetPriceSnapshotHistoryParameters = {}) {
  return endpointQueryOptions(client, getPriceSnapshotHistoryEndpoint, parameters)
}
