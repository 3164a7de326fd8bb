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
  /** Stops with {@link PaginationLimitError} after this many pages. Default 1 000. */
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
  const maxPages = options.maxPages ?? 1000
  const seen = new Set<string>()
  let key = parameters.pagination?.key
  for (let pages = 0; ; ) {
    if (pages >= maxPages) throw new PaginationLimitError({ pages, reason: `maxPages is ${maxPages}` })
    const page = await action(
      { ...parameters, pagination: { ...parameters.pagination, key, offset: undefined } },
      { signal: options.signal },
    )
    pages += 1
    yield page
    key = getNextPageKey(page)
    if (key === undefined) return
    if (seen.has(key)) throw new PaginationLimitError({ pages, reason: 'the gateway repeated a next_key' })
    seen.add(key)
  }
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
