import type { ExactPartial } from '../../../core/types.ts'
import type { GetKiiAddressParameters, GetKiiAddressResponse } from '../../../modules/evm/getKiiAddress.ts'
import { getKiiAddressQueryOptions } from '../../../query/evm/getKiiAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseKiiAddress}: `evmAddress` is required, since a suspended component cannot wait. */
export type UseSuspenseKiiAddressParameters<TData = GetKiiAddressResponse> = GetKiiAddressParameters &
  HookParameters<SuspenseQueryParameter<GetKiiAddressResponse, TData>>

/**
 * The bech32 account associated with an EVM address, for a component inside `<Suspense>` (see
 * {@link useKiiAddress}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `evmAddress` as a `ParameterError`, before anything
 * is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseKiiAddress({ evmAddress: '0x...' })
 * ```
 */
export function useSuspenseKiiAddress<TData = GetKiiAddressResponse>(
  parameters: UseSuspenseKiiAddressParameters<TData>,
) {
  return useGatekitSuspenseQuery(getKiiAddressQueryOptions, parameters)
}
