import type { GetBankParamsResponse } from '../../../modules/bank/getBankParams.ts'
import { getBankParamsQueryOptions } from '../../../query/bank/getBankParams.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseBankParams}. */
export type UseSuspenseBankParamsParameters<TData = GetBankParamsResponse> =
  HookParameters<SuspenseQueryParameter<GetBankParamsResponse, TData>>

/**
 * The bank module's parameters (`default_send_enabled`), for a component inside `<Suspense>` (see
 * {@link useBankParams}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseBankParams()
 * const sendable = data.params.default_send_enabled
 * ```
 */
export function useSuspenseBankParams<TData = GetBankParamsResponse>(
  parameters: UseSuspenseBankParamsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getBankParamsQueryOptions, parameters)
}
