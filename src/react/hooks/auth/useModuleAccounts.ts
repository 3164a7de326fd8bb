import type { GetModuleAccountsResponse } from '../../../modules/auth/getModuleAccounts.ts'
import { getModuleAccountsQueryOptions } from '../../../query/auth/getModuleAccounts.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useModuleAccounts}. */
export type UseModuleAccountsParameters<TData = GetModuleAccountsResponse> = HookParameters<QueryParameter<GetModuleAccountsResponse, TData>>

/**
 * The accounts of the chain's modules, with names and permissions.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useModuleAccounts()
 * ```
 */
export function useModuleAccounts<TData = GetModuleAccountsResponse>(parameters: UseModuleAccountsParameters<TData> = {}) {
  return useGatekitQuery(getModuleAccountsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseModuleAccounts}. */
export type UseSuspenseModuleAccountsParameters<TData = GetModuleAccountsResponse> = HookParameters<SuspenseQueryParameter<GetModuleAccountsResponse, TData>>

/**
 * The accounts of the chain's modules, with names and permissions, for a component inside `<Suspense>` (see
 * {@link useModuleAccounts}): it suspends until the data is there, so `data` is never undefined. Errors go to
 * the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseModuleAccounts()
 * ```
 */
export function useSuspenseModuleAccounts<TData = GetModuleAccountsResponse>(parameters: UseSuspenseModuleAccountsParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getModuleAccountsQueryOptions, parameters)
}
