import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getFeederDelegationEndpoint, type GetFeederDelegationParameters, type GetFeederDelegationResponse } from '../../modules/oracle/getFeederDelegation.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getFeederDelegation}; disabled until `validatorAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getFeederDelegationQueryOptions(client, { validatorAddress: 'kiivaloper1...' }))
 * ```
 */
export function getFeederDelegationQueryOptions(client: GatewayClient, parameters: ExactPartial<GetFeederDelegationParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetFeederDelegationResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getFeederDelegationEndpoint, parameters)
}
