import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointerVersionParameters, GetPointerVersionResponse } from '../../../modules/evm/getPointerVersion.ts'
import { getPointerVersionQueryOptions } from '../../../query/evm/getPointerVersion.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspensePointerVersion}: `pointerType` is required, since a suspended
 * component cannot wait.
 */
export type UseSuspensePointerVersionParameters<TData = GetPointerVersionResponse> = GetPointerVersionParameters &
  HookParameters<SuspenseQueryParameter<GetPointerVersionResponse, TData>>

/**
 * The current version of a pointer type's contract, for a component inside `<Suspense>` (see
 * {@link usePointerVersion}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; a missing `pointerType` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePointerVersion({ pointerType: 'ERC20' })
 * ```
 */
export function useSuspensePointerVersion<TData = GetPointerVersionResponse>(
  parameters: UseSuspensePointerVersionParameters<TData>,
) {
  return useGatekitSuspenseQuery(getPointerVersionQueryOptions, parameters)
}
