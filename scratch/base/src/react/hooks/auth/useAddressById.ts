import type { ExactPartial } from '../../../core/types.ts'
import type { GetAddressByIdParameters, GetAddressByIdResponse } from '../../../modules/auth/getAddressById.ts'
import { getAddressByIdQueryOptions } from '../../../query/auth/getAddressById.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
