import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomOwnersParameters, GetDenomOwnersResponse } from '../../../modules/bank/getDenomOwners.ts'
import { getDenomOwnersInfiniteQueryOptions, getDenomOwnersQueryOptions } from '../../../query/bank/getDenomOwners.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useDenomOwners}. */
export type UseDenomOwnersParameters<TData = GetDenomOwnersResponse> = ExactPartial<GetDenomOwnersParameters> &
  HookParameters<QueryParameter<GetDenomOwnersResponse, TData>>

/**
 * One page of the accounts holding a denom (wildcard route: slashes in the denom stay); waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomOwners({ denom: 'ibc/27394F...', pagination: { limit: 20 } })
 * ```
 */
export function useDenomOwners<TData = GetDenomOwnersResponse>(parameters: UseDenomOwnersParameters<TData> = {}) {
  return useGatekitQuery(getDenomOwnersQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomOwners}. */
export type UseInfiniteDenomOwnersParameters = ExactPartial<GetDenomOwnersParameters> &
  HookParameters<InfiniteQueryParameter<GetDenomOwnersResponse, string | undefined>>

/**
 * The accounts holding a denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomOwners({ denom: 'ibc/27394F...', pagination: { limit: 20 } })
 * const items = data?.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useInfiniteDenomOwners(parameters: UseInfiniteDenomOwnersParameters = {}) {
  return useGatekitInfiniteQuery(getDenomOwnersInfiniteQueryOptions, parameters)
}
