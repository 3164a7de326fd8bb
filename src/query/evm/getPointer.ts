import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPointerEndpoint, type GetPointerParameters, type GetPointerResponse } from '../../modules/evm/getPointer.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPointer}; disabled until `pointerType` and `pointee` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPointerQueryOptions(client, { pointerType: 'NATIVE', pointee: 'factory/kii1.../ORO' }))
 * ```
 */
export function getPointerQueryOptions(client: GatewayClient, parameters: ExactPartial<GetPointerParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetPointerResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPointerEndpoint, parameters)
}
