import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetIncentivizedPacketsParameters,
  GetIncentivizedPacketsResponse,
} from '../../../modules/ibcFee/getIncentivizedPackets.ts'
import {
  getIncentivizedPacketsInfiniteQueryOptions,
  getIncentivizedPacketsQueryOptions,
} from '../../../query/ibcFee/getIncentivizedPackets.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useIncentivizedPackets}. */
export type UseIncentivizedPacketsParameters<TData = GetIncentivizedPacketsResponse> =
  ExactPartial<GetIncentivizedPacketsParameters> & HookParameters<QueryParameter<GetIncentivizedPacketsResponse, TData>>

/**
 * Every packet with relayer fees in escrow.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useIncentivizedPackets<TData = GetIncentivizedPacketsResponse>(
  parameters: UseIncentivizedPacketsParameters<TData> = {},
) {
  return useGatekitQuery(getIncentivizedPacketsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteIncentivizedPackets}. */
export type UseInfiniteIncentivizedPacketsParameters = ExactPartial<GetIncentivizedPacketsParameters> &
  HookParameters<InfiniteQueryParameter<GetIncentivizedPacketsResponse, string | undefined>>

/**
 * Every packet with relayer fees in escrow, as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteIncentivizedPackets({ pagination: { limit: 50 } })
 * ```
 */
export function useInfiniteIncentivizedPackets(parameters: UseInfiniteIncentivizedPacketsParameters = {}) {
  return useGatekitInfiniteQuery(getIncentivizedPacketsInfiniteQueryOptions, parameters)
}
