import type { GetIcaHostParamsResponse } from '../../../modules/ica/getIcaHostParams.ts'
import { getIcaHostParamsQueryOptions } from '../../../query/ica/getIcaHostParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useIcaHostParams}. */
export type UseIcaHostParamsParameters<TData = GetIcaHostParamsResponse> = HookParameters<
  QueryParameter<GetIcaHostParamsResponse, TData>
>

/**
 * Whether the ICA host submodule is enabled and which messages it allows.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIcaHostParams()
 * ```
 */
export function useIcaHostParams<TData = GetIcaHostParamsResponse>(parameters: UseIcaHostParamsParameters<TData> = {}) {
  return useGatekitQuery(getIcaHostParamsQueryOptions, parameters)
}
