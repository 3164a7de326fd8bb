import type { ExactPartial } from '../../../core/types.ts'
import type { GetAccountInfoParameters, GetAccountInfoResponse } from '../../../modules/auth/getAccountInfo.ts'
import { getAccountInfoQueryOptions } from '../../../query/auth/getAccountInfo.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useAccountInfo}. */
export type UseAccountInfoParameters<TData = GetAccountInfoResponse> = ExactPartial<GetAccountInfoParameters> &
  HookParameters<QueryParameter<GetAccountInfoResponse, TData>>

/**
 * The fields every account shares (address, public key, account number, sequence); waits until `address` is set.
 *
 * @example
 * ```tsx
 * const { data } = useAccountInfo({ address })
 * const sequence = data?.info.sequence
 * ```
 */
export function useAccountInfo<TData = GetAccountInfoResponse>(parameters: UseAccountInfoParameters<TData> = {}) {
  return useGatekitQuery(getAccountInfoQueryOptions, parameters)
}
