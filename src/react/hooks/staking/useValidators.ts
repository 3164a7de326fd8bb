import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetValidatorsParameters, GetValidatorsResponse } from '../../../modules/staking/getValidators.ts'
import { getValidatorsInfiniteQueryOptions, getValidatorsQueryOptions } from '../../../query/staking/getValidators.ts'
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

/** Parameters of {@link useValidators}. */
export type UseValidatorsParameters<TData = GetValidatorsResponse> = ExactPartial<GetValidatorsParameters> &
  HookParameters<QueryParameter<GetValidatorsResponse, TData>>

/**
 * The validators of the chain.
 *
 * @example
 * ```tsx
 * const { data } = useValidators({ status: 'BOND_STATUS_BONDED', pagination: { limit: 100 } })
 * ```
 */
export function useValidators<TData = GetValidatorsResponse>(parameters: UseValidatorsParameters<TData> = {}) {
  return useGatekitQuery(getValidatorsQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteValidators}. */
export type UseInfiniteValidatorsParameters<TData = InfiniteData<GetValidatorsResponse, string | undefined>> =
  ExactPartial<GetValidatorsParameters> &
    HookParameters<InfiniteQueryParameter<GetValidatorsResponse, string | undefined, TData>>

/**
 * The validators as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteValidators({ pagination: { limit: 20 } })
 * ```
 */
export function useInfiniteValidators<TData = InfiniteData<GetValidatorsResponse, string | undefined>>(
  parameters: UseInfiniteValidatorsParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getValidatorsInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseValidators}. */
export type UseSuspenseValidatorsParameters<TData = GetValidatorsResponse> = GetValidatorsParameters &
  HookParameters<SuspenseQueryParameter<GetValidatorsResponse, TData>>

/**
 * The validators of the chain, for a component inside `<Suspense>` (see {@link useValidators}): it
 * suspends until the data is there, so `data` is never undefined. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseValidators({ pagination: { limit: 100 } })
 * ```
 */
export function useSuspenseValidators<TData = GetValidatorsResponse>(
  parameters: UseSuspenseValidatorsParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getValidatorsQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteValidators}. */
export type UseSuspenseInfiniteValidatorsParameters<TData = InfiniteData<GetValidatorsResponse, string | undefined>> =
  GetValidatorsParameters &
    HookParameters<SuspenseInfiniteQueryParameter<GetValidatorsResponse, string | undefined, TData>>

/**
 * The validators as pages, for a component inside `<Suspense>` (see {@link useInfiniteValidators}):
 * it suspends until the first page is there, and `fetchNextPage` loads the next ones without
 * suspending again. Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteValidators({ pagination: { limit: 20 } })
 * ```
 */
export function useSuspenseInfiniteValidators<TData = InfiniteData<GetValidatorsResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteValidatorsParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getValidatorsInfiniteQueryOptions, parameters)
}
