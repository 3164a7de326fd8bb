import type { GetBankParamsResponse } from '../../../modules/bank/getBankParams.ts'
import { getBankParamsQueryOptions } from '../../../query/bank/getBankParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useBankParams}. */
export type UseBankParamsParameters<TData = GetBankParamsResponse> =
  HookParameters<QueryParameter<GetBankParamsResponse, TData>>

/**
 * The bank module's parameters (`default_send_enabled`).
 *
 * @example
 * ```tsx
 * const { data } = useBankParams()
 * const sendable = data?.params.default_send_enabled
 * ```
 */
export function useBankParams<TData = GetBankParamsResponse>(parameters: UseBankParamsParameters<TData> = {}) {
  return useGatekitQuery(getBankParamsQueryOptions, parameters)
}
