import type { GetSlashWindowResponse } from '../../../modules/oracle/getSlashWindow.ts'
import { getSlashWindowQueryOptions } from '../../../query/oracle/getSlashWindow.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
