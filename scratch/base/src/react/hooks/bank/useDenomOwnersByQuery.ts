import type { ExactPartial } from '../../../core/types.ts'
import type {
  GetDenomOwnersByQueryParameters,
  GetDenomOwnersByQueryResponse,
} from '../../../modules/bank/getDenomOwnersByQuery.ts'
import {
  getDenomOwnersByQueryInfiniteQueryOptions,
  getDenomOwnersByQueryQueryOptions,
} from '../../../query/bank/getDenomOwnersByQuery.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useDenomOwnersByQuery}. */
export type UseDenomOwnersByQueryParameters<TData = GetDenomOwnersByQueryResponse> =
  ExactPartial<GetDenomOwnersByQueryParameters> &
    HookParameters<QueryParameter<GetDenomOwnersByQueryResponse, TData>>

/**
 * One page of the accounts holding a denom, with the denom in the query string (SDK 0.50.3+); waits until `denom` is set.
 *
 * @example
 * ```tsx
 * const { data } = useDenomOwnersByQuery({ denom: 'factory/kii1.../ORO' })
 * ```
 */
export function useDenomOwnersByQuery<TData = GetDenomOwnersByQueryResponse>(
  parameters: UseDenomOwnersByQueryParameters<TData> = {},
) {
  return useGatekitQuery(getDenomOwnersByQueryQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomOwnersByQuery}. */
export type UseInfiniteDenomOwnersByQueryParameters = ExactPartial<GetDenomOwnersByQueryParameters> &
  HookParameters<InfiniteQueryParameter<GetDenomOwnersByQueryResponse, string | undefined>>

/**
 * The accounts holding a denom (query-string form) as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomOwnersByQuery({ denom: 'factory/kii1.../ORO', pagination: { limit: 50 } })
 * const items = data?.pages.flatMap((page) => page.denom_owners)
 * ```
 */
export function useInfiniteDenomOwnersByQuery(parameters: UseInfiniteDenomOwnersByQueryParameters = {}) {
  return useGatekitInfiniteQuery(getDenomOwnersByQueryInfiniteQueryOptions, parameters)
}
