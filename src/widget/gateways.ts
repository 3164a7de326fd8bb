import { QueryClient } from '@tanstack/react-query'
import { createGatewayClient, gatewayPresets, type GatewayClient } from '../core/client.ts'
import { normalizeBaseUrl } from '../core/transport.ts'
import type { ExplorerGatewayOptions } from './options.ts'

/** The client and cache the widgets of one gateway share. */
export type SharedGateway = {
  readonly key: string
  readonly client: GatewayClient
  readonly queryClient: QueryClient
}

type Entry = SharedGateway & { users: number }

const shared = new Map<string, Entry>()

// Functions (a custom fetch, a retry delay) count by identity: the same function, the same gateway.
const functionIds = new WeakMap<object, number>()
let nextFunctionId = 0
const functionId = (value: object) => {
  let id = functionIds.get(value)
  if (id === undefined) functionIds.set(value, (id = ++nextFunctionId))
  return id
}

function stable(value: unknown): unknown {
  if (typeof value === 'function') return `function#${functionId(value)}`
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * Identifies a gateway by everything that changes what its requests send or
 * receive: the normalized base URL, the resolved prefixes and every other
 * client option. Equal keys share one client and one cache.
 */
export function gatewayKey(options: ExplorerGatewayOptions): string {
  const { baseUrl, prefixes, ...rest } = options
  const resolvedPrefixes = typeof prefixes === 'string' ? gatewayPresets[prefixes] : { ...gatewayPresets.spec, ...prefixes }
  return JSON.stringify(stable({ baseUrl: normalizeBaseUrl(baseUrl), prefixes: resolvedPrefixes, ...rest }))
}

/**
 * The shared client and QueryClient of a gateway, created for its first widget.
 * Every `acquireGateway` is paired with one {@link releaseGateway}.
 */
export function acquireGateway(options: ExplorerGatewayOptions): SharedGateway {
  const key = gatewayKey(options)
  let entry = shared.get(key)
  if (!entry) {
    entry = { key, client: createGatewayClient(options), queryClient: new QueryClient(), users: 0 }
    shared.set(key, entry)
  }
  entry.users += 1
  return entry
}

/**
 * Gives a gateway back. When its last widget lets go, its requests are
 * cancelled and its cache emptied (which also stops the cache's timers), so
 * nothing of it keeps running or keeps memory.
 */
export function releaseGateway(gateway: SharedGateway): void {
  const entry = shared.get(gateway.key)
  if (!entry || entry !== gateway) return
  entry.users -= 1
  if (entry.users > 0) return
  shared.delete(entry.key)
  // A cancelled fetch settles a moment later and, settling, schedules its query's garbage collection
  // (a 5-minute timer): the cache is emptied once every fetch has settled, so no timer outlives it.
  const { queryClient } = entry
  void queryClient.cancelQueries().finally(() => queryClient.clear())
}

/**
 * How many gateways the widgets on this page hold now, each with its client,
 * cache and polls; 0 once every widget is gone.
 *
 * @example
 * ```ts
 * handle.unmount()
 * activeGatewayCount() // 0: nothing of the widget keeps running
 * ```
 */
export function activeGatewayCount(): number {
  return shared.size
}
