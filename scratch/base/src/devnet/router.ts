import type { Chain } from './chain.ts'
import { checkBech32, accountPrefix } from './encoding.ts'
import { invalidArgument } from './errors.ts'

/** What a route handler receives. */
export type RouteContext = {
  chain: Chain
  /** Decoded path parameters. */
  params: Record<string, string>
  query: URLSearchParams
  /** Parsed JSON body of a POST. */
  body: unknown
}

/** One route of the simulated gateway: a path template as in gatekit's endpoints. */
export type Route = {
  method: 'GET' | 'POST'
  /** Template with `{sdk}`, `{app}`, `{name}` (one segment) and `{name=**}` (rest of the path). */
  path: string
  handle: (context: RouteContext) => unknown
}

/** A route compiled against concrete prefixes. */
export type CompiledRoute = Route & { pattern: RegExp; names: string[] }

/** Compiles route templates into matchers for the given prefixes. */
export function compileRoutes(routes: readonly Route[], prefixes: { sdk: string; app: string }): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = []
    const source = route.path
      .replace('{sdk}', prefixes.sdk)
      .replace('{app}', prefixes.app)
      .split(/(\{[A-Za-z_][\w.]*(?:=\*\*)?\})/)
      .map((part) => {
        const parameter = /^\{([A-Za-z_][\w.]*)(=\*\*)?\}$/.exec(part)
        if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(parameter[1]!)
        return parameter[2] ? '(.+?)' : '([^/]+)'
      })
      .join('')
    return { ...route, pattern: new RegExp(`^${source}/?$`), names }
  })
}

/** Finds the route for a method and raw (still percent-encoded) path. */
export function matchRoute(
  routes: readonly CompiledRoute[],
  method: string,
  rawPath: string,
): { route: CompiledRoute; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue
    const match = route.pattern.exec(rawPath)
    if (!match) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1]!)
    })
    return { route, params }
  }
  return undefined
}

/** Checks a bech32 account address, answering 400 with code 3 as the chain does. */
export function requireAddress(address: string | undefined, prefix = accountPrefix): string {
  const check = checkBech32(address ?? '', prefix)
  if (!check.ok) throw invalidArgument(`invalid address: ${check.reason}`)
  return address!
}

/** A required query parameter, or 400 with code 3. */
export function requireQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (!value) throw invalidArgument(`invalid request: ${name} cannot be empty`)
  return value
}

/** Coins of a balance map as gateway JSON, sorted by denom, zero amounts left out. */
export function coinsJson(balances: Map<string, bigint>): { denom: string; amount: string }[] {
  return [...balances.entries()]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}
