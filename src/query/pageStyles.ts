import type { EndpointPagination } from '../core/endpoint.ts'
import { getNextPageKey, getNextPageNumber } from '../core/pagination.ts'

/** The page parameter of a pagination style: a cursor for `key`, a number for `offset` and `page`. */
export type PageParamOf<TPagination> = TPagination extends { readonly style: 'offset' | 'page' } ? number : string | undefined

/** A page as the generic walkers read it: its list, its cursor and the totals the SDK reports. */
type PageLike = {
  readonly pagination?: { next_key?: string | null | undefined; total?: string | null | undefined } | null | undefined
  readonly total?: string | null | undefined
}

/** Parameters as the generic walkers write them. */
type PagedParameters = {
  pagination?: { key?: string | undefined; offset?: unknown; limit?: unknown; countTotal?: boolean | undefined } | undefined
  page?: unknown
  limit?: unknown
}

/**
 * How the infinite options of one pagination style walk: the first page parameter, the
 * parameters of a page, and the parameter of the page after the last one (before the
 * client's `pageLimit` bound).
 */
export type PageWalk<TParameters, TPageParam> = {
  readonly initialPageParam: TPageParam
  readonly pageParameters: (pageParam: TPageParam) => TParameters
  readonly nextPageParam: (lastPage: unknown, lastPageParam: TPageParam) => TPageParam | undefined
}

const itemCount = (page: unknown, items: string) => {
  const list = (page as Record<string, unknown> | null | undefined)?.[items]
  return Array.isArray(list) ? list.length : 0
}

const totalOf = (page: PageLike) => page.total ?? page.pagination?.total

/**
 * The offset after a page of `received` items starting at `lastOffset`, or `undefined` when it
 * was the last: `total` tells when it is known, else a short page ends the walk.
 *
 * @example
 * ```ts
 * getNextOffset({ received: 2, lastOffset: 0, limit: 2, total: '5' }) // 2
 * getNextOffset({ received: 1, lastOffset: 4, limit: 2, total: '5' }) // undefined
 * ```
 */
export function getNextOffset(parameters: {
  received: number
  lastOffset: number
  limit: number
  total?: string | null | undefined
}): number | undefined {
  const { received, lastOffset, limit, total } = parameters
  if (received === 0) return undefined
  const next = lastOffset + received
  if (total !== undefined && total !== null && total !== '') return BigInt(next) < BigInt(total) ? next : undefined
  return received >= limit ? next : undefined
}

/**
 * The page walk of an endpoint's declared pagination style, for {@link endpointInfiniteQueryOptions}.
 *
 * @example
 * ```ts
 * const walk = pageWalk(getBlockWithTxsEndpoint.pagination, { height: 5 })
 * walk.pageParameters(walk.initialPageParam) // { height: 5, pagination: { limit: undefined, offset: 0 } }
 * ```
 */
export function pageWalk<TParameters, TPagination extends EndpointPagination<TParameters> | undefined>(
  pagination: TPagination,
  parameters: TParameters,
): PageWalk<TParameters, PageParamOf<TPagination>> {
  // The style decides the page parameter's type; the conditional type says which.
  return pageWalkOf(pagination ?? { style: 'key' }, parameters) as unknown as PageWalk<TParameters, PageParamOf<TPagination>>
}

function pageWalkOf<TParameters>(
  pagination: EndpointPagination<TParameters>,
  parameters: TParameters,
): PageWalk<TParameters, string | undefined> | PageWalk<TParameters, number> {
  const paged = parameters as PagedParameters
  switch (pagination.style) {
    case 'key':
      return keyWalk(paged)
    case 'offset':
      return offsetWalk(paged, pagination)
    case 'page':
      return numberedWalk(parameters, pagination)
  }
}

function keyWalk<TParameters>(paged: PagedParameters): PageWalk<TParameters, string | undefined> {
  return {
    initialPageParam: paged.pagination?.key,
    pageParameters: (key) =>
      // An offset applies to the first page only; later pages continue from their key.
      (key ? { ...paged, pagination: { ...paged.pagination, key, offset: undefined } } : paged) as TParameters,
    nextPageParam: (lastPage) => getNextPageKey({ pagination: (lastPage as PageLike).pagination ?? undefined }),
  }
}

function offsetWalk<TParameters>(
  paged: PagedParameters,
  pagination: Extract<EndpointPagination<TParameters>, { style: 'offset' }>,
): PageWalk<TParameters, number> {
  const limit = paged.pagination?.limit
  const pageSize = Number(limit ?? pagination.defaultLimit)
  return {
    initialPageParam: Number(paged.pagination?.offset ?? 0),
    pageParameters: (offset) => ({ ...paged, pagination: { limit, offset } }) as TParameters,
    nextPageParam: (lastPage, lastOffset) =>
      getNextOffset({
        received: itemCount(lastPage, pagination.items),
        lastOffset,
        limit: pageSize,
        total: (lastPage as PageLike).pagination?.total,
      }),
  }
}

function numberedWalk<TParameters>(
  parameters: TParameters,
  pagination: Extract<EndpointPagination<TParameters>, { style: 'page' }>,
): PageWalk<TParameters, number> {
  const paged = parameters as PagedParameters
  const limit = Number(paged.limit ?? paged.pagination?.limit ?? pagination.defaultLimit)
  return {
    initialPageParam: Number(paged.page ?? 1),
    pageParameters: (page) =>
      pagination.pageParameters?.(parameters, page, limit) ?? ({ ...paged, page, limit } as TParameters),
    nextPageParam: (lastPage, page) =>
      getNextPageNumber({ page, limit, received: itemCount(lastPage, pagination.items), total: totalOf(lastPage as PageLike) }),
  }
}
