import type { ExactPartial } from '../../../core/types.ts'
import type { GetBalanceParameters, GetBalanceResponse } from '../../../modules/bank/getBalance.ts'
import { getBalanceQueryOptions } from '../../../query/bank/getBalance.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
