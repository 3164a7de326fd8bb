import { gatewayPresets, type GatewayPrefixes } from '../core/client.ts'
import { createChain, type ChainOptions } from './chain.ts'
import { DevnetError, invalidArgument, notImplemented } from './errors.ts'
import { answerControlRequest, createFaultLayer } from './faultLayer.ts'
import { chainAtHeight, ignoresBlockHeight, requestedHeight } from './chainAtHeight.ts'
import { routesOfSdkVersion, type DevnetSdkVersion } from './personality.ts'
import { compileRoutes, matchRoute, type Route } from './router.ts'
import { authRoutes } from './routes/auth.ts'
import { bankRoutes } from './routes/bank.ts'
import { baseRoutes } from './routes/base.ts'
import { evmRoutes } from './routes/evm.ts'
import { ibcChannelRoutes } from './routes/ibcChannel.ts'
import { ibcClientRoutes } from './routes/ibcClient.ts'
import { ibcConnectionRoutes } from './routes/ibcConnection.ts'
import { ibcFeeRoutes } from './routes/ibcFee.ts'
import { ibcTransferRoutes } from './routes/ibcTransfer.ts'
import { icaRoutes } from './routes/ica.ts'
import { mintRoutes } from './routes/mint.ts'
import { oracleRoutes } from './routes/oracle.ts'
import { stakingRoutes } from './routes/staking.ts'
import { txRoutes } from './routes/tx.ts'

/** Options of {@link createDevnet}. */
export type DevnetOptions = ChainOptions & {
  /** Route prefixes the simulated gateway answers on. Default: SPEC.md's `stack` / `appchain`. */
  prefixes?: Partial<GatewayPrefixes> | undefined
  /** Cosmos SDK line to pass for (`node_info` and route forms, see personality.ts). Default: every form answered, `v0.50.10` reported. */
  sdkVersion?: DevnetSdkVersion | undefined
}

/** Every route the simulated gateway serves. */
export const devnetRoutes: readonly Route[] = [
  ...authRoutes,
  ...bankRoutes,
  ...txRoutes,
  ...baseRoutes,
  ...ibcFeeRoutes,
  ...ibcTransferRoutes,
  ...icaRoutes,
  ...ibcClientRoutes,
  ...ibcConnectionRoutes,
  ...ibcChannelRoutes,
  ...oracleRoutes,
  ...evmRoutes,
  ...mintRoutes,
  ...stakingRoutes,
]

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, authorization, x-cosmos-block-height',
  'access-control-expose-headers': 'retry-after, date',
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...corsHeaders },
  })

/**
 * Creates the simulated gateway: a seeded chain and a fetch-style handler
 * that answers the gateway's routes with its JSON and its error behaviour
 * (404 with code 5 for an unknown account, 400 with code 3 for a malformed
 * address, 501 with code 12 for an unknown route). The same handler serves
 * MSW (`createDevnetHandlers`) and the Node server (`startDevnetServer`).
 *
 * `devnet.faults` injects the faults of a gateway in the wild (latency, 5xx
 * bursts, 429 with `Retry-After`, resets, truncated JSON, a proxy's HTML page,
 * a dripping body, JSON that breaks the schema), per route or globally;
 * `devnet.stats` counts the requests it served and how many were in flight at
 * once. Both are also reachable over HTTP at `/_devnet/faults` and `/_devnet/stats`.
 *
 * @example
 * ```ts
 * const devnet = createDevnet({ seed: 1 })
 * const response = await devnet.handle(new Request(`http://devnet/stack/bank/v1beta1/balances/${devnet.fixtures.richAddress}`))
 * devnet.faults.inject({ kind: 'status', status: 503, times: 2, route: '/{sdk}/bank/v1beta1/balances/{address}' })
 * devnet.stats.requests // 1
 * ```
 */
export function createDevnet(options: DevnetOptions = {}) {
  const chain = createChain(options)
  const prefixes = { ...gatewayPresets.spec, ...options.prefixes }
  const served = routesOfSdkVersion(devnetRoutes, options.sdkVersion)
  const routes = compileRoutes(served, prefixes)
  const faultLayer = createFaultLayer({
    seed: options.seed ?? 1,
    routeTemplates: served.map((route) => route.path),
    headers: corsHeaders,
  })

  /**
   * Answers one request. `basePath` is the path the gateway is mounted at
   * (for a base URL such as `http://host/lcd`), removed before routing.
   */
  async function handle(request: Request, handleOptions: { basePath?: string | undefined } = {}): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders })
    const url = new URL(request.url)
    const basePath = (handleOptions.basePath ?? '').replace(/\/+$/, '')
    const rawPath = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname
    const control = await answerControlRequest(faultLayer, request, rawPath, corsHeaders)
    if (control) return control
    let found: ReturnType<typeof matchRoute> | URIError
    try {
      found = matchRoute(routes, request.method, rawPath)
    } catch (error) {
      if (!(error instanceof URIError)) throw error
      found = error
    }
    const route = found instanceof URIError ? undefined : found?.route.path
    return faultLayer.run({ method: request.method, path: rawPath, search: url.search, route }, () => answer(request, url, found))
  }

  async function answer(request: Request, url: URL, found: ReturnType<typeof matchRoute> | URIError): Promise<Response> {
    try {
      if (found instanceof URIError) throw found
      if (!found) throw notImplemented()
      let body: unknown
      if (request.method === 'POST') {
        const text = await request.text()
        try {
          body = text ? JSON.parse(text) : {}
        } catch {
          throw invalidArgument('invalid character in request body: not valid JSON')
        }
      }
      // `x-cosmos-block-height`: the handler reads the chain as that block left it (chainAtHeight.ts).
      const height = ignoresBlockHeight(found.route.path) ? undefined : requestedHeight(request.headers)
      const atHeight = height === undefined ? chain : chainAtHeight(chain, height)
      return json(200, found.route.handle({ chain: atHeight, params: found.params, query: url.searchParams, body }))
    } catch (error) {
      if (error instanceof DevnetError) {
        return json(error.status, { code: error.code, message: error.message, details: [], error: error.message })
      }
      if (error instanceof URIError) return json(400, { code: 3, message: 'invalid path encoding', details: [] })
      throw error
    }
  }

  return {
    chain,
    /** Well-known addresses and denoms of this chain. */
    fixtures: chain.fixtures,
    prefixes,
    handle,
    /** Injected faults: `inject`, `remove`, `clear`, `list`. */
    faults: faultLayer.faults,
    /** Requests served: total, in flight now, most in flight at once, per route; `reset()` between tests. */
    stats: faultLayer.stats,
    /** Produces a block now (for tests with `autoAdvance: false`). */
    produceBlock: () => chain.produceBlock(),
  }
}

/** A simulated gateway. */
export type Devnet = ReturnType<typeof createDevnet>
