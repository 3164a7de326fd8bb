import type { ExactPartial } from '../../../core/types.ts'
import type { GetSupplyParameters, GetSupplyResponse } from '../../../modules/bank/getSupply.ts'
import { getSupplyInfiniteQueryOptions, getSupplyQueryOptions } from '../../../query/bank/getSupply.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useSupply}. */
export type UseSupplyParameters<TData = GetSupplyResponse> = ExactPartial<GetSupplyParameters> &
  HookParameters<QueryParameter<GetSupplyResponse, TData>>

/**
 * One page of the total supply of every denom.
 *
 * @example
 * ```tsx
 * const { data } = useSupply({ pagination: { limit: 100 } })
 * ```
 */
export function useSupply<TData = GetSupplyResponse>(parameters: UseSupplyParameters<TData> = {}) {
  return useGatekitQuery(getSupplyQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteSupply}. */
export type UseInfiniteSupplyParameters = ExactPartial<GetSupplyParameters> &
  HookParameters<InfiniteQueryParameter<GetSupplyResponse, string | undefined>>

/**
 * The total supply of every denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteSupply({ pagination: { limit: 100 } })
 * const items = data?.pages.flatMap((page) => page.supply)
 * ```
 */
export function useInfiniteSupply(parameters: UseInfiniteSupplyParameters = {}) {
  return useGatekitInfiniteQuery(getSupplyInfiniteQueryOptions, parameters)
}
