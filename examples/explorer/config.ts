// What `npm run explorer` is told through the environment, checked before anything starts. The script
// (scripts/explorer.mjs) reads it; the app receives the `gateway` part.
import { gatewayPresets, ParameterError, type GatewayPrefixes, type GatewayPresetName } from 'gatekit'

/** The gateway the explorer reads: its base URL and route prefixes (a preset name or both segments). */
export type ExplorerGateway = {
  baseUrl: string
  prefixes: GatewayPresetName | GatewayPrefixes
}

/** What `npm run explorer` does, read from the environment by {@link readExplorerEnv}. */
export type ExplorerEnv = {
  /** Port of the explorer's page server; the next free one is taken when it is busy. */
  port: number
  /**
   * `devnet`: start the simulated gateway (on `devnetPort`, another when busy; with `seed`) and read it.
   * `gateway`: read the gateway at `gateway.baseUrl`, start nothing else.
   */
  mode: 'devnet' | 'gateway'
  devnetPort: number
  seed: string
  /** The gateway's prefixes; in `devnet` mode the simulated gateway answers on them. Its URL is known once it listens. */
  prefixes: GatewayPresetName | GatewayPrefixes
  /** Set in `gateway` mode. */
  baseUrl?: string | undefined
}

const presetNames = Object.keys(gatewayPresets) as GatewayPresetName[]
const isPresetName = (value: string): value is GatewayPresetName => (presetNames as string[]).includes(value)
// A route prefix is one path segment.
const segment = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/

function readPort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const text = value.trim()
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN
  if (!(port >= 1 && port <= 65_535)) {
    throw new ParameterError({ parameter: name, problem: `must be a port number from 1 to 65535 (got "${value}")` })
  }
  return port
}

function readBaseUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new ParameterError({ parameter: 'GATEWAY_URL', problem: `must be an http(s) URL such as http://127.0.0.1:1317 (got "${value}")` })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ParameterError({ parameter: 'GATEWAY_URL', problem: `must use http or https (got "${url.protocol}")` })
  }
  if (url.username || url.password) {
    // The URL is shown on the page and built into it: a credential there would leak.
    throw new ParameterError({ parameter: 'GATEWAY_URL', problem: 'must not carry a user name or password' })
  }
  if (url.search || url.hash) {
    throw new ParameterError({ parameter: 'GATEWAY_URL', problem: 'must not have a query string or fragment (routes are appended to its path)' })
  }
  return url.href.replace(/\/+$/, '')
}

function readPrefixes(preset: string | undefined, prefixes: string | undefined): GatewayPresetName | GatewayPrefixes {
  const presetText = preset?.trim() || undefined
  const prefixesText = prefixes?.trim() || undefined
  if (presetText && prefixesText) {
    throw new ParameterError({ parameter: 'GATEWAY_PRESET', problem: 'and GATEWAY_PREFIXES cannot both be set: choose a preset or give both prefixes' })
  }
  if (prefixesText) {
    const parts = prefixesText.split(',').map((part) => part.trim())
    if (parts.length !== 2 || !parts.every((part) => segment.test(part))) {
      throw new ParameterError({
        parameter: 'GATEWAY_PREFIXES',
        problem: `must be two path segments, the SDK's then the chain's, such as "cosmos,kiichain" (got "${prefixes}")`,
      })
    }
    return { sdk: parts[0]!, app: parts[1]! }
  }
  if (presetText === undefined) return 'spec'
  if (!isPresetName(presetText)) {
    throw new ParameterError({ parameter: 'GATEWAY_PRESET', problem: `must be one of ${presetNames.join(', ')} (got "${preset}")` })
  }
  return presetText
}

/**
 * Reads the explorer's settings from environment variables: `PORT` (default 5173), `GATEWAY_URL`
 * (a real gateway; without it the simulated one is started), `GATEWAY_PRESET` (`spec` or `kiichain`)
 * or `GATEWAY_PREFIXES` (`sdk,app`), and for the simulated gateway `DEVNET_PORT` (default 1317) and
 * `SEED` (default `1`). Throws `ParameterError` naming the variable when a value is malformed.
 *
 * @example
 * ```ts
 * readExplorerEnv({ GATEWAY_URL: 'https://lcd.example.org', GATEWAY_PRESET: 'kiichain' })
 * // { mode: 'gateway', baseUrl: 'https://lcd.example.org', prefixes: 'kiichain', port: 5173, ... }
 * ```
 */
export function readExplorerEnv(env: Readonly<Record<string, string | undefined>>): ExplorerEnv {
  const port = readPort('PORT', env.PORT, 5173)
  const devnetPort = readPort('DEVNET_PORT', env.DEVNET_PORT, 1317)
  const prefixes = readPrefixes(env.GATEWAY_PRESET, env.GATEWAY_PREFIXES)
  const seed = env.SEED?.trim() || '1'
  const url = env.GATEWAY_URL?.trim()
  if (!url) return { mode: 'devnet', port, devnetPort, seed, prefixes }
  return { mode: 'gateway', port, devnetPort, seed, prefixes, baseUrl: readBaseUrl(url) }
}

/**
 * The two segments of a preset name, or the pair itself.
 *
 * @example
 * ```ts
 * resolveExplorerPrefixes('kiichain') // { sdk: 'cosmos', app: 'kiichain' }
 * ```
 */
export function resolveExplorerPrefixes(prefixes: GatewayPresetName | GatewayPrefixes): GatewayPrefixes {
  return typeof prefixes === 'string' ? { ...gatewayPresets[prefixes] } : prefixes
}

/**
 * The prefixes as a line of text.
 *
 * @example
 * ```ts
 * describePrefixes('kiichain') // '/cosmos and /kiichain'
 * ```
 */
export function describePrefixes(prefixes: GatewayPresetName | GatewayPrefixes): string {
  const resolved = resolveExplorerPrefixes(prefixes)
  return `/${resolved.sdk} and /${resolved.app}`
}
