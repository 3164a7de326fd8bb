import type { ExactPartial } from '../../../core/types.ts'
import type { GetClientStatesParameters, GetClientStatesResponse } from '../../../modules/ibcClient/getClientStates.ts'
import {
  getClientStatesInfiniteQueryOptions,
  getClientStatesQueryOptions,
} from '../../../query/ibcClient/getClientStates.ts'
import {
  useGatekitInfiniteQuery,
  useGatekitQuery,
  type HookParameters,
  type InfiniteQueryParameter,
  type QueryParameter,
} from '../../useGatekitQuery.ts'

/** Parameters of {@link useClientStates}. */
export type UseClientStatesParameters<TData = GetClientStatesResponse> = ExactPartial<GetClientStatesParameters> &
  HookParameters<QueryParameter<GetClientStatesResponse, TData>>

/**
 * Every IBC light client of the chain with its state.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useClientStates<TData = GetClientStatesResponse>(parameters: UseClientStatesParameters<TData> = {}) {
  return useGatekitQuery(getClientStatesQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteClientStates}. */
export type UseInfiniteClientStatesParameters = ExactPartial<GetClientStatesParameters> &
  HookParameters<InfiniteQueryParameter<GetClientStatesResponse, string | undefined>>

/**
 * Every IBC light client as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteClientStates({ pagination: { limit: 100 } })
 * ```
 */
export function useInfiniteClientStates(parameters: UseInfiniteClientStatesParameters = {}) {
  return useGatekitInfiniteQuery(getClientStatesInfiniteQueryOptions, parameters)
}
