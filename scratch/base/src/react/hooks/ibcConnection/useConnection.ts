import type { ExactPartial } from '../../../core/types.ts'
import type { GetConnectionParameters, GetConnectionResponse } from '../../../modules/ibcConnection/getConnection.ts'
import { getConnectionQueryOptions } from '../../../query/ibcConnection/getConnection.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useConnection}. */
export type UseConnectionParameters<TData = GetConnectionResponse> = ExactPartial<GetConnectionParameters> &
  HookParameters<QueryParameter<GetConnectionResponse, TData>>

/**
 * An IBC connection end; waits until `connectionId` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useConnection({ connectionId: 'connection-0' })
 * ```
 */
export function useConnection<TData = GetConnectionResponse>(parameters: UseConnectionParameters<TData> = {}) {
  return useGatekitQuery(getConnectionQueryOptions, parameters)
}
