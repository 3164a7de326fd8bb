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
export type UseInfiniteDenomsMetadataParameters = ExactPartial<GetDenomsMetadataParameters> &
  HookParameters<InfiniteQueryParameter<GetDenomsMetadataResponse, string | undefined>>

/**
 * The metadata of every denom as pages; `fetchNextPage` follows `next_key`.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteDenomsMetadata({ pagination: { limit: 100 } })
 * const items = data?.pages.flatMap((page) => page.metadatas)
 * ```
 */
export function useInfiniteDenomsMetadata(parameters: UseInfiniteDenomsMetadataParameters = {}) {
  return useGatekitInfiniteQuery(getDenomsMetadataInfiniteQueryOptions, parameters)
}
