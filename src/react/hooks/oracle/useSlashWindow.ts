import type { GetSlashWindowResponse } from '../../../modules/oracle/getSlashWindow.ts'
import { getSlashWindowQueryOptions } from '../../../query/oracle/getSlashWindow.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useSlashWindow}. */
export type UseSlashWindowParameters<TData = GetSlashWindowResponse> = HookParameters<QueryParameter<GetSlashWindowResponse, TData>>

/**
 * Progress of the current oracle slash window, in vote periods.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useSlashWindow()
 * ```
 */
export function useSlashWindow<TData = GetSlashWindowResponse>(parameters: UseSlashWindowParameters<TData> = {}) {
  return useGatekitQuery(getSlashWindowQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseSlashWindow}. */
export type UseSuspenseSlashWindowParameters<TData = GetSlashWindowResponse> =
  HookParameters<SuspenseQueryParameter<GetSlashWindowResponse, TData>>

/**
 * Progress of the current oracle slash window, in vote periods, for a component inside `<Suspense>`
 * (see {@link useSlashWindow}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSlashWindow()
 * ```
 */
export function useSuspenseSlashWindow<TData = GetSlashWindowResponse>(
  parameters: UseSuspenseSlashWindowParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getSlashWindowQueryOptions, parameters)
}
