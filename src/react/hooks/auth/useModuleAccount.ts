import type { ExactPartial } from '../../../core/types.ts'
import type { GetModuleAccountParameters, GetModuleAccountResponse } from '../../../modules/auth/getModuleAccount.ts'
import { getModuleAccountQueryOptions } from '../../../query/auth/getModuleAccount.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useModuleAccount}. */
export type UseModuleAccountParameters<TData = GetModuleAccountResponse> = ExactPartial<GetModuleAccountParameters> &
  HookParameters<QueryParameter<GetModuleAccountResponse, TData>>

/**
 * One module account by module name; waits until `name` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useModuleAccount({ name: 'fee_collector' })
 * ```
 */
export function useModuleAccount<TData = GetModuleAccountResponse>(parameters: UseModuleAccountParameters<TData> = {}) {
  return useGatekitQuery(getModuleAccountQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseModuleAccount}: `name` is required, since a suspended component cannot wait. */
export type UseSuspenseModuleAccountParameters<TData = GetModuleAccountResponse> = GetModuleAccountParameters &
  HookParameters<SuspenseQueryParameter<GetModuleAccountResponse, TData>>

/**
 * One module account by module name, for a component inside `<Suspense>` (see {@link useModuleAccount}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error boundary; a
 * missing `name` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseModuleAccount({ name: 'fee_collector' })
 * ```
 */
export function useSuspenseModuleAccount<TData = GetModuleAccountResponse>(parameters: UseSuspenseModuleAccountParameters<TData>) {
  return useGatekitSuspenseQuery(getModuleAccountQueryOptions, parameters)
}
