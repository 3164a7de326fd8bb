import type { ExactPartial } from '../../../core/types.ts'
import type { GetKiiAddressParameters, GetKiiAddressResponse } from '../../../modules/evm/getKiiAddress.ts'
import { getKiiAddressQueryOptions } from '../../../query/evm/getKiiAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useKiiAddress}. */
export type UseKiiAddressParameters<TData = GetKiiAddressResponse> = ExactPartial<GetKiiAddressParameters> &
  HookParameters<QueryParameter<GetKiiAddressResponse, TData>>

/**
 * The bech32 account associated with an EVM address; waits until `evmAddress` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useKiiAddress({ evmAddress: '0x...' })
 * ```
 */
export function useKiiAddress<TData = GetKiiAddressResponse>(parameters: UseKiiAddressParameters<TData> = {}) {
  return useGatekitQuery(getKiiAddressQueryOptions, parameters)
}
