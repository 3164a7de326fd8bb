import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointerVersionParameters, GetPointerVersionResponse } from '../../../modules/evm/getPointerVersion.ts'
import { getPointerVersionQueryOptions } from '../../../query/evm/getPointerVersion.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePointerVersion}. */
export type UsePointerVersionParameters<TData = GetPointerVersionResponse> = ExactPartial<GetPointerVersionParameters> &
  HookParameters<QueryParameter<GetPointerVersionResponse, TData>>

/**
 * The current version of a pointer type's contract; waits until `pointerType` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePointerVersion({ pointerType: 'ERC20' })
 * ```
 */
export function usePointerVersion<TData = GetPointerVersionResponse>(parameters: UsePointerVersionParameters<TData> = {}) {
  return useGatekitQuery(getPointerVersionQueryOptions, parameters)
}
