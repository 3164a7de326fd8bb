import type { ExactPartial } from '../../../core/types.ts'
import type { GetAccountParameters, GetAccountResponse } from '../../../modules/auth/getAccount.ts'
import { getAccountQueryOptions } from '../../../query/auth/getAccount.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useAccount}. */
export type UseAccountParameters<TData = GetAccountResponse> = ExactPartial<GetAccountParameters> &
  HookParameters<QueryParameter<GetAccountResponse, TData>>

/**
 * One account with the fields of its type; waits until `address` is set.
 *
 * @example
 * ```tsx
 * const { data, error } = useAccount({ address })
 * const base = data ? getBaseAccount(data.account) : undefined
 * ```
 */
export function useAccount<TData = GetAccountResponse>(parameters: UseAccountParameters<TData> = {}) {
  return useGatekitQuery(getAccountQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseAccount}: `address` is required, since a suspended component cannot wait. */
export type UseSuspenseAccountParameters<TData = GetAccountResponse> = GetAccountParameters &
  HookParameters<SuspenseQueryParameter<GetAccountResponse, TData>>

/**
 * One account with the fields of its type, for a component inside `<Suspense>` (see
 * {@link useAccount}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary; a missing `address` as a `ParameterError`, before anything is
 * sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAccount({ address })
 * ```
 */
export function useSuspenseAccount<TData = GetAccountResponse>(parameters: UseSuspenseAccountParameters<TData>) {
  return useGatekitSuspenseQuery(getAccountQueryOptions, parameters)
}
