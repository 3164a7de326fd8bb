import type { ExactPartial } from '../../../core/types.ts'
import type { GetStaticCallParameters, GetStaticCallResponse } from '../../../modules/evm/getStaticCall.ts'
import { getStaticCallQueryOptions } from '../../../query/evm/getStaticCall.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

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
