import { DevnetError, invalidArgument, notFound } from './errors.ts'
import { createRandom, type Random } from './random.ts'

/**
 * The faults a devnet can inject, one per way a gateway in the wild goes wrong.
 *
 * @example
 * ```ts
 * for (const kind of devnetFaultKinds) console.log(kind) // latency, status, rateLimit, ...
 * ```
 */
export const devnetFaultKinds = ['latency', 'status', 'rateLimit', 'reset', 'truncate', 'html', 'drip', 'schema'] as const

/**
 * Name of a fault kind.
 *
 * @example
 * ```ts
 * const kind: DevnetFaultKind = 'rateLimit'
 * ```
 */
export type DevnetFaultKind = (typeof devnetFaultKinds)[number]

/**
 * Which requests a fault hits, how often, and for how long.
 *
 * @example
 * ```ts
 * const scope: DevnetFaultScope = { route: '/{sdk}/bank/v1beta1/balances/{address}', method: 'GET', times: 2 }
 * ```
 */
export type DevnetFaultScope = {
  /**
   * The requests it hits: a route template of the devnet, written as the routes
   * are (`'/{sdk}/bank/v1beta1/balances/{address}'`); a glob over the request
   * path (`'/stack/bank/**'`, `*` within one segment, `**` across segments); or
   * a RegExp tested against the path. Absent: every request.
   */
  route?: string | RegExp | undefined
  /** Only requests with this method. Absent: any method. */
  method?: 'GET' | 'POST' | undefined
  /** How many requests it hits before it is spent and removed. Absent: every matching request. */
  times?: number | undefined
  /**
   * Chance (0 to 1) that a matching request is hit, drawn from a random source
   * seeded by the devnet's seed and the fault's id, so a run is the same for the
   * same seed and the same requests. Default 1.
   */
  probability?: number | undefined
}

/**
 * One fault to inject into the simulated gateway.
 *
 * - `latency`: waits `ms` before answering; combines with any other fault.
 * - `status`: a 5xx answer with the gateway's error body (`times: 2` is a burst of two).
 * - `rateLimit`: 429 with `Retry-After` (seconds, or an HTTP date for a `Date` or string).
 * - `reset`: the connection is dropped without an answer (the Node server destroys the
 *   socket; under MSW or a plain `handle` call it is `Response.error()`, a network error).
 * - `truncate`: the real JSON cut in half; `ending: 'reset'` (default) cuts the connection
 *   mid-body as a crashing upstream does, `'clean'` ends a complete 200 whose body is not JSON.
 * - `html`: a proxy's HTML error page (default 502).
 * - `drip`: the real answer's headers at once, then its body `chunkSize` bytes every `interval` ms.
 * - `schema`: valid JSON that breaks the endpoint's schema: `change: 'numbers'` (default) sends
 *   every decimal string (amounts, heights) as a JSON number, `'missing'` leaves out the first field.
 *   Or JSON a gateway may legally send: `'null'` sets the fields at `at` to `null` and `'absent'`
 *   leaves them out (proto3 JSON's two forms of an unset message or bytes field), and `'deep'`
 *   wraps the value at `at` `depth` times in `wrap` (`$` marks the value; default `[$]`), written
 *   as text so any depth can be sent. `at` is a dotted path (`tx.auth_info.signer_infos.0.mode_info`,
 *   `*` for every element or field), or a list of them.
 *
 * @example
 * ```ts
 * devnet.faults.inject({ kind: 'status', status: 503, times: 2 }) // a burst of two 503s on any route
 * devnet.faults.inject({ kind: 'rateLimit', retryAfter: 1, route: '/stack/bank/**' })
 * devnet.faults.inject({ kind: 'reset', probability: 0.2 }) // seeded chaos: one request in five
 * ```
 */
export type DevnetFault = DevnetFaultScope &
  (
    | { kind: 'latency'; ms: number }
    | { kind: 'status'; status?: number | undefined }
    | { kind: 'rateLimit'; retryAfter?: number | string | Date | undefined }
    | { kind: 'reset' }
    | { kind: 'truncate'; ending?: 'reset' | 'clean' | undefined }
    | { kind: 'html'; status?: number | undefined }
    | { kind: 'drip'; interval?: number | undefined; chunkSize?: number | undefined }
    | {
        kind: 'schema'
        change?: 'numbers' | 'missing' | 'null' | 'absent' | 'deep' | undefined
        /** For `null`, `absent` and `deep`: dotted paths of the fields to change. */
        at?: string | readonly string[] | undefined
        /** For `deep`: how many times the value is wrapped. */
        depth?: number | undefined
        /** For `deep`: the JSON text of one wrapping, `$` where the wrapped value goes. Default `[$]`. */
        wrap?: string | undefined
      }
  )

/**
 * An injected fault as `list()` shows it: its id, its definition, how often it hit.
 *
 * @example
 * ```ts
 * devnet.faults.list() // [{ kind: 'status', status: 503, times: 2, id: 'fault-1', hits: 1 }]
 * ```
 */
export type DevnetFaultInfo = DevnetFault & {
  /** Identifies the fault, for `remove` and `DELETE /_devnet/faults/{id}`. */
  id: string
  /** Requests it has hit so far. */
  hits: number
}

/**
 * What `inject` returns: the fault's id, its hit count, and a way to remove it.
 *
 * @example
 * ```ts
 * const outage = devnet.faults.inject({ kind: 'reset' })
 * // ...
 * outage.remove()
 * ```
 */
export type DevnetFaultHandle = {
  readonly id: string
  /** Requests it has hit so far. */
  readonly hits: number
  /** Removes the fault; `false` when it was already spent or removed. */
  remove(): boolean
}

/**
 * Ready-made fault sets, by name: what the Storybook toolbar's Faults menu and
 * `POST /_devnet/faults { "preset": "flaky5xx" }` apply to every route.
 *
 * @example
 * ```ts
 * for (const fault of devnetFaultPresets.flaky5xx) devnet.faults.inject(fault)
 * ```
 */
export const devnetFaultPresets = {
  none: [],
  slow: [{ kind: 'latency', ms: 1500 }],
  flaky5xx: [{ kind: 'status', status: 503, probability: 0.5 }],
  rateLimited: [{ kind: 'rateLimit', retryAfter: 1, probability: 0.5 }],
  resets: [{ kind: 'reset', probability: 0.5 }],
  truncated: [{ kind: 'truncate', probability: 0.5 }],
  html502: [{ kind: 'html', status: 502 }],
  drip: [{ kind: 'drip' }],
  schema: [{ kind: 'schema' }],
} as const satisfies Record<string, readonly DevnetFault[]>

/**
 * Name of a fault preset.
 *
 * @example
 * ```ts
 * const preset: DevnetFaultPresetName = 'rateLimited'
 * ```
 */
export type DevnetFaultPresetName = keyof typeof devnetFaultPresets

/**
 * One request the devnet answered, as the request log keeps it.
 *
 * @example
 * ```ts
 * const [first, retry] = devnet.stats.log
 * const waited = retry.time - first.time // what the server saw between a 429 and its retry
 * ```
 */
export type DevnetRequestRecord = {
  method: string
  /** Path and query string as they arrived (mount path removed). */
  path: string
  /** Template of the route that matched, when one did. */
  route: string | undefined
  /** When the request arrived, in ms on `performance.now()`'s clock. */
  time: number
  /** Kind of the fault that answered it, when one did (latency counts only when alone). */
  fault: DevnetFaultKind | undefined
}

/**
 * Counters of the requests a devnet served (`GET /_devnet/stats` answers them as JSON).
 *
 * @example
 * ```ts
 * const { requests, maxInFlight } = await (await fetch('http://127.0.0.1:1317/_devnet/stats')).json()
 * ```
 */
export type DevnetStatsSnapshot = {
  /** Requests answered since the last reset (control requests and CORS preflights excluded). */
  requests: number
  /** Requests being answered now: from arrival until the last byte of the body. */
  inFlight: number
  /** The most requests in flight at once since the last reset. */
  maxInFlight: number
  /** Requests per route: `GET /{sdk}/bank/v1beta1/balances/{address}`, or the path when no route matched. */
  byRoute: Record<string, number>
  /** Requests a fault answered, by kind. */
  faulted: Partial<Record<DevnetFaultKind, number>>
  /** The latest requests (at most 1000), oldest first. */
  log: DevnetRequestRecord[]
}

/**
 * The request counters of a devnet: read them, or reset them between tests.
 *
 * @example
 * ```ts
 * devnet.stats.count('/{sdk}/bank/v1beta1/balances/{address}') // requests that route served
 * devnet.stats.maxInFlight // the most requests in flight at once
 * devnet.stats.reset()
 * ```
 */
export type DevnetStats = Readonly<DevnetStatsSnapshot> & {
  /** Requests that matched a route template, glob or RegExp (as in a fault's `route`), optionally by method. */
  count(route?: string | RegExp | undefined, method?: string | undefined): number
  /** A copy of the counters, as JSON. */
  snapshot(): DevnetStatsSnapshot
  /** Sets every counter to zero and empties the log. */
  reset(): void
}

/**
 * The fault controls of a devnet (`devnet.faults`).
 *
 * @example
 * ```ts
 * const burst = devnet.faults.inject({ kind: 'status', status: 502, times: 3 })
 * devnet.faults.injectPreset('slow')
 * devnet.faults.clear()
 * ```
 */
export type DevnetFaults = {
  /** Adds a fault; it hits matching requests until it is spent or removed. Throws for an invalid fault. */
  inject(fault: DevnetFault): DevnetFaultHandle
  /** Adds every fault of a preset. */
  injectPreset(name: DevnetFaultPresetName): DevnetFaultHandle[]
  /** Removes one fault by id; `false` when there was none. */
  remove(id: string): boolean
  /** Removes every fault. */
  clear(): void
  /** The active faults, in the order they were added. */
  list(): DevnetFaultInfo[]
}

/** What the fault layer needs to know about a request. */
type RequestFacts = { method: string; path: string; search: string; route: string | undefined }

type ActiveFault = { id: string; fault: DevnetFault; matches: (facts: RequestFacts) => boolean; random: Random; hits: number }

const logLimit = 1000

/**
 * @internal Creates the fault layer of a devnet: the faults, the request
 * counters, and `run`, which answers a request through both. `createDevnet`
 * builds one; use `devnet.faults` and `devnet.stats`.
 */
export function createFaultLayer(options: { seed: number | string; routeTemplates: readonly string[]; headers: Readonly<Record<string, string>> }) {
  const active: ActiveFault[] = []
  let nextId = 1
  const stats = createStats()

  const faults: DevnetFaults = {
    inject(fault) {
      const checked = checkFault(fault, options.routeTemplates)
      const id = `fault-${nextId++}`
      // Each fault draws from its own source, so adding one never changes when another hits.
      const entry: ActiveFault = { id, fault: checked, matches: scopeMatcher(checked), random: createRandom(`${options.seed}/${id}`), hits: 0 }
      active.push(entry)
      return {
        id: entry.id,
        get hits() {
          return entry.hits
        },
        remove: () => faults.remove(entry.id),
      }
    },
    injectPreset(name) {
      const preset = (devnetFaultPresets as Record<string, readonly DevnetFault[]>)[name]
      if (!preset) throw invalidArgument(`unknown fault preset "${String(name)}"`)
      return preset.map((fault) => faults.inject(fault))
    },
    remove(id) {
      const index = active.findIndex((entry) => entry.id === id)
      if (index === -1) return false
      active.splice(index, 1)
      return true
    },
    clear() {
      active.length = 0
    },
    list: () => active.map((entry) => ({ ...entry.fault, id: entry.id, hits: entry.hits })),
  }

  // Which faults hit this request: every latency that draws a hit, then the first other fault that does.
  function draw(facts: RequestFacts) {
    let latency = 0
    let terminal: DevnetFault | undefined
    for (const entry of [...active]) {
      if (!entry.matches(facts)) continue
      if (entry.fault.kind !== 'latency' && terminal) continue
      if (entry.random.next() >= (entry.fault.probability ?? 1)) continue
      entry.hits++
      if (entry.fault.times !== undefined && entry.hits >= entry.fault.times) faults.remove(entry.id)
      if (entry.fault.kind === 'latency') latency += entry.fault.ms
      else terminal = entry.fault
    }
    return { latency, terminal }
  }

  /** Answers a routed request through the active faults, counting it. */
  async function run(facts: RequestFacts, answer: () => Promise<Response>): Promise<Response> {
    const { latency, terminal } = draw(facts)
    const done = stats.begin(facts, terminal?.kind ?? (latency > 0 ? 'latency' : undefined))
    let streamed = false
    try {
      if (latency > 0) await sleep(latency)
      if (!terminal) return await answer()
      const response = await faultResponse(terminal, answer, options.headers, () => done())
      streamed = response.body !== null && (terminal.kind === 'drip' || (terminal.kind === 'truncate' && terminal.ending !== 'clean'))
      return response
    } finally {
      if (!streamed) done()
    }
  }

  return { faults, stats: stats.view, run }
}

/**
 * Answers the devnet's control routes, `/_devnet/faults` and `/_devnet/stats`,
 * so tools outside the process (browser tests, Storybook, curl) can switch
 * faults on a running devnet server. `undefined` for any other path.
 */
export async function answerControlRequest(
  layer: { faults: DevnetFaults; stats: DevnetStats },
  request: Request,
  path: string,
  headers: Readonly<Record<string, string>>,
): Promise<Response | undefined> {
  if (!path.startsWith('/_devnet/')) return undefined
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
  try {
    const method = request.method
    if (path === '/_devnet/stats' || path === '/_devnet/stats/') {
      if (method === 'GET') return json(200, layer.stats.snapshot())
      if (method === 'DELETE') {
        layer.stats.reset()
        return json(200, layer.stats.snapshot())
      }
    }
    if (path === '/_devnet/faults' || path === '/_devnet/faults/') {
      if (method === 'GET') return json(200, { faults: layer.faults.list() })
      if (method === 'DELETE') {
        const removed = layer.faults.list().length
        layer.faults.clear()
        return json(200, { removed })
      }
      if (method === 'POST') {
        const body = await readJson(request)
        const ids = new Set<string>()
        if (isRecord(body) && typeof body.preset === 'string') {
          for (const handle of layer.faults.injectPreset(body.preset as DevnetFaultPresetName)) ids.add(handle.id)
        } else {
          for (const fault of Array.isArray(body) ? body : [body]) ids.add(layer.faults.inject(fault as DevnetFault).id)
        }
        return json(201, { faults: layer.faults.list().filter((fault) => ids.has(fault.id)) })
      }
    }
    const one = /^\/_devnet\/faults\/([^/]+)$/.exec(path)
    if (one && method === 'DELETE') {
      if (!layer.faults.remove(decodeURIComponent(one[1]!))) throw notFound(`no fault ${one[1]}`)
      return json(200, { removed: 1 })
    }
    throw new DevnetError(405, 12, `${method} ${path} is not a devnet control route`)
  } catch (error) {
    if (error instanceof DevnetError) return json(error.status, { code: error.code, message: error.message, details: [] })
    throw error
  }
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown
  } catch {
    throw invalidArgument('the body must be a fault, a list of faults or { "preset": name } as JSON')
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0

// Every field is checked, so a fault sent as JSON fails with a clear 400 instead of never hitting.
function checkFault(input: unknown, routeTemplates: readonly string[]): DevnetFault {
  if (!isRecord(input)) throw invalidArgument('a fault must be an object with a kind')
  const fault = input as DevnetFault
  const fail = (problem: string) => invalidArgument(`fault ${String(fault.kind)}: ${problem}`)
  if (!devnetFaultKinds.includes(fault.kind)) throw invalidArgument(`unknown fault kind "${String(fault.kind)}"; one of ${devnetFaultKinds.join(', ')}`)
  if (fault.route !== undefined && typeof fault.route !== 'string' && !(fault.route instanceof RegExp)) {
    throw fail('route must be a route template, a path glob or a RegExp')
  }
  if (typeof fault.route === 'string' && fault.route.includes('{') && !routeTemplates.includes(fault.route)) {
    throw fail(`no devnet route has the template "${fault.route}"`)
  }
  if (fault.method !== undefined && fault.method !== 'GET' && fault.method !== 'POST') throw fail('method must be GET or POST')
  if (fault.times !== undefined && (!isCount(fault.times) || fault.times === 0)) throw fail('times must be a positive integer')
  if (fault.probability !== undefined && !(typeof fault.probability === 'number' && fault.probability >= 0 && fault.probability <= 1)) {
    throw fail('probability must be between 0 and 1')
  }
  switch (fault.kind) {
    case 'latency':
      if (!isCount(fault.ms)) throw fail('ms must be a whole number of milliseconds')
      break
    case 'status':
    case 'html':
      if (fault.status !== undefined && !(isCount(fault.status) && fault.status >= 400 && fault.status <= 599)) {
        throw fail('status must be an HTTP error status (400-599)')
      }
      break
    case 'rateLimit': {
      const after = fault.retryAfter
      const valid =
        after === undefined ||
        isCount(after) ||
        (after instanceof Date && !Number.isNaN(after.getTime())) ||
        (typeof after === 'string' && after.length > 0)
      if (!valid) throw fail('retryAfter must be whole seconds, a Date or an HTTP date')
      break
    }
    case 'truncate':
      if (fault.ending !== undefined && fault.ending !== 'reset' && fault.ending !== 'clean') throw fail('ending must be reset or clean')
      break
    case 'drip':
      if (fault.interval !== undefined && (!isCount(fault.interval) || fault.interval === 0)) throw fail('interval must be positive ms')
      if (fault.chunkSize !== undefined && (!isCount(fault.chunkSize) || fault.chunkSize === 0)) throw fail('chunkSize must be positive bytes')
      break
    case 'schema': {
      const changes = ['numbers', 'missing', 'null', 'absent', 'deep']
      if (fault.change !== undefined && !changes.includes(fault.change)) throw fail(`change must be one of ${changes.join(', ')}`)
      const paths = fault.at === undefined ? [] : typeof fault.at === 'string' ? [fault.at] : fault.at
      const needsPath = fault.change === 'null' || fault.change === 'absent' || fault.change === 'deep'
      if (!Array.isArray(paths) || paths.some((path) => typeof path !== 'string' || path === '') || (needsPath && paths.length === 0)) {
        throw fail(`change ${String(fault.change)} needs at: a dotted path or a list of them`)
      }
      if (fault.change === 'deep') {
        if (typeof fault.depth !== 'number' || !isCount(fault.depth) || fault.depth === 0 || fault.depth > 1_000_000) throw fail('depth must be a positive integer up to 1,000,000')
        if (fault.wrap !== undefined && (typeof fault.wrap !== 'string' || fault.wrap.split('$').length !== 2)) throw fail('wrap must hold exactly one $')
      }
      break
    }
  }
  return { ...fault }
}

function scopeMatcher(fault: DevnetFault): (facts: RequestFacts) => boolean {
  const { route, method } = fault
  const matchesRoute: (facts: RequestFacts) => boolean =
    route === undefined
      ? () => true
      : route instanceof RegExp
        ? (facts) => new RegExp(route.source, route.flags.replace('g', '')).test(facts.path)
        : route.includes('{')
          ? (facts) => facts.route === route
          : ((pattern) => (facts: RequestFacts) => pattern.test(facts.path))(globPattern(route))
  return (facts) => (method === undefined || facts.method === method) && matchesRoute(facts)
}

function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`)
}

const grpcCodeOfStatus: Record<number, [number, string]> = {
  500: [13, 'internal error'],
  501: [12, 'Not Implemented'],
  502: [14, 'upstream unavailable'],
  503: [14, 'service unavailable'],
  504: [4, 'upstream timed out'],
}

const proxyPage = (status: number) =>
  `<!DOCTYPE html>
<html>
<head><title>${status} Bad Gateway</title></head>
<body>
<center><h1>${status} Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`

async function faultResponse(
  fault: DevnetFault,
  answer: () => Promise<Response>,
  headers: Readonly<Record<string, string>>,
  onStreamDone: () => void,
): Promise<Response> {
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers, ...extra } })
  switch (fault.kind) {
    case 'latency':
      return answer()
    case 'status': {
      const status = fault.status ?? 503
      const [code, message] = grpcCodeOfStatus[status] ?? [2, 'unknown error']
      return json(status, { code, message, details: [] })
    }
    case 'rateLimit': {
      const after = fault.retryAfter ?? 1
      const header = after instanceof Date ? after.toUTCString() : String(after)
      return json(429, { code: 8, message: 'rate limit exceeded, retry later', details: [] }, { 'retry-after': header })
    }
    case 'reset':
      return Response.error()
    case 'html': {
      const status = fault.status ?? 502
      return new Response(proxyPage(status), { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
    }
    case 'truncate': {
      const real = await answer()
      const bytes = new Uint8Array(await real.arrayBuffer())
      const cut = bytes.slice(0, Math.max(1, Math.floor(bytes.length / 2)))
      if (fault.ending === 'clean') return new Response(cut, { status: real.status, headers: real.headers })
      let sent = false
      // A stream that errors after part of the body: the Node server cuts the connection, fetch fails with a TypeError.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true
            controller.enqueue(cut)
            return
          }
          controller.error(new TypeError('terminated: the devnet cut the connection mid-body'))
          onStreamDone()
        },
        cancel: onStreamDone,
      })
      return new Response(body, { status: real.status, headers: real.headers })
    }
    case 'drip': {
      const real = await answer()
      const bytes = new Uint8Array(await real.arrayBuffer())
      const size = fault.chunkSize ?? 8
      const interval = fault.interval ?? 1000
      let offset = 0
      let timer: ReturnType<typeof setTimeout> | undefined
      let finished = false
      const finish = () => {
        if (finished) return
        finished = true
        if (timer !== undefined) clearTimeout(timer)
        onStreamDone()
      }
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          return new Promise<void>((resolve) => {
            timer = setTimeout(
              () => {
                controller.enqueue(bytes.slice(offset, offset + size))
                offset += size
                if (offset >= bytes.length) {
                  controller.close()
                  finish()
                }
                resolve()
              },
              offset === 0 ? 0 : interval,
            )
          })
        },
        cancel: finish,
      })
      return new Response(body, { status: real.status, headers: real.headers })
    }
    case 'schema': {
      const real = await answer()
      if (real.status !== 200) return real
      const data: unknown = await real.json()
      const paths = fault.at === undefined ? [] : typeof fault.at === 'string' ? [fault.at] : fault.at
      switch (fault.change) {
        case 'missing':
          return json(200, withoutFirstField(data))
        case 'null':
        case 'absent':
          for (const path of paths) setAt(data, path.split('.'), fault.change === 'null' ? null : undefined)
          return json(200, data)
        case 'deep': {
          // JSON.stringify recurses: the nesting is written as text around a marker instead.
          const marker = `\u0000deep-${Math.random()}`
          const wrapped: string[] = []
          for (const path of paths) {
            setAt(data, path.split('.'), (value: unknown) => {
              wrapped.push(JSON.stringify(value ?? null))
              return `${marker}${wrapped.length - 1}`
            })
          }
          const [open, close] = (fault.wrap ?? '[$]').split('$') as [string, string]
          const depth = fault.depth ?? 1
          let text = JSON.stringify(data)
          wrapped.forEach((inner, index) => {
            text = text.replace(JSON.stringify(`${marker}${index}`), () => `${open.repeat(depth)}${inner}${close.repeat(depth)}`)
          })
          return new Response(text, { status: 200, headers: { 'content-type': 'application/json', ...headers } })
        }
        default:
          return json(200, withNumbers(data))
      }
    }
  }
}

/** Every decimal string becomes a JSON number, as a gateway that serializes int64 carelessly would send it. */
function withNumbers(value: unknown): unknown {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  if (Array.isArray(value)) return value.map(withNumbers)
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNumbers(item)]))
  return value
}

/**
 * Sets (or, for undefined, deletes) the fields at a dotted path; `*` walks every element or
 * field. A function replacement gets the current value. Paths that do not exist are skipped.
 */
function setAt(target: unknown, path: readonly string[], replacement: unknown): void {
  const [head, ...rest] = path
  if (head === undefined || target === null || typeof target !== 'object') return
  const record = target as Record<string, unknown>
  const keys = head === '*' ? Object.keys(record) : [head]
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue
    if (rest.length > 0) {
      setAt(record[key], rest, replacement)
      continue
    }
    const value = typeof replacement === 'function' ? (replacement as (current: unknown) => unknown)(record[key]) : replacement
    if (value === undefined) delete record[key]
    else record[key] = value
  }
}

function withoutFirstField(value: unknown): unknown {
  if (!isRecord(value)) return null
  return Object.fromEntries(Object.entries(value).slice(1))
}

function createStats() {
  let requests = 0
  let inFlight = 0
  let maxInFlight = 0
  let byRoute: Record<string, number> = {}
  let faulted: Partial<Record<DevnetFaultKind, number>> = {}
  let log: DevnetRequestRecord[] = []

  const snapshot = (): DevnetStatsSnapshot => ({
    requests,
    inFlight,
    maxInFlight,
    byRoute: { ...byRoute },
    faulted: { ...faulted },
    log: log.map((record) => ({ ...record })),
  })

  const view: DevnetStats = {
    get requests() {
      return requests
    },
    get inFlight() {
      return inFlight
    },
    get maxInFlight() {
      return maxInFlight
    },
    get byRoute() {
      return { ...byRoute }
    },
    get faulted() {
      return { ...faulted }
    },
    get log() {
      return log.map((record) => ({ ...record }))
    },
    count(route, method) {
      const matches = scopeMatcher({ kind: 'reset', route, method: method as 'GET' | undefined })
      return log.filter((record) =>
        matches({ method: record.method, path: record.path.split('?')[0]!, search: '', route: record.route }),
      ).length
    },
    snapshot,
    reset() {
      requests = 0
      maxInFlight = inFlight
      byRoute = {}
      faulted = {}
      log = []
    },
  }

  function begin(facts: RequestFacts, fault: DevnetFaultKind | undefined): () => void {
    requests++
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const key = `${facts.method} ${facts.route ?? facts.path}`
    byRoute[key] = (byRoute[key] ?? 0) + 1
    if (fault) faulted[fault] = (faulted[fault] ?? 0) + 1
    log.push({ method: facts.method, path: `${facts.path}${facts.search}`, route: facts.route, time: performance.now(), fault })
    if (log.length > logLimit) log = log.slice(-logLimit)
    let ended = false
    return () => {
      if (ended) return
      ended = true
      inFlight--
    }
  }

  return { view, begin }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
