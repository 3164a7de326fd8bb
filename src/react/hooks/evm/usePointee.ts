import type { ExactPartial } from '../../../core/types.ts'
import type { GetPointeeParameters, GetPointeeResponse } from '../../../modules/evm/getPointee.ts'
import { getPointeeQueryOptions } from '../../../query/evm/getPointee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link usePointee}. */
export type UsePointeeParameters<TData = GetPointeeResponse> = ExactPartial<GetPointeeParameters> &
  HookParameters<QueryParameter<GetPointeeResponse, TData>>

/**
 * The asset a pointer contract stands for; waits until `pointerType` and `pointer` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePointee({ pointerType: 'NATIVE', pointer: '0x...' })
 * ```
 */
export function usePointee<TData = GetPointeeResponse>(parameters: UsePointeeParameters<TData> = {}) {
  return useGatekitQuery(getPointeeQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspensePointee}: `pointerType` and `pointer` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspensePointeeParameters<TData = GetPointeeResponse> = GetPointeeParameters &
  HookParameters<SuspenseQueryParameter<GetPointeeResponse, TData>>

/**
 * The asset a pointer contract stands for, for a component inside `<Suspense>` (see
 * {@link usePointee}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary; a missing `pointerType` and `pointer` as a `ParameterError`,
 * before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePointee({ pointerType: 'NATIVE', pointer: '0x...' })
 * ```
 */
export function useSuspensePointee<TData = GetPointeeResponse>(parameters: UseSuspensePointeeParameters<TData>) {
  return useGatekitSuspenseQuery(getPointeeQueryOptions, parameters)
}
