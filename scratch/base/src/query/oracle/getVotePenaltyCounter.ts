import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getVotePenaltyCounterEndpoint, type GetVotePenaltyCounterParameters } from '../../modules/oracle/getVotePenaltyCounter.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getVotePenaltyCounter}; disabled until `validatorAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getVotePenaltyCounterQueryOptions(client, { validatorAddress: 'kiivaloper1...' }))
 * ```
 */
export function getVotePenaltyCounterQueryOptions(client: GatewayClient, parameters: ExactPartial<GetVotePenaltyCounterParameters> = {}) {
  return endpointQueryOptions(client, getVotePenaltyCounterEndpoint, parameters)
}
