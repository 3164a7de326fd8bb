import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointerParameters, GetPointerResponse } from '../../../modules/evm/getPointer.ts'
import { getPointerQueryOptions } from '../../../query/evm/getPointer.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link usePointer}. */
export type UsePointerParameters<TData = GetPointerResponse> = ExactPartial<GetPointerParameters> &
  HookParameters<QueryParameter<GetPointerResponse, TData>>

/**
 * The pointer contract of an asset; waits until `pointerType` and `pointee` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePointer({ pointerType: 'NATIVE', pointee: 'factory/kii1.../ORO' })
 * ```
 */
export function usePointer<TData = GetPointerResponse>(parameters: UsePointerParameters<TData> = {}) {
  return useGatekitQuery(getPointerQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePointer}: `pointerType` and `pointee` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspensePointerParameters<TData = GetPointerResponse> = GetPointerParameters &
  HookParameters<SuspenseQueryParameter<GetPointerResponse, TData>>

/**
 * The pointer contract of an asset, for a component inside `<Suspense>` (see {@link usePointer}):
 * it suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary; a missing `pointerType` and `pointee` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePointer({ pointerType: 'NATIVE', pointee: 'factory/kii1.../ORO' })
 * ```
 */
export function useSuspensePointer<TData = GetPointerResponse>(parameters: UseSuspensePointerParameters<TData>) {
  return useGatekitSuspenseQuery(getPointerQueryOptions, parameters)
}
