/** A scalar the gateway accepts in a query string. */
export type QueryScalar = string | number | bigint | boolean

/** One query-string entry: a scalar, a list (sent as repeated keys), or nothing. */
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined

/** Query-string entries by their wire name (`pagination.key`, `order_by`, ...). */
export type QueryRecord = Record<string, QueryValue>

/**
 * Serializes query parameters the way grpc-gateway reads them: lists become
 * repeated keys (`events=a&events=b`), booleans `true`/`false`, bigints and
 * numbers their decimal form; `undefined` and `null` are left out. Values are
 * percent-encoded, so a base64 `pagination.key` keeps its `+`, `/` and `=`.
 *
 * @example
 * ```ts
 * toSearchParams({ events: ["message.action='send'", 'tx.height=5'], 'pagination.limit': 10 })
 * // "events=message.action%3D%27send%27&events=tx.height%3D5&pagination.limit=10"
 * ```
 */
export function toSearchParams(query: QueryRecord): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar]
    for (const item of values) search.append(name, String(item))
  }
  return search.toString()
}
