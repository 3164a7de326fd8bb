import type { ExactPartial } from '../../../core/types.ts'
import type { GetAddressByIdParameters, GetAddressByIdResponse } from '../../../modules/auth/getAddressById.ts'
import { getAddressByIdQueryOptions } from '../../../query/auth/getAddressById.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useAddressById}. */
export type UseAddressByIdParameters<TData = GetAddressByIdResponse> = ExactPartial<GetAddressByIdParameters> &
  HookParameters<QueryParameter<GetAddressByIdResponse, TData>>

/**
 * The address of an account number; waits until `accountId` (or the deprecated `id`) is set.
 *
 * @example
 * ```tsx
 * const { data } = useAddressById({ accountId: 42 })
 * const address = data?.account_address
 * ```
 */
export function useAddressById<TData = GetAddressByIdResponse>(parameters: UseAddressByIdParameters<TData> = {}) {
  return useGatekitQuery(getAddressByIdQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseAddressById}. */
export type UseSuspenseAddressByIdParameters<TData = GetAddressByIdResponse> = GetAddressByIdParameters &
  HookParameters<SuspenseQueryParameter<GetAddressByIdResponse, TData>>

/**
 * The address of an account number, for a component inside `<Suspense>` (see
 * {@link useAddressById}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary; without `accountId` (or the deprecated `id`), a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAddressById({ accountId: 42 })
 * const address = data.account_address
 * ```
 */
export function useSuspenseAddressById<TData = GetAddressByIdResponse>(
  parameters: UseSuspenseAddressByIdParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getAddressByIdQueryOptions, parameters)
}
