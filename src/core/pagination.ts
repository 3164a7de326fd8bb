import { BaseError } from './errors.ts'
import type { PageResponse } from './schemas.ts'
import type { QueryRecord } from './searchParams.ts'

/** An integer parameter: a number, a bigint, or a decimal string for values beyond 2^53. */
export type IntegerInput = number | bigint | string

/**
 * A page request of a paginated list. Set `key` (from the previous page's
 * `next_key`) or `offset`, not both.
 */
export type PageRequest = {
  /** `next_key` of the previous page (base64), to read the next one. */
  key?: string | undefined
  /** Number of items to skip; slower than `key` on the gateway. */
  offset?: IntegerInput | undefined
  /** Items per page; the gateway's default when absent. */
  limit?: IntegerInput | undefined
  /** Ask for `pagination.total`; honoured only with an offset. */
  countTotal?: boolean | undefined
  /** Descending order (SDK 0.43+). */
  reverse?: boolean | undefined
}

/**
 * Maps a page request onto the gateway's `pagination.*` query parameters.
 *
 * @example
 * ```ts
 * pageRequestToQuery({ limit: 10, countTotal: true })
 * // { 'pagination.key': undefined, 'pagination.offset': undefined, 'pagination.limit': 10, 'pagination.count_total': true, 'pagination.reverse': undefined }
 * ```
 */
export function pageRequestToQuery(pagination: PageRequest | undefined): QueryRecord {
  return {
    'pagination.key': pagination?.key,
    'pagination.offset': pagination?.offset,
    'pagination.limit': pagination?.limit,
    'pagination.count_total': pagination?.countTotal,
    'pagination.reverse': pagination?.reverse,
  }
}

/**
 * The key of the next page, or `undefined` on the last page (`next_key` null, empty or absent).
 *
 * @example
 * ```ts
 * const next = getNextPageKey(page)
 * if (next) await getBalances(client, { address, pagination: { key: next } })
 * ```
 */
export function getNextPageKey(page: { pagination?: PageResponse | undefined }): string | undefined {
  const key = page.pagination?.next_key
  return key ? key : undefined
}

/**
 * A list page that can say where the next page starts. Key-paginated responses
 * carry `pagination.next_key`.
 */
export type KeyPaginated = { pagination?: PageResponse | undefined }

/** Options of {@link paginate}. */
export type PaginateOptions = {
  /** Stops with {@link PaginationLimitError} after this many pages. Default 1 000 ({@link defaultPaginateMaxPages}). */
  maxPages?: number | undefined
  /** Aborts the walk and the request in flight. */
  signal?: AbortSignal | undefined
}

/**
 * A paginated walk reached its page cap, or the gateway returned the same
 * `next_key` twice (which would loop for ever). Nothing was silently dropped:
 * the pages before were yielded.
 *
 * @example
 * ```ts
 * if (error instanceof PaginationLimitError) console.warn(`stopped after ${error.pages} pages`)
 * ```
 */
export class PaginationLimitError extends BaseError {
  override name = 'PaginationLimitError'
  /** Pages read before stopping. */
  readonly pages: number

  constructor(parameters: { pages: number; reason: string }) {
    super(`Stopped walking pages after ${parameters.pages}: ${parameters.reason}.`)
    this.pages = parameters.pages
  }
}

/**
 * Walks every page of a key-paginated list, yielding each page in turn. The
 * `pagination` of `parameters` (limit, reverse) applies to every page.
 *
 * @example
 * ```ts
 * for await (const page of paginate((p, o) => getBalances(client, p, o), { address })) {
 *   console.log(page.balances)
 * }
 * ```
 */
export async function* paginate<TParameters extends { pagination?: PageRequest | undefined }, TPage extends KeyPaginated>(
  action: (parameters: TParameters, options: { signal?: AbortSignal | undefined }) => Promise<TPage>,
  parameters: TParameters,
  options: PaginateOptions = {},
): AsyncGenerator<TPage, void, undefined> {
  const maxPages = options.maxPages ?? defaultPaginateMaxPages
  let key = parameters.pagination?.key
  // The starting key counts as seen: a gateway that sends it back would loop from the start.
  const seen = new Set<string | undefined>([key])
  for (let pages = 0; ; ) {
    const page = await action(
      { ...parameters, pagination: { ...parameters.pagination, key, offset: undefined } },
      { signal: options.signal },
    )
    pages += 1
    yield page
    key = getNextPageKey(page)
    if (key === undefined) return
    const stop = checkPageWalk({ pages, next: key, seen, pageLimit: maxPages })
    if (stop) throw stop
    seen.add(key)
  }
}

/** Default `maxPages` of {@link paginate}: a script that walks a whole list may read many pages. */
export const defaultPaginateMaxPages = 1000

/**
 * Default `pageLimit` of a client (see `createGatewayClient`): pages an infinite query or a
 * component walk reads at most before it ends. 100 pages of 100 to 200 items is more than any list
 * people scroll through, and a gateway whose `next_key` never ends is stopped after a second or two.
 */
export const defaultPageLimit = 100

/**
 * The one rule every page walk follows (`paginate`, every infinite query's `getNextPageParam`,
 * every component that loads pages by itself): after `pages` pages, the walk goes on to `next`
 * only if `next` was not seen before (a repeated `next_key` would loop for ever) and fewer than
 * `pageLimit` pages were read. Returns why the walk must stop, or `undefined` when it may go on
 * (or has nothing left: `next` undefined or null).
 *
 * @example
 * ```ts
 * checkPageWalk({ pages: 2, next: 'b2s=', seen: ['b2s='], pageLimit: 100 })?.message
 * // 'Stopped walking pages after 2: the gateway repeated a next_key.'
 * checkPageWalk({ pages: 100, next: 'bmV3', seen: [], pageLimit: 100 }) instanceof PaginationLimitError // true
 * checkPageWalk({ pages: 1, next: undefined, seen: [], pageLimit: 100 }) // undefined: the last page
 * ```
 */
export function checkPageWalk(parameters: {
  /** Pages read so far. */
  pages: number
  /** Where the next page would start (a `next_key`, a page number, an offset). */
  next: unknown
  /** Where the pages read so far started. */
  seen: ReadonlySet<unknown> | readonly unknown[]
  /** Most pages the walk may read. */
  pageLimit: number
}): PaginationLimitError | undefined {
  const { pages, next, seen, pageLimit } = parameters
  if (next === undefined || next === null) return undefined
  const repeated = isReadonlyArray(seen) ? seen.includes(next) : seen.has(next)
  if (repeated) return new PaginationLimitError({ pages, reason: 'the gateway repeated a next_key' })
  if (pages >= pageLimit) return new PaginationLimitError({ pages, reason: `the page limit is ${pageLimit}` })
  return undefined
}

function isReadonlyArray(value: ReadonlySet<unknown> | readonly unknown[]): value is readonly unknown[] {
  return Array.isArray(value)
}

/**
 * `next` when {@link checkPageWalk} lets the walk go on, else `undefined` (the last page): what every
 * gatekit infinite query's `getNextPageParam` returns, so `hasNextPage` turns false once a gateway
 * repeats a key or the client's `pageLimit` is reached.
 *
 * @example
 * ```ts
 * getNextPageParam: (lastPage, _pages, _lastParam, allPageParams) =>
 *   boundedNextPageParam(getNextPageKey(lastPage), allPageParams, client.pageLimit)
 * ```
 */
export function boundedNextPageParam<TPageParam>(
  next: TPageParam | undefined | null,
  allPageParams: readonly TPageParam[],
  pageLimit: number,
): TPageParam | undefined {
  if (next === undefined || next === null) return undefined
  return checkPageWalk({ pages: allPageParams.length, next, seen: allPageParams, pageLimit }) ? undefined : next
}

/**
 * Why a key-paginated infinite query's pages ended early, or `undefined` when they ended (or may go
 * on) normally: the last page still names a `next_key`, but it repeats one already read or the
 * `pageLimit` is reached. Components show it, so a list cut short never looks complete.
 *
 * @example
 * ```ts
 * const { data } = useInfiniteBalances({ address })
 * const stop = getKeyPageWalkStop(data, client.pageLimit)
 * if (stop) console.warn(stop.message) // 'Stopped walking pages after 3: the gateway repeated a next_key.'
 * ```
 */
export function getKeyPageWalkStop(
  data: { pages: readonly KeyPaginated[]; pageParams: readonly unknown[] } | undefined,
  pageLimit: number,
): PaginationLimitError | undefined {
  const last = data?.pages.at(-1)
  if (!data || !last) return undefined
  return getPageWalkStop(data, getNextPageKey(last), pageLimit)
}

/**
 * Why an infinite query's pages ended early, given where the page after the last one would start
 * by the endpoint's own rule (`next`, before the page-walk rule): `undefined` when they ended, or
 * may go on, normally. {@link getKeyPageWalkStop} is this for key-paginated lists.
 *
 * @example
 * ```ts
 * const next = getNextPageNumber({ page: data.pageParams.at(-1)!, limit, received, total })
 * getPageWalkStop(data, next, client.pageLimit)?.message // 'Stopped walking pages after 100: the page limit is 100.'
 * ```
 */
export function getPageWalkStop(
  data: { pageParams: readonly unknown[] } | undefined,
  next: unknown,
  pageLimit: number,
): PaginationLimitError | undefined {
  if (!data || data.pageParams.length === 0) return undefined
  return checkPageWalk({ pages: data.pageParams.length, next, seen: data.pageParams, pageLimit })
}

/**
 * Next page number for page-numbered lists (transaction search): there is one
 * while `page · limit` is below the total, or, when the gateway gave no total,
 * while pages come back full.
 *
 * @example
 * ```ts
 * getNextPageNumber({ page: 1, limit: 10, received: 10, total: '25' }) // 2
 * getNextPageNumber({ page: 3, limit: 10, received: 5, total: '25' }) // undefined
 * ```
 */
export function getNextPageNumber(parameters: {
  page: number
  limit: number
  received: number
  total?: string | null | undefined
}): number | undefined {
  const { page, limit, received, total } = parameters
  if (received === 0) return undefined
  if (total !== undefined && total !== null && total !== '' && total !== '0') {
    return BigInt(page) * BigInt(limit) < BigInt(total) ? page + 1 : undefined
  }
  return received >= limit ? page + 1 : undefined
}
