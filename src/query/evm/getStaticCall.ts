import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getStaticCallEndpoint, type GetStaticCallParameters, type GetStaticCallResponse } from '../../modules/evm/getStaticCall.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getStaticCall}; disabled until `to` and `data` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getStaticCallQueryOptions(client, { to: '0x...', data: '0x313ce567' }))
 * ```
 */
export function getStaticCallQueryOptions(client: GatewayClient, parameters: ExactPartial<GetStaticCallParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetStaticCallResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getStaticCallEndpoint, parameters)
}
