import type { GetAuthParamsResponse } from '../../../modules/auth/getAuthParams.ts'
import { getAuthParamsQueryOptions } from '../../../query/auth/getAuthParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseAuthParams}. */
export type UseSuspenseAuthParamsParameters<TData = GetAuthParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetAuthParamsResponse, TData>>

/**
 * The auth module's parameters (memo limit, signature limits and costs), for a component inside
 * `<Suspense>` (see {@link useAuthParams}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAuthParams()
 * ```
 */
export function useSuspenseAuthParams<TData = GetAuthParamsResponse>(
  parameters: UseSuspenseAuthParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getAuthParamsQueryOptions, parameters)
}
