import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetSpendableBalanceParameters,
  GetSpendableBalanceResponse,
} from '../../../modules/bank/getSpendableBalance.ts'
import { getSpendableBalanceQueryOptions } from '../../../query/bank/getSpendableBalance.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useSpendableBalance}. */
export type UseSpendableBalanceParameters<TData = GetSpendableBalanceResponse> =
  ExactPartial<GetSpendableBalanceParameters> & HookParameters<QueryParameter<GetSpendableBalanceResponse, TData>>

/**
 * The spendable balance of one denom of an account (SDK 0.47+); waits until `address` and `denom` are set.
 *
 * @example
 * ```tsx
 * const { data } = useSpendableBalance({ address, denom: 'akii' })
 * ```
 */
export function useSpendableBalance<TData = GetSpendableBalanceResponse>(
  parameters: UseSpendableBalanceParameters<TData> = {},
) {
  return useGatekitQuery(getSpendableBalanceQueryOptions, parameters)
}
