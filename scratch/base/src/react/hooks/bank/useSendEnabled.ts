import type { ExactPartial } from '../../../core/types.ts'
import type { GetSendEnabledParameters, GetSendEnabledResponse } from '../../../modules/bank/getSendEnabled.ts'
import { getSendEnabledInfiniteQueryOptions, getSendEnabledQueryOptions } from '../../../query/bank/getSendEnabled.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useSendEnabled}. */
export type UseSendEnabledParameters<TData = GetSendEnabledResponse> = ExactPartial<GetSendEnabledParameters> &
  HookParameters<QueryParameter<GetSendEnabledResponse, TData>>

/**
 * The denoms with their own send setting (SDK 0.47+): all of them in pages, or only the given `denoms`.
 *
 * @example
 * ```tsx
 * const { data } = useSendEnabled({ denoms: ['ticket'] })
 * const ticketSendable = data?.send_enabled[0]?.enabled
 * ```
 */
export function useSendEnabled<TData = GetSendEnabledResponse>(parameters: UseSendEnabledParameters<TData> = {}) {
  return useGatekitQuery(getSendEnabledQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteSendEnabled}. */
export type UseInfiniteSendEnabledParameters = ExactPartial<GetSendEnabledParameters> &
  HookParameters<InfiniteQueryParameter<GetSendEnabledResponse, string | undefined>>

/**
 * Every denom with its own send setting as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSendEnabled({ pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.send_enabled)
 * ```
 */
export function useInfiniteSendEnabled(parameters: UseInfiniteSendEnabledParameters = {}) {
  return useGatekitInfiniteQuery(getSendEnabledInfiniteQueryOptions, parameters)
}
