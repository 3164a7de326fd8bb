import type { ExactPartial } from '../../../core/types.ts'
import type { GetAccountParameters, GetAccountResponse } from '../../../modules/auth/getAccount.ts'
import { getAccountQueryOptions } from '../../../query/auth/getAccount.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
