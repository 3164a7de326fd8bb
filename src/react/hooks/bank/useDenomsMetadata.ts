import type { InfiniteData } from '@tanstack/react-query'
import type { ExactPartial } from '../../../core/types.ts'
import type { GetDenomsMetadataParameters, GetDenomsMetadataResponse } from '../../../modules/bank/getDenomsMetadata.ts'
import {
  getDenomsMetadataInfiniteQueryOptions,
  getDenomsMetadataQueryOptions,
} from '../../../query/bank/getDenomsMetadata.ts'
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

/** Parameters of {@link useDenomsMetadata}. */
export type UseDenomsMetadataParameters<TData = GetDenomsMetadataResponse> = ExactPartial<GetDenomsMetadataParameters> &
  HookParameters<QueryParameter<GetDenomsMetadataResponse, TData>>

/**
 * One page of the metadata of every denom that has some.
 *
 * @example
 * ```tsx
 * const { data } = useDenomsMetadata({ pagination: { limit: 100 } })
 * const symbols = data?.metadatas.map((metadata) => metadata.symbol)
 * ```
 */
export function useDenomsMetadata<TData = GetDenomsMetadataResponse>(
  parameters: UseDenomsMetadataParameters<TData> = {},
) {
  return useGatekitQuery(getDenomsMetadataQueryOptions, parameters)
}

/** Parameters of {@link useInfiniteDenomsMetadata}. */
export type UseInfiniteDenomsMetadataParameters<TData = InfiniteData<GetDenomsMetadataResponse, string | undefined>> =
  ExactPartial<GetDenomsMetadataParameters> &
    HookParameters<InfiniteQueryParameter<GetDenomsMetadataResponse, string | undefined, TData>>

/**
 * The metadata of every denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomsMetadata({ pagination: { limit: 100 } })
 * const items = data?.pages.flatMap((page) => page.metadatas)
 * ```
 */
export function useInfiniteDenomsMetadata<TData = InfiniteData<GetDenomsMetadataResponse, string | undefined>>(
  parameters: UseInfiniteDenomsMetadataParameters<TData> = {},
) {
  return useGatekitInfiniteQuery(getDenomsMetadataInfiniteQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseDenomsMetadata}. */
export type UseSuspenseDenomsMetadataParameters<TData = GetDenomsMetadataResponse> = GetDenomsMetadataParameters &
  HookParameters<SuspenseQueryParameter<GetDenomsMetadataResponse, TData>>

/**
 * One page of the metadata of every denom that has some, for a component inside `<Suspense>` (see
 * {@link useDenomsMetadata}): it suspends until the data is there, so `data` is never undefined.
 * Errors go to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseDenomsMetadata({ pagination: { limit: 100 } })
 * const symbols = data.metadatas.map((metadata) => metadata.symbol)
 * ```
 */
export function useSuspenseDenomsMetadata<TData = GetDenomsMetadataResponse>(
  parameters: UseSuspenseDenomsMetadataParameters<TData> = {},
) {
  return useGatekitSuspenseQuery(getDenomsMetadataQueryOptions, parameters)
}

/** Parameters of {@link useSuspenseInfiniteDenomsMetadata}. */
export type UseSuspenseInfiniteDenomsMetadataParameters<
  TData = InfiniteData<GetDenomsMetadataResponse, string | undefined>,
> = GetDenomsMetadataParameters &
  HookParameters<SuspenseInfiniteQueryParameter<GetDenomsMetadataResponse, string | undefined, TData>>

/**
 * The metadata of every denom as pages, for a component inside `<Suspense>` (see
 * {@link useInfiniteDenomsMetadata}): it suspends until the first page is there, and
 * `fetchNextPage` loads the next ones without suspending again. Errors go to the nearest error
 * boundary.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseInfiniteDenomsMetadata({ pagination: { limit: 100 } })
 * const items = data.pages.flatMap((page) => page.metadatas)
 * ```
 */
export function useSuspenseInfiniteDenomsMetadata<TData = InfiniteData<GetDenomsMetadataResponse, string | undefined>>(
  parameters: UseSuspenseInfiniteDenomsMetadataParameters<TData> = {},
) {
  return useGatekitSuspenseInfiniteQuery(getDenomsMetadataInfiniteQueryOptions, parameters)
}
