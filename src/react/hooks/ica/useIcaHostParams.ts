import type { GetIcaHostParamsResponse } from '../../../modules/ica/getIcaHostParams.ts'
import { getIcaHostParamsQueryOptions } from '../../../query/ica/getIcaHostParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseIcaHostParams}. */
export type UseSuspenseIcaHostParamsParameters<TData = GetIcaHostParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetIcaHostParamsResponse, TData>>

/**
 * Whether the ICA host submodule is enabled and which messages it allows, for a component inside
 * `<Suspense>` (see {@link useIcaHostParams}): it suspends until the data is there, so `data` is
 * never undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseIcaHostParams()
 * ```
 */
export function useSuspenseIcaHostParams<TData = GetIcaHostParamsResponse>(
  parameters: UseSuspenseIcaHostParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getIcaHostParamsQueryOptions, parameters)
}
