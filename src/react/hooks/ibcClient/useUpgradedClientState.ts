import type { GetUpgradedClientStateResponse } from '../../../modules/ibcClient/getUpgradedClientState.ts'
import { getUpgradedClientStateQueryOptions } from '../../../query/ibcClient/getUpgradedClientState.ts'
import { useGatekitQuery, type HookParameters, type QueryParameter } from '../../useGatekitQuery.ts'
import { useGatekitSuspenseQuery, type SuspenseQueryParameter } from '../../useGatekitSuspenseQuery.ts'

/** Parameters of {@link useUpgradedClientState}. */
export type UseUpgradedClientStateParameters<TData = GetUpgradedClientStateResponse> = HookParameters<QueryParameter<GetUpgradedClientStateResponse, TData>>

/**
 * The client state committed for the chain's next planned upgrade.
 *
 * @example
 * ```tsx
 * const { data, error, isPending } = useUpgradedClientState()
 * ```
 */
export function useUpgradedClientState<TData = GetUpgradedClientStateResponse>(parameters: UseUpgradedClientStateParameters<TData> = {}) {
  return useGatekitQuery(getUpgradedClientStateQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseUpgradedClientState}. */
export type UseSuspenseUpgradedClientStateParameters<TData = GetUpgradedClientStateResponse> = HookParameters<SuspenseQueryParameter<GetUpgradedClientStateResponse, TData>>

/**
 * The client state committed for the chain's next planned upgrade, for a component inside `<Suspense>` (see
 * {@link useUpgradedClientState}): it suspends until the data is there, so `data` is never undefined. Errors
 * go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseUpgradedClientState()
 * ```
 */
export function useSuspenseUpgradedClientState<TData = GetUpgradedClientStateResponse>(parameters: UseSuspenseUpgradedClientStateParameters<TData> = {}) {
  return useGatekitSuspenseQuery(getUpgradedClientStateQueryOptions, parameters)
}
