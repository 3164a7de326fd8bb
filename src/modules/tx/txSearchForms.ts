import { pageRequestToQuery, type PageRequest } from '../../core/pagination.ts'
import type { QueryRecord } from '../../core/searchParams.ts'
import type { GetTxSearchParameters } from './getTxSearch.ts'

// Tokens of an event query: quoted values (which may hold ` AND `), the ` AND ` separator, the rest.
const eventQueryToken = /'(?:[^'\\]|\\.)*'|\s+AND\s+|[^'\s]+|\s+|'/g

/**
 * The conditions of a CometBFT event query, one per `AND`, as the repeated
 * `events` of SDK 0.45–0.47 take them (the gateway joins them back with `AND`).
 * An ` AND ` inside a quoted value does not split it.
 *
 * @example
 * ```ts
 * eventQueryConditions("message.sender='kii1a' AND tx.height>=5") // ["message.sender='kii1a'", "tx.height>=5"]
 * ```
 */
export function eventQueryConditions(eventQuery: string): string[] {
  const conditions: string[] = []
  let current = ''
  for (const token of eventQuery.match(eventQueryToken) ?? []) {
    if (/^\s+AND\s+$/.test(token)) {
      conditions.push(current.trim())
      current = ''
    } else {
      current += token
    }
  }
  conditions.push(current.trim())
  return conditions.filter(Boolean)
}

/** `events` and `eventQuery` together as the `events` list of SDK 0.45–0.47. */
export function searchEvents(parameters: GetTxSearchParameters): string[] {
  return [...(parameters.events ?? []), ...(parameters.eventQuery ? eventQueryConditions(parameters.eventQuery) : [])]
}

/** `eventQuery` and `events` together as the one `query` of SDK 0.50+, which ignores `events`. */
export function searchQuery(parameters: GetTxSearchParameters): string | undefined {
  const conditions = [parameters.eventQuery, ...(parameters.events ?? [])].filter((condition) => Boolean(condition))
  return conditions.length > 0 ? conditions.join(' AND ') : undefined
}

// CometBFT's page size when none is given (the SDK's query.DefaultLimit).
const defaultSearchLimit = 100n

/**
 * `page` and `limit` (SDK 0.46+) as the offset pagination SDK 0.45 reads, which
 * ignores `page` and `limit`: page `p` of `l` results starts at `(p - 1) · l`.
 * Without `page` or `limit` the caller's `pagination` is kept as is.
 *
 * @example
 * ```ts
 * pageAsOffset({ eventQuery: 'tx.height=5', page: 3, limit: 20 }) // { offset: 40n, limit: 20n }
 * ```
 */
export function pageAsOffset(parameters: GetTxSearchParameters): PageRequest | undefined {
  const { page, limit, pagination } = parameters
  if (page === undefined && limit === undefined) return pagination
  const size = limit === undefined ? (pagination?.limit === undefined ? undefined : BigInt(pagination.limit)) : BigInt(limit)
  // Page 0 is the first page, as SDK 0.50 reads it.
  const pageNumber = page === undefined ? undefined : BigInt(page)
  const offset =
    pageNumber === undefined ? pagination?.offset : pageNumber <= 1n ? 0n : (pageNumber - 1n) * (size ?? defaultSearchLimit)
  return { ...pagination, key: undefined, offset, limit: size }
}

/** The tx search query of SDK 0.45: `events` only, offset pagination. */
export function txSearchQuery045(parameters: GetTxSearchParameters): QueryRecord {
  return { events: searchEvents(parameters), ...pageRequestToQuery(pageAsOffset(parameters)), order_by: parameters.orderBy }
}

/** The tx search query of SDK 0.46–0.47: `events`, and `page` and `limit` beside offset pagination. */
export function txSearchQuery047(parameters: GetTxSearchParameters): QueryRecord {
  return {
    events: searchEvents(parameters),
    ...pageRequestToQuery(parameters.pagination),
    order_by: parameters.orderBy,
    page: parameters.page,
    limit: parameters.limit,
  }
}
