import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPointerVersionEndpoint, type GetPointerVersionParameters, type GetPointerVersionResponse } from '../../modules/evm/getPointerVersion.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPointerVersion}; disabled until `pointerType` is set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPointerVersionQueryOptions(client, { pointerType: 'ERC20' }))
 * ```
 */
export function getPointerVersionQueryOptions(client: GatewayClient, parameters: ExactPartial<GetPointerVersionParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetPointerVersionResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPointerVersionEndpoint, parameters)
}
