import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointerParameters, GetPointerResponse } from '../../../modules/evm/getPointer.ts'
import { getPointerQueryOptions } from '../../../query/evm/getPointer.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePointer}. */
export type UsePointerParameters<TData = GetPointerResponse> = ExactPartial<GetPointerParameters> &
  HookParameters<QueryParameter<GetPointerResponse, TData>>

/**
 * The pointer contract of an asset; waits until `pointerType` and `pointee` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePointer({ pointerType: 'NATIVE', pointee: 'factory/kii1.../ORO' })
 * ```
 */
export function usePointer<TData = GetPointerResponse>(parameters: UsePointerParameters<TData> = {}) {
  return useGatekitQuery(getPointerQueryOptions, parameters)
}
