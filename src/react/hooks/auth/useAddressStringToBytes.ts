import type { ExactPartial } from '../../../core/types.ts'
import type { GetAddressStringToBytesParameters, GetAddressStringToBytesResponse } from '../../../modules/auth/getAddressStringToBytes.ts'
import { getAddressStringToBytesQueryOptions } from '../../../query/auth/getAddressStringToBytes.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useAddressStringToBytes}. */
export type UseAddressStringToBytesParameters<TData = GetAddressStringToBytesResponse> = ExactPartial<GetAddressStringToBytesParameters> &
  HookParameters<QueryParameter<GetAddressStringToBytesResponse, TData>>

/**
 * A bech32 address decoded by the chain into its bytes (base64); waits until `addressString` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useAddressStringToBytes({ addressString: 'kii1...' })
 * ```
 */
export function useAddressStringToBytes<TData = GetAddressStringToBytesResponse>(parameters: UseAddressStringToBytesParameters<TData> = {}) {
  return useGatekitQuery(getAddressStringToBytesQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseAddressStringToBytes}: `addressString` is required, since a suspended component cannot wait. */
export type UseSuspenseAddressStringToBytesParameters<TData = GetAddressStringToBytesResponse> = GetAddressStringToBytesParameters &
  HookParameters<SuspenseQueryParameter<GetAddressStringToBytesResponse, TData>>

/**
 * A bech32 address decoded by the chain into its bytes (base64), for a component inside `<Suspense>` (see
 * {@link useAddressStringToBytes}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `addressString` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAddressStringToBytes({ addressString: 'kii1...' })
 * ```
 */
export function useSuspenseAddressStringToBytes<TData = GetAddressStringToBytesResponse>(parameters: UseSuspenseAddressStringToBytesParameters<TData>) {
  return useGatekitSuspenseQuery(getAddressStringToBytesQueryOptions, parameters)
}
