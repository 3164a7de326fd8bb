import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getSendEnabledEndpoint, type GetSendEnabledParameters } from '../../modules/bank/getSendEnabled.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getSendEnabled}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getSendEnabledQueryOptions(client, { denoms: ['ticket'] }))
 * ```
 */
export function getSendEnabledQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSendEnabledParameters> = {},
) {
  return endpointQueryOptions(client, getSendEnabledEndpoint, parameters)
}

/**
 * Infinite query options of {@link getSendEnabled}, one page per `next_key`.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage } = useInfiniteQuery(getSendEnabledInfiniteQueryOptions(client, { pagination: { limit: 50 } }))
 * ```
 */
export function getSendEnabledInfiniteQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetSendEnabledParameters> = {},
) {
  return endpointInfiniteQueryOptions(client, getSendEnabledEndpoint, parameters)
}
