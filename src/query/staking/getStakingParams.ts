import type { GatewayClient } from '../../core/client.ts'
import { getStakingParamsEndpoint, type GetStakingParamsParameters, type GetStakingParamsResponse } from '../../modules/staking/getStakingParams.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getStakingParams}.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getStakingParamsQueryOptions(client))
 * ```
 */
export function getStakingParamsQueryOptions(
  client: GatewayClient,
  parameters: GetStakingParamsParameters & AtBlockHeight = {},
): GatekitQueryOptions<GetStakingParamsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getStakingParamsEndpoint, parameters)
}
