import type { ExactPartial } from '../../../core/types.ts'
import type { GetStaticCallParameters, GetStaticCallResponse } from '../../../modules/evm/getStaticCall.ts'
import { getStaticCallQueryOptions } from '../../../query/evm/getStaticCall.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useStaticCall}. */
export type UseStaticCallParameters<TData = GetStaticCallResponse> = ExactPartial<GetStaticCallParameters> &
  HookParameters<QueryParameter<GetStaticCallResponse, TData>>

/**
 * The return data of a read-only EVM call; waits until `to` and `data` are set.
 *
 * @example
 * ```tsx
 * // decimals() of an ERC20, decoded from the base64 return data
 * const { data: decimals } = useStaticCall({
 *   to: '0x...',
 *   data: '0x313ce567',
 *   query: { select: (result) => BigInt(staticCallDataToHex(result.data)) },
 * })
 * ```
 */
export function useStaticCall<TData = GetStaticCallResponse>(parameters: UseStaticCallParameters<TData> = {}) {
  return useGatekitQuery(getStaticCallQueryOptions, parameters)
}

/**
 * Parameters of {@link useSuspenseStaticCall}: `to` and `data` are required, since a suspended
 * component cannot wait.
 */
export type UseSuspenseStaticCallParameters<TData = GetStaticCallResponse> = GetStaticCallParameters &
  HookParameters<SuspenseQueryParameter<GetStaticCallResponse, TData>>

/**
 * The return data of a read-only EVM call, for a component inside `<Suspense>` (see
 * {@link useStaticCall}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary; a missing `to` and `data` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * // decimals() of an ERC20, decoded from the base64 return data
 * const { data: call } = useSuspenseStaticCall({ to: '0x...', data: '0x313ce567' })
 * const decimals = BigInt(staticCallDataToHex(call.data))
 * ```
 */
export function useSuspenseStaticCall<TData = GetStaticCallResponse>(
  parameters: UseSuspenseStaticCallParameters<TData>,
) {
  return useGatekitSuspenseQuery(getStaticCallQueryOptions, parameters)
}
