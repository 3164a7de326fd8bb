import type { GetIcaControllerParamsResponse } from '../../../modules/ica/getIcaControllerParams.ts'
import { getIcaControllerParamsQueryOptions } from '../../../query/ica/getIcaControllerParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useIcaControllerParams}. */
export type UseIcaControllerParamsParameters<TData = GetIcaControllerParamsResponse> = HookParameters<
  QueryParameter<GetIcaControllerParamsResponse, TData>
>

/**
 * Whether the ICA controller submodule is enabled.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIcaControllerParams()
 * ```
 */
export function useIcaControllerParams<TData = GetIcaControllerParamsResponse>(
  parameters: UseIcaControllerParamsParameters<TData> = {},
) {
  return useGatekitQuery(getIcaControllerParamsQueryOptions, parameters)
}
