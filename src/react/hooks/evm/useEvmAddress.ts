import type { ExactPartial } from '../../../core/types.ts'
import type { GetEvmAddressParameters, GetEvmAddressResponse } from '../../../modules/evm/getEvmAddress.ts'
import { getEvmAddressQueryOptions } from '../../../query/evm/getEvmAddress.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/** Parameters of {@link useSuspenseEvmAddress}: `kiiAddress` is required, since a suspended component cannot wait. */
export type UseSuspenseEvmAddressParameters<TData = GetEvmAddressResponse> = GetEvmAddressParameters &
  HookParameters<SuspenseQueryParameter<GetEvmAddressResponse, TData>>

/**
 * The EVM address associated with a bech32 account, for a component inside `<Suspense>` (see
 * {@link useEvmAddress}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `kiiAddress` as a `ParameterError`, before anything
 * is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseEvmAddress({ kiiAddress: 'kii1...' })
 * ```
 */
export function useSuspenseEvmAddress<TData = GetEvmAddressResponse>(
  parameters: UseSuspenseEvmAddressParameters<TData>,
) {
  return useGatekitSuspenseQuery(getEvmAddressQueryOptions, parameters)
}
