import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getSendEnabledEndpoint, type GetSendEnabledParameters, type GetSendEnabledResponse } from '../../modules/bank/getSendEnabled.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey, GatekitInfiniteQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions, GatekitInfiniteQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

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
  parameters: ExactPartial<GetSendEnabledParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetSendEnabledResponse, GatekitQueryKey> {
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
  parameters: ExactPartial<GetSendEnabledParameters> & AtBlockHeight = {},
): GatekitInfiniteQueryOptions<GetSendEnabledResponse, GatekitInfiniteQueryKey, string | undefined> {
  return endpointInfiniteQueryOptions(client, getSendEnabledEndpoint, parameters)
}
