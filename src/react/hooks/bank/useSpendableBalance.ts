import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetSpendableBalanceParameters,
  GetSpendableBalanceResponse,
} from '../../../modules/bank/getSpendableBalance.ts'
import { getSpendableBalanceQueryOptions } from '../../../query/bank/getSpendableBalance.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseSpendableBalance}: `address` and `denom` are required, since a
 * suspended component cannot wait.
 */
export type UseSuspenseSpendableBalanceParameters<TData = GetSpendableBalanceResponse> = GetSpendableBalanceParameters &
  HookParameters<SuspenseQueryParameter<GetSpendableBalanceResponse, TData>>

/**
 * The spendable balance of one denom of an account (SDK 0.47+), for a component inside `<Suspense>`
 * (see {@link useSpendableBalance}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `address` and `denom` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSpendableBalance({ address, denom: 'akii' })
 * ```
 */
export function useSuspenseSpendableBalance<TData = GetSpendableBalanceResponse>(
  parameters: UseSuspenseSpendableBalanceParameters<TData>,
) {
  return useGatekitSuspenseQuery(getSpendableBalanceQueryOptions, parameters)
}
