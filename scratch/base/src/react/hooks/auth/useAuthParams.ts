import type { GetAuthParamsResponse } from '../../../modules/auth/getAuthParams.ts'
import { getAuthParamsQueryOptions } from '../../../query/auth/getAuthParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useAuthParams}. */
export type UseAuthParamsParameters<TData = GetAuthParamsResponse> =
  HookParameters<QueryParameter<GetAuthParamsResponse, TData>>

/**
 * The auth module's parameters (memo limit, signature limits and costs).
 *
 * @example
 * ```tsx
 * const { data } = useAuthParams()
 * const maxMemo = data ? BigInt(data.params.max_memo_characters) : undefined
 * ```
 */
export function useAuthParams<TData = GetAuthParamsResponse>(parameters: UseAuthParamsParameters<TData> = {}) {
  return useGatekitQuery(getAuthParamsQueryOptions, parameters)
}
