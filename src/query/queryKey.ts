import type { GatewayClient } from '../core/client.ts'

/** A JSON-serializable value, as query keys must be. */
export type KeyValue = string | number | boolean | null | readonly KeyValue[] | { readonly [key: string]: KeyValue }

/**
 * Parameters as they appear in a query key: `undefined` removed, numbers and
 * bigints as decimal strings (so `5`, `5n` and `'5'` share one cache entry), functions and the `client` and `query` bags dropped, so that
 * TanStack can hash and persist the key.
 *
 * @example
 * ```ts
 * toKeyParameters({ address: 'kii1...', pagination: { limit: 10n, key: undefined } })
 * // { address: 'kii1...', pagination: { limit: '10' } }
 * ```
 */
export function toKeyParameters(value: unknown): KeyValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return toKeyValue(value)
  // The hook-only bags live at the top level; a nested field that happens to be
  // called `query` is a real parameter and stays in the key.
  const { client: _client, query: _query, ...parameters } = value as Record<string, unknown>
  return toKeyValue(parameters)
}

function toKeyValue(value: unknown): KeyValue {
  if (value === null || value === undefined) return null
  // Integer inputs may come as numbers, bigints or decimal strings; one form keeps them on one cache entry.
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString()
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.map(toKeyValue)
  if (typeof value === 'object') {
    const entries: [string, KeyValue][] = []
    for (const [name, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function') continue
      entries.push([name, toKeyValue(item)])
    }
    return Object.fromEntries(entries)
  }
  return null
}

/**
 * The query key of an endpoint call, built in this one place:
 * `['gatekit', gatewayId, module, name, parameters]`. Invalidate a prefix of it
 * to refetch a whole module or endpoint.
 *
 * @example
 * ```ts
 * gatekitQueryKey(client, 'bank/balances', { address })
 * // ['gatekit', 'http://127.0.0.1:1317', 'bank', 'balances', { address }]
 * queryClient.invalidateQueries({ queryKey: ['gatekit', client.id, 'bank'] })
 * ```
 */
export function gatekitQueryKey(client: Pick<GatewayClient, 'id'>, endpointId: string, parameters: unknown) {
  const [module = endpointId, name = ''] = endpointId.split('/')
  return ['gatekit', client.id, module, name, toKeyParameters(parameters ?? {})] as const
}

/** A gatekit query key. */
export type GatekitQueryKey = ReturnType<typeof gatekitQueryKey>

/**
 * The query key of an endpoint's infinite query: {@link gatekitQueryKey} and `'infinite'`, so
 * the pages never share a cache entry with the single page of the same parameters.
 *
 * @example
 * ```ts
 * gatekitInfiniteQueryKey(client, 'bank/balances', { address })
 * // ['gatekit', 'http://127.0.0.1:1317', 'bank', 'balances', { address }, 'infinite']
 * ```
 */
export function gatekitInfiniteQueryKey(client: Pick<GatewayClient, 'id'>, endpointId: string, parameters: unknown) {
  return [...gatekitQueryKey(client, endpointId, parameters), 'infinite'] as const
}

/** A gatekit infinite query key. */
export type GatekitInfiniteQueryKey = ReturnType<typeof gatekitInfiniteQueryKey>

/**
 * A key typed as TanStack's data-tagged key (`DataTag<key, data, error>`). The tag exists only in
 * the type system (TanStack's own `queryOptions` returns the very same array), so the cast is the
 * whole of the tagging and the key stays the plain array at run time.
 *
 * @example
 * ```ts
 * const queryKey = tagQueryKey<DataTag<GatekitQueryKey, GetBalancesResponse, DefaultError>>(gatekitQueryKey(client, 'bank/balances', { address }))
 * ```
 */
export function tagQueryKey<TTaggedKey extends readonly unknown[]>(queryKey: readonly unknown[]): TTaggedKey {
  return queryKey as TTaggedKey
}
