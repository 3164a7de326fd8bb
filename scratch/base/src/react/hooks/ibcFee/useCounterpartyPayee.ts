import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetCounterpartyPayeeParameters,
  GetCounterpartyPayeeResponse,
} from '../../../modules/ibcFee/getCounterpartyPayee.ts'
import { getCounterpartyPayeeQueryOptions } from '../../../query/ibcFee/getCounterpartyPayee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'

/** Parameters of {@link useCounterpartyPayee}. */
export type UseCounterpartyPayeeParameters<TData = GetCounterpartyPayeeResponse> =
  ExactPartial<GetCounterpartyPayeeParameters> & HookParameters<QueryParameter<GetCounterpartyPayeeResponse, TData>>

/**
 * The counterparty payee a relayer registered on a channel; waits until `channelId` and `relayer` are set.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useCounterpartyPayee({ channelId: 'channel-0', relayer })
 * ```
 */
export function useCounterpartyPayee<TData = GetCounterpartyPayeeResponse>(
  parameters: UseCounterpartyPayeeParameters<TData> = {},
) {
  return useGatekitQuery(getCounterpartyPayeeQueryOptions, parameters)
}
