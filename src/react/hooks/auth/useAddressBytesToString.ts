import type { ExactPartial } from '../../../core/types.ts'
import type { GetAddressBytesToStringParameters, GetAddressBytesToStringResponse } from '../../../modules/auth/getAddressBytesToString.ts'
import { getAddressBytesToStringQueryOptions } from '../../../query/auth/getAddressBytesToString.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useAddressBytesToString}. */
export type UseAddressBytesToStringParameters<TData = GetAddressBytesToStringResponse> = ExactPartial<GetAddressBytesToStringParameters> &
  HookParameters<QueryParameter<GetAddressBytesToStringResponse, TData>>

/**
 * Address bytes (base64) encoded as the chain's bech32 address; waits until `addressBytes` is set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useAddressBytesToString({ addressBytes })
 * ```
 */
export function useAddressBytesToString<TData = GetAddressBytesToStringResponse>(parameters: UseAddressBytesToStringParameters<TData> = {}) {
  return useGatekitQuery(getAddressBytesToStringQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseAddressBytesToString}: `addressBytes` is required, since a suspended component cannot wait. */
export type UseSuspenseAddressBytesToStringParameters<TData = GetAddressBytesToStringResponse> = GetAddressBytesToStringParameters &
  HookParameters<SuspenseQueryParameter<GetAddressBytesToStringResponse, TData>>

/**
 * Address bytes (base64) encoded as the chain's bech32 address, for a component inside `<Suspense>` (see
 * {@link useAddressBytesToString}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `addressBytes` as a `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAddressBytesToString({ addressBytes })
 * ```
 */
export function useSuspenseAddressBytesToString<TData = GetAddressBytesToStringResponse>(parameters: UseSuspenseAddressBytesToStringParameters<TData>) {
  return useGatekitSuspenseQuery(getAddressBytesToStringQueryOptions, parameters)
}
