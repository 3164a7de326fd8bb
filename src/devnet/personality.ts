import { invalidArgument } from './errors.ts'
import type { Route, RouteContext } from './router.ts'

/**
 * The Cosmos SDK lines the devnet can pass for: its `node_info` reports the
 * version, and the routes whose form changed between them answer in that
 * version's form only.
 */
export type DevnetSdkVersion = '0.45' | '0.47' | '0.50'

/**
 * Every SDK personality of the devnet, oldest first.
 *
 * @example
 * ```ts
 * for (const sdkVersion of devnetSdkVersions) await startDevnetServer({ port: 0, sdkVersion })
 * ```
 */
export const devnetSdkVersions: readonly DevnetSdkVersion[] = ['0.45', '0.47', '0.50']

/** `application_version.cosmos_sdk_version` of each personality, as real nodes of those lines report it. */
export const devnetCosmosSdkVersions: Readonly<Record<DevnetSdkVersion, string>> = {
  '0.45': 'v0.45.16',
  '0.47': 'v0.47.13',
  '0.50': 'v0.50.10',
}

type Handle = Route['handle']
type Rewrite = (handle: Handle, version: DevnetSdkVersion) => Handle | undefined

const eventFormat = '{eventType}.{eventAttribute}={value}'

/**
 * Tx search as each line reads it. 0.45 knows only `events` and offset pagination
 * (grpc-gateway ignores `query`, `page` and `limit`) and its response has no
 * `total`; 0.46–0.47 add `page` and `limit`; 0.50 reads only `query` (ignoring `events`).
 * Before 0.50 every event must hold exactly one `=`, as the SDK checks.
 */
const txSearch: Rewrite = (handle, version) => (context) => {
  const query = new URLSearchParams(context.query)
  if (version === '0.50') {
    query.delete('events')
    if (!query.get('query')) throw invalidArgument('query cannot be empty')
    return handle({ ...context, query })
  }
  query.delete('query')
  if (version === '0.45') {
    query.delete('page')
    query.delete('limit')
  }
  const events = query.getAll('events')
  if (events.length === 0) throw invalidArgument('must declare at least one event to search')
  for (const event of events) {
    if (event.split('=').length !== 2) {
      throw invalidArgument(`invalid event; event ${event} should be of the format: ${eventFormat}`)
    }
  }
  const response = handle({ ...context, query }) as Record<string, unknown>
  if (version !== '0.45') return response
  const { total: _total, ...withoutTotal } = response
  return withoutTotal
}

/**
 * Address by account number: SDK 0.45 has no such route (501); 0.47+ read
 * `account_id` and refuse any path `id` but 0, with or without `account_id`.
 */
const addressById: Rewrite = (handle, version) => {
  if (version === '0.45') return undefined
  return (context) => {
    const id = context.params.id ?? ''
    if (/^-?\d+$/.test(id) && BigInt(id) !== 0n) {
      throw invalidArgument("requesting with id isn't supported, try to request using account-id")
    }
    return handle(context)
  }
}

/** Supply of one denom: 0.45 serves it at `/supply/{denom}` only (see the extra route below). */
const supplyByDenom: Rewrite = (handle, version) => (version === '0.45' ? undefined : handle)

const nodeInfo: Rewrite = (handle, version) => (context) => {
  const info = handle(context) as { application_version: Record<string, unknown> }
  return { ...info, application_version: { ...info.application_version, cosmos_sdk_version: devnetCosmosSdkVersions[version] } }
}

const rewrites: Readonly<Record<string, Rewrite>> = {
  'GET /{sdk}/tx/v1beta1/txs': txSearch,
  'GET /{sdk}/auth/v1beta1/address_by_id/{id}': addressById,
  'GET /{sdk}/bank/v1beta1/supply/by_denom': supplyByDenom,
  'GET /{sdk}/base/tendermint/v1beta1/node_info': nodeInfo,
}

/**
 * SDK routes of gatekit's endpoints that a line older than the one named here
 * does not serve (its gateway answers 501), as SPEC.md dates them and the 0.45
 * reference (kiichain3's OpenAPI) confirms. `spendable_balances/{address}` (0.46)
 * is left out: the 0.45 line of the reference serves it.
 */
const introducedIn: Readonly<Record<string, DevnetSdkVersion>> = {
  'GET /{sdk}/bank/v1beta1/denom_owners/{denom=**}': '0.47', // 0.46
  'GET /{sdk}/auth/v1beta1/account_info/{address}': '0.47',
  'GET /{sdk}/bank/v1beta1/send_enabled': '0.47',
  'GET /{sdk}/bank/v1beta1/spendable_balances/{address}/by_denom': '0.47',
  'POST /{sdk}/tx/v1beta1/decode': '0.47',
  'POST /{sdk}/tx/v1beta1/encode': '0.47',
  'POST /{sdk}/tx/v1beta1/decode/amino': '0.47',
  'POST /{sdk}/tx/v1beta1/encode/amino': '0.47',
  'GET /{sdk}/bank/v1beta1/denom_owners_by_query': '0.50', // 0.50.3
  // Absent from kiichain3's OpenAPI (SDK 0.45, ibc-go 4): SDK 0.46's auth queries, ibc-go 7's
  // connection params and client params under /core.
  'GET /{sdk}/auth/v1beta1/bech32': '0.47',
  'GET /{sdk}/auth/v1beta1/bech32/{address}': '0.47',
  'GET /{sdk}/auth/v1beta1/module_accounts': '0.47',
  'GET /{sdk}/auth/v1beta1/module_accounts/{name}': '0.47',
  'GET /ibc/core/connection/v1/params': '0.47',
  'GET /ibc/core/client/v1/params': '0.47',
}

/** Routes that a line from the one named here no longer serves (501): ibc-go 7 moved client params. */
const removedIn: Readonly<Record<string, DevnetSdkVersion>> = {
  'GET /ibc/client/v1/params': '0.47',
}

const olderThan = (version: DevnetSdkVersion, other: DevnetSdkVersion) => devnetSdkVersions.indexOf(version) < devnetSdkVersions.indexOf(other)

/**
 * The devnet's routes as a chain of `version` serves them: routes newer than
 * the line left out, and the ones whose form changed in that line's form. All
 * routes as they are when no version is given (the default devnet answers every form).
 *
 * @example
 * ```ts
 * compileRoutes(routesOfSdkVersion(devnetRoutes, '0.45'), prefixes)
 * ```
 */
export function routesOfSdkVersion(routes: readonly Route[], version: DevnetSdkVersion | undefined): readonly Route[] {
  if (version === undefined) return routes
  if (!devnetSdkVersions.includes(version)) {
    throw new TypeError(`devnet: sdkVersion must be one of ${devnetSdkVersions.join(', ')}, got "${String(version)}".`)
  }
  const served = routes.flatMap((route): Route[] => {
    const since = introducedIn[`${route.method} ${route.path}`]
    if (since && olderThan(version, since)) return []
    const until = removedIn[`${route.method} ${route.path}`]
    if (until && !olderThan(version, until)) return []
    const rewrite = rewrites[`${route.method} ${route.path}`]
    if (!rewrite) return [route]
    const handle = rewrite(route.handle, version)
    return handle ? [{ ...route, handle }] : []
  })
  const byDenom = routes.find((route) => route.path === '/{sdk}/bank/v1beta1/supply/by_denom')
  if (version === '0.45' && byDenom) {
    // SDK 0.45's SupplyOf route: one path segment. A 0.46+ client's `/supply/by_denom?denom=x`
    // lands here too and reads the supply of a denom named "by_denom" (0), as on a real 0.45 node.
    served.push({
      method: 'GET',
      path: '/{sdk}/bank/v1beta1/supply/{denom}',
      handle: (context: RouteContext) =>
        byDenom.handle({ ...context, query: new URLSearchParams({ denom: context.params.denom ?? '' }) }),
    })
  }
  return served
}
