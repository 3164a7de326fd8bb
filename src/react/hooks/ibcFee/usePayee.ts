import type { ExactPartial } from '../../../core/types.ts'
import type { GetPayeeParameters, GetPayeeResponse } from '../../../modules/ibcFee/getPayee.ts'
import { getPayeeQueryOptions } from '../../../query/ibcFee/getPayee.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

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

/**
 * Parameters of {@link useSuspensePayee}: `channelId` and `relayer` are required, since a suspended
 * component cannot wait.
 */
export type UseSuspensePayeeParameters<TData = GetPayeeResponse> = GetPayeeParameters &
  HookParameters<SuspenseQueryParameter<GetPayeeResponse, TData>>

/**
 * The payee a relayer registered on a channel, for a component inside `<Suspense>` (see
 * {@link usePayee}): it suspends until the data is there, so `data` is never undefined. Errors go
 * to the nearest error boundary; a missing `channelId` and `relayer` as a `ParameterError`, before
 * anything is sent.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePayee({ channelId: 'channel-0', relayer })
 * ```
 */
export function useSuspensePayee<TData = GetPayeeResponse>(parameters: UseSuspensePayeeParameters<TData>) {
  return useGatekitSuspenseQuery(getPayeeQueryOptions, parameters)
}
