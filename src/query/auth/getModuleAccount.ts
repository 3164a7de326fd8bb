import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getModuleAccountEndpoint, type GetModuleAccountParameters, type GetModuleAccountResponse } from '../../modules/auth/getModuleAccount.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import type { GatekitQueryOptions } from '../types.ts'

/**
 * Query options of {@link getModuleAccount}; disabled until `name` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getModuleAccountQueryOptions(client, { name: 'fee_collector' }))
 * ```
 */
export function getModuleAccountQueryOptions(
  client: GatewayClient,
  parameters: ExactPartial<GetModuleAccountParameters> & AtBlockHeight = {},
): GatekitQueryOptions<GetModuleAccountResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getModuleAccountEndpoint, parameters)
}
