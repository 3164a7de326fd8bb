import type { ExactPartial } from '../../../core/types.ts'
import type { GetEvmAddressParameters, GetEvmAddressResponse } from '../../../modules/evm/getEvmAddress.ts'
import { getEvmAddressQueryOptions } from '../../../query/evm/getEvmAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useEvmAddress}. */
export type UseEvmAddressParameters<TData = GetEvmAddressResponse> = ExactPartial<GetEvmAddressParameters> &
  HookParameters<QueryParameter<GetEvmAddressResponse, TData>>

/**
 * The EVM address associated with a bech32 account; waits until `kiiAddress` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useEvmAddress({ kiiAddress: 'kii1...' })
 * ```
 */
export function useEvmAddress<TData = GetEvmAddressResponse>(parameters: UseEvmAddressParameters<TData> = {}) {
  return useGatekitQuery(getEvmAddressQueryOptions, parameters)
}
