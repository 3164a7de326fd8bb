import type { GatewayClient } from '../../core/client.ts'
import type { PageRequest } from '../../core/pagination.ts'
import type { ExactPartial } from '../../core/types.ts'
import {
  getBlockWithTxsEndpoint,
  type GetBlockWithTxsParameters,
  type GetBlockWithTxsResponse,
} from '../../modules/tx/getBlockWithTxs.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../endpointQueryOptions.ts'
import { getNextOffset } from '../pageStyles.ts'
import type { GatekitInfiniteQueryOptions, GatekitQueryOptions } from '../types.ts'
import type { GatekitInfiniteQueryKey, GatekitQueryKey } from '../queryKey.ts'

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
  return getNextOffset({ received: lastPage.txs.length, lastOffset, limit, total: lastPage.pagination?.total })
}

/**
 * Infinite query options of {@link getBlockWithTxs}: page after page of a
 * block's transactions by offset (the endpoint's declared pagination), until
 * `pagination.total` is reached (or the client's `pageLimit`).
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
  return endpointInfiniteQueryOptions(client, getBlockWithTxsEndpoint, parameters, { staleTime: Infinity })
}
