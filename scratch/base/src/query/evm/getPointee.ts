import type { ExactPartial } from '../../core/types.ts'
import type { GatewayClient } from '../../core/client.ts'
import { getPointeeEndpoint, type GetPointeeParameters } from '../../modules/evm/getPointee.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'

/**
 * Query options of {@link getPointee}; disabled until `pointerType` and `pointer` are set.
 *
 * @example
 * ```ts
 * const { data } = useQuery(getPointeeQueryOptions(client, { pointerType: 'NATIVE', pointer: '0x...' }))
 * ```
 */
export function getPointeeQueryOptions(client: GatewayClient, parameters: ExactPartial<GetPointeeParameters> = {}) {
  return endpointQueryOptions(client, getPointeeEndpoint, parameters)
}
