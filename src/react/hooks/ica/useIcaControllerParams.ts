import type { GetIcaControllerParamsResponse } from '../../../modules/ica/getIcaControllerParams.ts'
import { getIcaControllerParamsQueryOptions } from '../../../query/ica/getIcaControllerParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseIcaControllerParams}. */
export type UseSuspenseIcaControllerParamsParameters<TData = GetIcaControllerParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetIcaControllerParamsResponse, TData>>

/**
 * Whether the ICA controller submodule is enabled, for a component inside `<Suspense>` (see
 * {@link useIcaControllerParams}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseIcaControllerParams()
 * ```
 */
export function useSuspenseIcaControllerParams<TData = GetIcaControllerParamsResponse>(
  parameters: UseSuspenseIcaControllerParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getIcaControllerParamsQueryOptions, parameters)
}
