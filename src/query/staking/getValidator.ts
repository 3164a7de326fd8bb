import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getValidatorEndpoint, type GetValidatorParameters, type GetValidatorResponse } from '../../modules/staking/getValidator.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getValidator}; disabled until `validatorAddress` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getValidatorQueryOptions(client, { validatorAddress: 'kiivaloper1...' }))
 * ```
 */
export function getValidatorQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetValidatorParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetValidatorResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getValidatorEndpoint, parameters)
}
