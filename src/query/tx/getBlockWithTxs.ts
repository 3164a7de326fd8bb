import type { GatewayClient } from '../../core/client.ts'
import { boundedNextPageParam, type PageRequest } from '../../core/pagination.ts'
import { hasRequiredParameters, request } from '../../core/request.ts'
import type { ExactPartial } from '../../core/types.ts'
import {
  getBlockWithTxsEndpoint,
  type GetBlockWithTxsParameters,
  type GetBlockWithTxsResponse,
} from '../../modules/tx/getBlockWithTxs.ts'
import { endpointQueryOptions } from '../endpointQueryOptions.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { AtBlockHeight } from '../blockHeight.ts'
import { gatekitInfiniteQueryKey, tagQueryKey, type GatekitInfiniteQueryKey, type GatekitQueryKey } from '../queryKey.ts'

/** The SDK's page size when a request gives no `pagination.limit`. */
const gatewayDefaultLimit = 100

/**
 * Query options of {@link getBlockWithTxs}; disabled until `height` is set. A
 * produced block never changes, so it stays fresh (`staleTime: Infinity`).
 *
 * @example
 * ```ts
 * const { data } = useQuery(getBlockWithTxsQueryOptions(client, { height }))
 * data?.txs.length
 * ```
 */
export function getBlockWithTxsQueryOptions(client: GatewayClient, parameters: ExactPartial<GetBlockWithTxsParameters> = {}): GatekitQueryOptions<GetBlockWithTxsResponse, GatekitQueryKey> {
  return endpointQueryOptions(client, getBlockWithTxsEndpoint, parameters, { staleTime: Infinity })
}

/**
 * Parameters of {@link getBlockWithTxsInfiniteQueryOptions}: the pages walk
 * forward from `pagination.offset`, `pagination.limit` transactions each.
 */
export type GetBlockWithTxsInfiniteParameters = ExactPartial<Omit<GetBlockWithTxsParameters, 'pagination'>> & {
  pagination?: Pick<PageRequest, 'offset' | 'limit'> | undefined
}

/**
 * The offset of the page after `lastPage`, or `undefined` when it was the last.
 * The SDK pages a block's transactions by offset and sends no `next_key`, but
 * always the block's transaction count in `pagination.total`.
 *
 * @example
 * ```ts
 * getNextBlockWithTxsOffset({ txs: [a, b], pagination: { total: '5' } }, 0, 2) // 2
 * getNextBlockWithTxsOffset({ txs: [e], pagination: { total: '5' } }, 4, 2) // undefined
 * ```
 */
export function getNextBlockWithTxsOffset(
  lastPage: Pick<GetBlockWithTxsResponse, 'txs' | 'pagination'>,
  lastOffset: number,
  limit: number,
): number | undefined {
  const received = lastPage.txs.length
  if (received === 0) return undefined
  const next = lastOffset + received
  const total = lastPage.pagination?.total
  if (total !== undefined && total !== null && total !== '') return BigInt(next) < BigInt(total) ? next : undefined
  return received >= limit ? next : undefined
}

/**
 * Infinite query options of {@link getBlockWithTxs}: page after page of a
 * block's transactions by offset, until `pagination.total` is reached (or the
 * client's `pageLimit`).
 *
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(
 *   getBlockWithTxsInfiniteQueryOptions(client, { height, pagination: { limit: 20 } }),
 * )
 * const txs = data?.pages.flatMap((page) => page.txs)
 * ```
 */
export function getBlockWithTxsInfiniteQueryOptions(
  client: GatewayClient,
  parameters: GetBlockWithTxsInfiniteParameters = {},
): GatekitInfiniteQueryOptions<GetBlockWithTxsResponse, GatekitInfiniteQueryKey, number> {
  const complete = parameters as GetBlockWithTxsParameters
  const limit = parameters.pagination?.limit
  const pageSize = Number(limit ?? gatewayDefaultLimit)
  return {
    retry: 0, // the client retries reads itself
    staleTime: Infinity,
    queryKey: tagQueryKey(gatekitInfiniteQueryKey(client, getBlockWithTxsEndpoint.id, parameters)),
    queryFn: ({ pageParam, signal }) =>
      // A hook's `blockHeight` reaches request(), which refuses it: blocks are addressed by their own height.
      request(client, getBlockWithTxsEndpoint, { ...complete, pagination: { limit, offset: pageParam } }, {
        signal,
        blockHeight: (parameters as AtBlockHeight).blockHeight,
      }),
    initialPageParam: Number(parameters.pagination?.offset ?? 0),
    getNextPageParam: (lastPage, _pages, lastOffset, allOffsets) =>
      boundedNextPageParam(getNextBlockWithTxsOffset(lastPage, lastOffset, pageSize), allOffsets, client.pageLimit),
    enabled: hasRequiredParameters(client, getBlockWithTxsEndpoint, complete),
  }
}
