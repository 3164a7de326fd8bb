import type { GetMinterResponse } from '../../../modules/mint/getMinter.ts'
import { getMinterQueryOptions } from '../../../query/mint/getMinter.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useMinter}. */
export type UseMinterParameters<TData = GetMinterResponse> = HookParameters<QueryParameter<GetMinterResponse, TData>>

/**
 * The minter's state: the current token release and the last mint.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useMinter()
 * ```
 */
export function useMinter<TData = GetMinterResponse>(parameters: UseMinterParameters<TData> = {}) {
  return useGatekitQuery(getMinterQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseMinter}. */
export type UseSuspenseMinterParameters<TData = GetMinterResponse> =
  HookParameters<SuspenseQueryParameter<GetMinterResponse, TData>>

/**
 * The minter's state: the current token release and the last mint, for a component inside
 * `<Suspense>` (see {@link useMinter}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMinter()
 * ```
 */
export function useSuspenseMinter<TData = GetMinterResponse>(parameters: UseSuspenseMinterParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getMinterQueryOptions, parameters)
}
