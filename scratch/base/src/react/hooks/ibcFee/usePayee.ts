import type { ExactPartial } from '../../../core/types.ts'
import type { GetPayeeParameters, GetPayeeResponse } from '../../../modules/ibcFee/getPayee.ts'
import { getPayeeQueryOptions } from '../../../query/ibcFee/getPayee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link usePayee}. */
export type UsePayeeParameters<TData = GetPayeeResponse> = ExactPartial<GetPayeeParameters> &
  HookParameters<QueryParameter<GetPayeeResponse, TData>>

/**
 * The payee a relayer registered on a channel; waits until `channelId` and `relayer` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = usePayee({ channelId: 'channel-0', relayer })
 * ```
 */
export function usePayee<TData = GetPayeeResponse>(parameters: UsePayeeParameters<TData> = {}) {
  return useGatekitQuery(getPayeeQueryOptions, parameters)
}
