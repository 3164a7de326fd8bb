import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getVotePenaltyCounterEndpoint, type GetVotePenaltyCounterParameters, type GetVotePenaltyCounterResponse } from '../../modules/oracle/getVotePenaltyCounter.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getVotePenaltyCounter}; disabled until `validatorAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getVotePenaltyCounterQueryOptions(client, { validatorAddress: 'kiivaloper1...' }))
 * ```
 */
export function getVotePenaltyCounterQueryOptions(client: GatewayClient, parameters: ExactPartial<GetVotePenaltyCounterParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetVotePenaltyCounterResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getVotePenaltyCounterEndpoint, parameters)
}
