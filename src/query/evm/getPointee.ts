import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPointeeEndpoint, type GetPointeeParameters, type GetPointeeResponse } from '../../modules/evm/getPointee.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitQueryKey } from '../queryKey.ts'
import type { GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'

/**
 * Query options of {@link getPointee}; disabled until `pointerType` and `pointer` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPointeeQueryOptions(client, { pointerType: 'NATIVE', pointer: '0x...' }))
 * ```
 */
export function getPointeeQueryOptions(client: GatewayClient, parameters: ExactPartial<GetPointeeParameters> & AtBlockHeight = {}): GatekitQueryOptions<GetPointeeResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getPointeeEndpoint, parameters)
}
