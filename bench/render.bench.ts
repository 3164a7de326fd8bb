import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { chromium, type Page } from 'playwright-core'
import type { MountResult, Scenario, ScrollResult } from './render/page.tsx'
import { chromiumArgs, chromiumPath } from '../test/chromiumLaunch.ts'
import type { Benchmark, BenchRow } from './types.ts'

// Rendering in Chromium (issue 7, item 4; issue 16, item 2): the explorer tables with 10,000 rows,
// TxViewer with a transaction of 100 messages and BalanceList with 1,000 balances, in a production
// build of React, the way a user's page runs them.
// Every figure is the best of `runs` cold runs (RENDER_RUNS, default 3).

const root = fileURLToPath(new URL('..', import.meta.url))

/** Table rows rendered; messages of the transaction shown by TxViewer. */
export const tableRows = 10_000
export const viewerMessages = 100
/** Balances of the account BalanceList shows (issue 16: 1,000). */
export const balanceCount = 1_000
/** The budgets: at most a few hundred rows in the DOM, no task over 50 ms. */
export const maxDomRowsTarget = 300
export const longTaskLimitMs = 50

// `gatekit` and `gatekit/<entry>` resolve to the sources, as in vite.config.ts.
const gatekitSources: Plugin = {
  name: 'gatekit-sources',
  setup(context) {
    context.onResolve({ filter: /^gatekit(\/.*)?$/ }, (args) => {
      if (args.path === 'gatekit') return { path: join(root, 'src/exports/index.ts') }
      return { path: join(root, 'src/exports', `${args.path.slice('gatekit/'.length)}.ts`) }
    })
  },
}

/** Bundles the page (React in production mode, minified) into `directory`. */
export async function buildPage(directory: string, options: { minify?: boolean } = {}): Promise<void> {
  await build({
    absWorkingDir: root,
    // The components' stylesheet as a user's page loads it (gatekit/styles.css), @imports inlined.
    entryPoints: { page: 'bench/render/page.tsx', styles: 'src/components/styles.css' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: options.minify ?? true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [gatekitSources],
    outdir: directory,
    logLevel: 'error',
  })
  await writeFile(
    join(directory, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>gatekit render benchmark</title>' +
      '<link rel="stylesheet" href="/styles.css"></head><body><script type="module" src="/page.js"></script></body></html>',
  )
}

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

export function serve(directory: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = resolve(directory, `.${path === '/' ? '/index.html' : path}`)
    if (!file.startsWith(directory)) return response.writeHead(404).end()
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }))
  })
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const integer = (value: number) => value.toLocaleString('en-US')

/**
 * Each scenario runs this many times, each in a fresh browser context (cold: no warm JIT, no code
 * cache, no formatter cache); every figure is the best of the runs. A long task the component
 * causes shows in every run; one caused by another process taking the CPU does not.
 */
export const runs = Number(process.env.RENDER_RUNS ?? 3)
const runsLabel = runs === 1 ? 'one cold run' : `best of ${runs} cold runs`

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } }

/**
 * CPU time (ms) of every task on the renderer's main thread, from a trace. A task stretched by
 * another process taking the core has a long wall time but a short CPU time.
 */
function mainThreadTaskCpuTimes(trace: Buffer): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[]
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
  const mainThreads = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  )
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000)
}

/** Long tasks of one phase: by wall time (the Long Tasks API) and by main-thread CPU time (a trace). */
type Phase = { longTasks: number[]; cpuTasks: number[] }
type MeasuredRun = { mount: MountResult & Phase; scroll: (ScrollResult & Phase) | undefined }

const over = (durations: readonly number[]) => durations.filter((duration) => duration > longTaskLimitMs)
const longest = (durations: readonly number[]) => Math.max(0, ...durations)
/** The phase of the run with the fewest tasks over the limit, by the given measure (then the shortest longest task). */
const fewest = <T extends Phase>(phases: T[], key: keyof Phase): T =>
  [...phases].sort((a, b) => over(a[key]).length - over(b[key]).length || longest(a[key]) - longest(b[key]))[0]!

function longTaskRows(label: string, phases: Phase[]): BenchRow[] {
  const describe = (durations: number[], unit: string) => {
    const long = over(durations)
    return long.length === 0 ? `0 over ${longTaskLimitMs} ms${unit}` : `${long.length} over ${longTaskLimitMs} ms${unit}, longest ${ms(Math.max(...long))}`
  }
  // Every task's CPU time is known (the Long Tasks API sees only those over 50 ms): the longest shows the margin.
  const describeCpu = (durations: number[]) =>
    over(durations).length === 0 ? `${describe(durations, ' of CPU')}, longest ${ms(longest(durations))}` : describe(durations, ' of CPU')
  const wall = fewest(phases, 'longTasks')
  const cpu = fewest(phases, 'cpuTasks')
  return [
    { group: 'render', name: `${label}: long tasks`, figure: describe(wall.longTasks, ''), target: `no task > ${longTaskLimitMs} ms`, met: over(wall.longTasks).length === 0 },
    // The same tasks by CPU time: tells a slow component (long in both) from a loaded machine (long in wall time only).
    {
      group: 'render',
      name: `${label}: the same by main-thread CPU time`,
      figure: describeCpu(cpu.cpuTasks),
      target: `no task > ${longTaskLimitMs} ms`,
      met: over(cpu.cpuTasks).length === 0,
    },
  ]
}

function mountRows(label: string, what: string, results: MeasuredRun[]): BenchRow[] {
  const mounts = results.map((result) => result.mount)
  const first = mounts[0]!
  return [
    {
      group: 'render',
      name: `${label}: first render (${what}, ${runsLabel})`,
      figure: `${ms(Math.min(...mounts.map((mount) => mount.firstRenderMs)))}, ${integer(first.domElements)} elements`,
    },
    ...longTaskRows(`${label}: first render`, mounts),
  ]
}

function tableRowsOf(label: string, results: MeasuredRun[]): BenchRow[] {
  const scrolls = results.map((result) => result.scroll!)
  const items = results[0]!.mount.items
  const maxDomRows = Math.max(...results.map((result) => Math.max(result.mount.domRows, result.scroll!.maxDomRows)))
  return [
    ...mountRows(label, `${integer(items)} rows`, results),
    {
      group: 'render',
      name: `${label}: most rows in the DOM, first render and scroll`,
      figure: `${integer(maxDomRows)} of ${integer(items)}`,
      target: `<= ${maxDomRowsTarget}`,
      met: maxDomRows <= maxDomRowsTarget,
    },
    {
      group: 'render',
      name: `${label}: scroll top to bottom (${integer(scrolls[0]!.frames)} frames)`,
      figure: scrolls.every((scroll) => scroll.reachedEnd) ? 'last row reached' : 'last row not reached',
      target: 'last row reached',
      met: scrolls.every((scroll) => scroll.reachedEnd),
    },
    ...longTaskRows(`${label}: scroll`, scrolls),
  ]
}

const benchmark: Benchmark = async () => {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`)
  const directory = await mkdtemp(join(tmpdir(), 'gatekit-render-'))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  let server: Server | undefined
  try {
    await buildPage(directory)
    const served = await serve(directory)
    server = served.server
    const traced = async <T>(page: Page, action: () => Promise<T>): Promise<T & { cpuTasks: number[] }> => {
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] })
      const result = await action()
      return { ...result, cpuTasks: mainThreadTaskCpuTimes(await browser.stopTracing()) }
    }
    const once = async (scenario: Scenario, count: number): Promise<MeasuredRun> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(served.url)
        await page.waitForFunction(() => 'gatekitBench' in window)
        await page.evaluate(([name, rows]) => window.gatekitBench.prepare(name, rows), [scenario, count] as const)
        const mount = await traced(page, () => page.evaluate(() => window.gatekitBench.mount()))
        const scroll = scenario === 'tx-viewer' || scenario === 'balance-list' ? undefined : await traced(page, () => page.evaluate(() => window.gatekitBench.scroll()))
        await page.evaluate(() => window.gatekitBench.unmount())
        if (errors.length > 0) throw new Error(`${scenario}: ${errors.join('; ')}`)
        return { mount, scroll }
      } finally {
        await context.close()
      }
    }
    const measure = async (scenario: Scenario, count: number) => {
      const results: MeasuredRun[] = []
      for (let run = 0; run < runs; run++) results.push(await once(scenario, count))
      return results
    }
    const blocks = await measure('block-table', tableRows)
    const txs = await measure('tx-table', tableRows)
    const viewer = await measure('tx-viewer', viewerMessages)
    const balances = await measure('balance-list', balanceCount)
    return [
      ...tableRowsOf('BlockExplorerTable', blocks),
      ...tableRowsOf('TxTable', txs),
      ...mountRows('TxViewer', `${viewerMessages} messages, ${integer(viewer[0]!.mount.items)} events`, viewer),
      ...mountRows('BalanceList', `${integer(balanceCount)} balances`, balances),
    ]
  } finally {
    await browser.close()
    server?.close()
    await rm(directory, { recursive: true, force: true })
  }
}

export default benchmark
