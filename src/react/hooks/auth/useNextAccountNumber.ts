import type { GetNextAccountNumberResponse } from '../../../modules/auth/getNextAccountNumber.ts'
import { getNextAccountNumberQueryOptions } from '../../../query/auth/getNextAccountNumber.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useNextAccountNumber}. */
export type UseNextAccountNumberParameters<TData = GetNextAccountNumberResponse> = HookParameters<QueryParameter<GetNextAccountNumberResponse, TData>>

/**
 * The account number the chain assigns to its next new account.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useNextAccountNumber()
 * ```
 */
export function useNextAccountNumber<TData = GetNextAccountNumberResponse>(parameters: UseNextAccountNumberParameters<TData> = {}) {
  return useGatekitQuery(getNextAccountNumberQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseNextAccountNumber}. */
export type UseSuspenseNextAccountNumberParameters<TData = GetNextAccountNumberResponse> = HookParameters<SuspenseQueryParameter<GetNextAccountNumberResponse, TData>>

/**
 * The account number the chain assigns to its next new account, for a component inside `<Suspense>` (see
 * {@link useNextAccountNumber}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseNextAccountNumber()
 * ```
 */
export function useSuspenseNextAccountNumber<TData = GetNextAccountNumberResponse>(parameters: UseSuspenseNextAccountNumberParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getNextAccountNumberQueryOptions, parameters)
}
