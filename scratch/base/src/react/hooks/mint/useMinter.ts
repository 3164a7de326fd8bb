import type { GetMinterResponse } from '../../../modules/mint/getMinter.ts'
import { getMinterQueryOptions } from '../../../query/mint/getMinter.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useMinter}. */
export type UseMinterParameters<TData = GetMinterResponse> = HookParameters<QueryParameter<GetMinterResponse, TData>>

/**
 * The minter's state: the current token release and the last mint.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useMinter()
 * ```
 */
export function useMinter<TData = GetMinterResponse>(parameters: UseMinterParameters<TData> = {}) {
  return useGatekitQuery(getMinterQueryOptions, parameters)
}
