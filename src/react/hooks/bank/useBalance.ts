import type { ExactPartial } from '../../../core/types.ts'
import type { GetBalanceParameters, GetBalanceResponse } from '../../../modules/bank/getBalance.ts'
import { getBalanceQueryOptions } from '../../../query/bank/getBalance.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useBalance}. */
export type UseBalanceParameters<TData = GetBalanceResponse> = ExactPartial<GetBalanceParameters> &
  HookParameters<QueryParameter<GetBalanceResponse, TData>>

/**
 * The balance of one denom of an account; waits until `address` and `denom` are set.
 *
 * @example
 * ```tsx
 * const { data } = useBalance({ address, denom: 'akii' })
 * const amount = data?.balance.amount
 * ```
 */
export function useBalance<TData = GetBalanceResponse>(parameters: UseBalanceParameters<TData> = {}) {
  return useGatekitQuery(getBalanceQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseBalance}: `address` and `denom` are required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseBalanceParameters<TData = GetBalanceResponse> = GetBalanceParameters &
  HookParameters<SuspenseQueryParameter<GetBalanceResponse, TData>>

/**
 * The balance of one denom of an account, for a component inside `<Suspense>` (see
 * {@link useBalance}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary; a missing `address` and `denom` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBalance({ address, denom: 'akii' })
 * const amount = data.balance.amount
 * ```
 */
export function useSuspenseBalance<TData = GetBalanceResponse>(parameters: UseSuspenseBalanceParameters<TData>) {
  return useGatekitSuspenseQuery(getBalanceQueryOptions, parameters)
}
