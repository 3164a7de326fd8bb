import type { InfiniteData } from '@tanstack/react-query'
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
import {
  useGatekitSuspenseInfiniteQuery,
  useGatekitSuspenseQuery,
  type SuspenseInfiniteQueryParameter,
  type SuspenseQueryParameter,
} from '../../useGatekitSuspenseQuery.ts'

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
export type UseInfiniteSendEnabledParameters<TData = InfiniteData<GetSendEnabledResponse, string | undefined>> =
  ExactPartial<GetSendEnabledParameters> &
    HookParameters<InfiniteQueryParameter<GetSendEnabledResponse, string | undefined, TData>>

/**
 * Every denom with its own send setting as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSendEnabled({ pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.send_enabled)
 * ```
 */
export function useInfiniteSendEnabled<TData = InfiniteData<GetSendEnabledResponse, string | undefined>>(
  parameters: UseInfiniteSendEnabledParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getSendEnabledInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseSendEnabled}. */
export type UseSuspenseSendEnabledParameters<TData = GetSendEnabledResponse> = GetSendEnabledParameters &
  HookParameters<SuspenseQueryParameter<GetSendEnabledResponse, TData>>

/**
 * The denoms with their own send setting (SDK 0.47+): all of them in pages, or only the given
 * `denoms`, for a component inside `<Suspense>` (see {@link useSendEnabled}): it suspends until the
 * data is there, so `data` is never undefined. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseSendEnabled({ denoms: ['ticket'] })
 * const ticketSendable = data.send_enabled[0]?.enabled
 * ```
 */
export function useSuspenseSendEnabled<TData = GetSendEnabledResponse>(
  parameters: UseSuspenseSendEnabledParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getSendEnabledQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteSendEnabled}. */
export type UseSuspenseInfiniteSendEnabledParameters<TData = InfiniteData<GetSendEnabledResponse, string | undefined>> =
  GetSendEnabledParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetSendEnabledResponse, string | undefined, TData>>

/**
 * Every denom with its own send setting as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteSendEnabled}): it suspends until the first page is there, and `fetchNextPage`
 * loads the next ones without suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteSendEnabled({ pagination: { limit: 50 } })
 * const items = data.pages.flatMap((page) => page.send_enabled)
 * ```
 */
export function useSuspenseInfiniteSendEnabled<TData = InfiniteData<GetSendEnabledResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteSendEnabledParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getSendEnabledInfiniteQueryOptions, parameters)
}
