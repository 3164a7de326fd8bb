import { fromBase64, toBase64, utf8 } from './encoding.ts'
import { invalidArgument } from './errors.ts'

/** `pagination` of a list response, in the gateway's JSON. */
export type PageResponseJson = { next_key: string | null; total: string }

const defaultLimit = 100n

/**
 * Reads a non-negative integer query parameter.
 */
export function readUint(query: URLSearchParams, name: string): bigint | undefined {
  const value = query.get(name)
  if (value === null || value === '') return undefined
  if (!/^\d+$/.test(value)) throw invalidArgument(`invalid ${name}: strconv.ParseUint: parsing "${value}": invalid syntax`)
  return BigInt(value)
}

/** Reads a boolean query parameter as grpc-gateway does (`true`/`false`, `1`/`0`). */
export function readBool(query: URLSearchParams, name: string): boolean {
  const value = query.get(name)
  if (value === null || value === '' || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  throw invalidArgument(`invalid ${name}: strconv.ParseBool: parsing "${value}": invalid syntax`)
}

/**
 * Pages a sorted list the way the SDK's store pagination does: by `key`
 * (the sort key of the first item of the page, base64) or by `offset`, with
 * `limit` (default 100), `count_total` and `reverse`.
 */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  sortKey: (item: T) => string,
): { page: T[]; pagination: PageResponseJson } {
  const keyText = query.get('pagination.key') ?? ''
  const offset = readUint(query, 'pagination.offset')
  const limit = readUint(query, 'pagination.limit') ?? defaultLimit
  const countTotal = readBool(query, 'pagination.count_total')
  const reverse = readBool(query, 'pagination.reverse')
  if (keyText !== '' && offset !== undefined) {
    throw invalidArgument('invalid request, either offset or key is expected, got both')
  }
  const ordered = reverse ? [...items].reverse() : [...items]
  let start = Number(offset ?? 0n)
  if (keyText !== '') {
    let key: string
    try {
      key = new TextDecoder().decode(fromBase64(keyText))
    } catch {
      throw invalidArgument(`invalid pagination.key: illegal base64 data`)
    }
    start = ordered.findIndex((item) => sortKey(item) === key)
    if (start === -1) start = ordered.length
  }
  const size = limit === 0n ? Number(defaultLimit) : Number(limit)
  const page = ordered.slice(start, start + size)
  const next = ordered[start + size]
  return {
    page,
    pagination: {
      next_key: next === undefined ? null : toBase64(utf8(sortKey(next))),
      total: countTotal && keyText === '' ? String(items.length) : '0',
    },
  }
}
