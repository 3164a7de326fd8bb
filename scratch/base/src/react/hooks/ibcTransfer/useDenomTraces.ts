import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomTracesParameters, GetDenomTracesResponse } from '../../../modules/ibcTransfer/getDenomTraces.ts'
import {
  getDenomTracesInfiniteQueryOptions,
  getDenomTracesQueryOptions,
} from '../../../query/ibcTransfer/getDenomTraces.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useDenomTraces}. */
export type UseDenomTracesParameters<TData = GetDenomTracesResponse> = ExactPartial<GetDenomTracesParameters> &
  HookParameters<QueryParameter<GetDenomTracesResponse, TData>>

/**
 * The denom traces of every IBC voucher on the chain.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useDenomTraces<TData = GetDenomTracesResponse>(parameters: UseDenomTracesParameters<TData> = {}) {
  return useGatekitQuery(getDenomTracesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomTraces}. */
export type UseInfiniteDenomTracesParameters = ExactPartial<GetDenomTracesParameters> &
  HookParameters<InfiniteQueryParameter<GetDenomTracesResponse, string | undefined>>

/**
 * The denom traces as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomTraces({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteDenomTraces(parameters: UseInfiniteDenomTracesParameters = {}) {
  return useGatekitInfiniteQuery(getDenomTracesInfiniteQueryOptions, parameters)
}
