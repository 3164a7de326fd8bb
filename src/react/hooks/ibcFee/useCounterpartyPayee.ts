import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetCounterpartyPayeeParameters,
  GetCounterpartyPayeeResponse,
} from '../../../modules/ibcFee/getCounterpartyPayee.ts'
import { getCounterpartyPayeeQueryOptions } from '../../../query/ibcFee/getCounterpartyPayee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspenseCounterpartyPayee}: `channelId` and `relayer` are required, since
 * a suspended component cannot wait.
 */
export type UseSuspenseCounterpartyPayeeParameters<TData = GetCounterpartyPayeeResponse> =
  GetCounterpartyPayeeParameters &
    HookParameters<SuspenseQueryParameter<GetCounterpartyPayeeResponse, TData>>

/**
 * The counterparty payee a relayer registered on a channel, for a component inside `<Suspense>`
 * (see {@link useCounterpartyPayee}): it suspends until the data is there, so `data` is never
 * undefined. Errors go to the nearest error boundary; a missing `channelId` and `relayer` as a
 * `ParameterError`, before anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseCounterpartyPayee({ channelId: 'channel-0', relayer })
 * ```
 */
export function useSuspenseCounterpartyPayee<TData = GetCounterpartyPayeeResponse>(
  parameters: UseSuspenseCounterpartyPayeeParameters<TData>,
) {
  return useGatekitSuspenseQuery(getCounterpartyPayeeQueryOptions, parameters)
}
