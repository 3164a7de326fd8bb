import { DevnetError, invalidArgument, notFound } from './errors.ts'
import { faultResponse } from './faultResponses.ts'
import { devnetFaultKinds, devnetFaultPresets, type DevnetFault, type DevnetFaultPresetName, type DevnetFaults } from './faults.ts'
import { createRandom, type Random } from './random.ts'
import { scopeMatcher, type RequestFacts } from './requestScope.ts'
import { createStats, type DevnetStats } from './stats.ts'

// The fault layer of a devnet: the active faults, which of them hit a request, and the
// control routes (`/_devnet/faults`, `/_devnet/stats`) that switch them from outside.

type ActiveFault = { id: string; fault: DevnetFault; matches: (facts: RequestFacts) => boolean; random: Random; hits: number }

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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
