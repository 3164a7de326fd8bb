import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointeeParameters, GetPointeeResponse } from '../../../modules/evm/getPointee.ts'
import { getPointeeQueryOptions } from '../../../query/evm/getPointee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePointee}. */
export type UsePointeeParameters<TData = GetPointeeResponse> = ExactPartial<GetPointeeParameters> &
  HookParameters<QueryParameter<GetPointeeResponse, TData>>

/**
 * The asset a pointer contract stands for; waits until `pointerType` and `pointer` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePointee({ pointerType: 'NATIVE', pointer: '0x...' })
 * ```
 */
export function usePointee<TData = GetPointeeResponse>(parameters: UsePointeeParameters<TData> = {}) {
  return useGatekitQuery(getPointeeQueryOptions, parameters)
}
