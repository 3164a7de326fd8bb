import type { ExactPartial } from '../../../core/types.ts'
import type { GetAccountInfoParameters, GetAccountInfoResponse } from '../../../modules/auth/getAccountInfo.ts'
import { getAccountInfoQueryOptions } from '../../../query/auth/getAccountInfo.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseAccountInfo}: `address` is required, since a suspended component cannot wait. */
export type UseSuspenseAccountInfoParameters<TData = GetAccountInfoResponse> = GetAccountInfoParameters &
  HookParameters<SuspenseQueryParameter<GetAccountInfoResponse, TData>>

/**
 * The fields every account shares (address, public key, account number, sequence), for a component
 * inside `<Suspense>` (see {@link useAccountInfo}): it suspends until the data is there, so `data`
 * is never undefined. Errors go to the nearest error boundary; a missing `address` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAccountInfo({ address })
 * const sequence = data.info.sequence
 * ```
 */
export function useSuspenseAccountInfo<TData = GetAccountInfoResponse>(
  parameters: UseSuspenseAccountInfoParameters<TData>,
) {
  return useGatekitSuspenseQuery(getAccountInfoQueryOptions, parameters)
}
