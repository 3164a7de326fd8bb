import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { missingIssueFigures } from './issueTargets.ts'
import type { Benchmark, BenchRow } from './types.ts'

// `npm run bench [-- name ...] [-- --strict]`: runs every bench/<name>.bench.ts, each once in a
// process of its own (so one benchmark's warm JIT, caches or leaked handles do not colour the next),
// prints one table and writes it to bench/results.md for the README to quote.
//
//   npm run bench                 every benchmark: size, validation, render, then the others A-Z
//   npm run bench -- render       only those named (the other groups of results.md are kept)
//   npm run bench -- --strict     also fail (exit 1) when a figure misses its target, when one of
//                                 issue 16's figures has no row with the issue's target
//                                 (bench/issueTargets.ts), or when the machine is busy (below)
//   npm run bench -- --strict --max-wait=600   wait up to 600 s (default 300) for a quiet machine
//
// A benchmark that throws shows its error as a row and makes the exit code 1; the others still run.
//
// Load: every group records the 1-minute load average just before it starts (a `run` row lists them).
// Timings taken while other processes compete for the cores are not comparable, so a --strict run
// needs the load under 1 before each group. It waits for that, at most --max-wait seconds per group,
// because the previous group's own work raises the average for a minute after it ends and a short
// wait lets it decay; when the load stays at 1 or more it stops with exit code 1 and says so, rather
// than run on and report figures it does not stand behind. Without --strict the run goes on at any
// load and its `run` row is marked as not valid for --strict.

// GATEKIT_BENCH_DIR: another folder of benchmarks, whose results.md is written there (test/bench/runner.test.ts).
const benchDirectory = process.env.GATEKIT_BENCH_DIR ?? fileURLToPath(new URL('.', import.meta.url))
const resultsMarkdown = join(benchDirectory, 'results.md')
const resultsJson = join(benchDirectory, 'results.json')
const firstInOrder = ['size', 'validation', 'render']
/** A benchmark still running after this long is stopped and reported as failed. */
const timeLimitMs = 10 * 60_000
/** A --strict run needs the 1-minute load average below this before each group. */
export const strictLoadLimit = 1
const defaultMaxWaitSeconds = 300
const loadPollMs = 5_000

type Machine = { node: string; cpu: string; cores: number; platform: string; load?: number | undefined }
type GroupResult = { benchmark: string; date: string; machine: Machine; seconds: number; rows: BenchRow[] }

/** The benchmarks in bench/, in the order they run. */
export function discoverBenchmarks(directory = benchDirectory): string[] {
  const names = readdirSync(directory)
    .filter((file) => file.endsWith('.bench.ts'))
    .map((file) => file.slice(0, -'.bench.ts'.length))
  const rank = (name: string) => {
    const index = firstInOrder.indexOf(name)
    return index === -1 ? firstInOrder.length : index
  }
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

function machine(): Machine {
  const processors = cpus()
  return {
    node: process.version,
    cpu: processors[0]?.model.trim() ?? 'unknown CPU',
    cores: processors.length,
    platform: `${process.platform} ${process.arch}`,
    // Other processes competing for the cores make times longer and long tasks likelier.
    load: currentLoad(),
  }
}

const describeMachine = (value: Machine) =>
  `Node ${value.node}, ${value.cpu}, ${value.cores} cores, ${value.platform}${value.load === undefined ? '' : `, load average ${value.load.toFixed(2)}`}`

const currentLoad = () => Math.round(loadavg()[0]! * 100) / 100

/** What `waitForQuietMachine` needs from the world; tests pass their own. */
export type LoadClock = { readLoad: () => number; sleep: (ms: number) => Promise<void>; now: () => number }

const realClock: LoadClock = { readLoad: currentLoad, sleep: (ms) => new Promise((done) => setTimeout(done, ms)), now: Date.now }

/**
 * Waits until the 1-minute load average is below `limit`, polling, for at most `maxWaitMs`.
 * Resolves with the last load read and whether it was below the limit.
 */
export async function waitForQuietMachine(
  { maxWaitMs, limit = strictLoadLimit, pollMs = loadPollMs }: { maxWaitMs: number; limit?: number; pollMs?: number },
  clock: LoadClock = realClock,
): Promise<{ load: number; quiet: boolean; waitedMs: number }> {
  const started = clock.now()
  let load = clock.readLoad()
  while (load >= limit && clock.now() - started < maxWaitMs) {
    await clock.sleep(Math.min(pollMs, maxWaitMs - (clock.now() - started)))
    load = clock.readLoad()
  }
  return { load, quiet: load < limit, waitedMs: clock.now() - started }
}

/** The `run` row: the load average each group started at, against the --strict limit. */
export function loadRow(loads: readonly { benchmark: string; load: number }[]): BenchRow {
  const busiest = Math.max(...loads.map((entry) => entry.load))
  return {
    group: 'run',
    name: 'load average (1 min) before each group',
    figure: `${loads.map((entry) => `${entry.benchmark} ${entry.load.toFixed(2)}`).join(', ')}${busiest >= strictLoadLimit ? ': not valid for --strict' : ''}`,
    target: `< ${strictLoadLimit} (--strict)`,
    met: busiest < strictLoadLimit,
  }
}

/**
 * The exit code of a finished run and the lines that explain it: 1 when a benchmark crashed, and
 * with --strict also when a figure missed its target (an issue figure without its row, a busy
 * machine: both are rows with `met: false`).
 */
export function verdict(rows: readonly BenchRow[], strict: boolean): { exitCode: 0 | 1; lines: string[] } {
  const crashed = rows.filter((row) => row.name === 'benchmark failed')
  const missed = rows.filter((row) => row.met === false && row.name !== 'benchmark failed')
  const lines: string[] = []
  if (crashed.length > 0) lines.push(`${crashed.length} benchmark${crashed.length === 1 ? '' : 's'} failed: ${crashed.map((row) => row.group).join(', ')}.`)
  if (missed.length > 0) {
    lines.push(`${missed.length} figure${missed.length === 1 ? '' : 's'} missed the target${strict ? ':' : ' (pass --strict to fail on it).'}`)
    if (strict) lines.push(...missed.map((row) => `  ✗ ${row.group}: ${row.name}: ${row.figure} (target ${row.target ?? 'none'})`))
  }
  if (strict && crashed.length === 0 && missed.length === 0) lines.push('--strict: every figure met its target.')
  return { exitCode: crashed.length > 0 || (strict && missed.length > 0) ? 1 : 0, lines }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.split('\n')[0]!.slice(0, 300)
}

const failureRow = (benchmark: string, error: unknown): BenchRow => ({
  group: benchmark,
  name: 'benchmark failed',
  figure: errorText(error),
  met: false,
})

/** Runs one benchmark in this process and writes its rows (or its error) as JSON to `output`. */
async function runChild(benchmark: string, output: string): Promise<void> {
  try {
    const module = (await import(pathToFileURL(join(benchDirectory, `${benchmark}.bench.ts`)).href)) as { default?: Benchmark }
    if (typeof module.default !== 'function') throw new Error(`bench/${benchmark}.bench.ts has no default-exported benchmark function`)
    const rows = await module.default()
    await writeFile(output, JSON.stringify({ rows }))
  } catch (error) {
    await writeFile(output, JSON.stringify({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }))
    process.exitCode = 1
  }
}

/** Runs one benchmark in a child process (same Node flags, so TypeScript loads as here). */
async function runIsolated(benchmark: string, directory: string): Promise<GroupResult> {
  const output = join(directory, `${benchmark}.json`)
  // Read before the benchmark adds its own load.
  const measuredOn = machine()
  const started = Date.now()
  const exitCode = await new Promise<number | null>((done) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', benchmark, output], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const timer = setTimeout(() => child.kill('SIGTERM'), timeLimitMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      done(code)
    })
  })
  const seconds = (Date.now() - started) / 1000
  const result = { benchmark, date: new Date().toISOString(), machine: measuredOn, seconds }
  if (!existsSync(output)) {
    const reason = exitCode === null ? `stopped after ${timeLimitMs / 60_000} minutes` : `exited with code ${exitCode} before reporting`
    return { ...result, rows: [failureRow(benchmark, reason)] }
  }
  const reported = JSON.parse(await readFile(output, 'utf8')) as { rows?: BenchRow[]; error?: string }
  if (reported.error !== undefined) {
    console.error(`bench/${benchmark}.bench.ts failed:\n${reported.error}`)
    return { ...result, rows: [failureRow(benchmark, reported.error)] }
  }
  const rows = reported.rows ?? []
  return { ...result, rows: rows.length > 0 ? rows : [failureRow(benchmark, 'returned no rows')] }
}

const mark = (row: BenchRow) => (row.met === undefined ? '' : row.met ? '✓' : '✗')

/** The rows as an aligned plain-text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['group', 'name', 'figure', 'target', 'met']
  const cells = rows.map((row) => [row.group, row.name, row.figure, row.target ?? '', mark(row)])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)))
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n')
}

const escapeCell = (value: string) => value.replaceAll('|', '\\|').replaceAll('\n', ' ')

/** The results as Markdown: one table (the groups' rows, then `runRows` about the run), then where and when each group was measured. */
export function formatMarkdown(groups: readonly GroupResult[], runRows: readonly BenchRow[] = []): string {
  const rows = [...groups.flatMap((group) => group.rows), ...runRows]
  const table = [
    '| group | name | figure | target | met |',
    '| --- | --- | --- | --- | :-: |',
    ...rows.map((row) => `| ${[row.group, row.name, row.figure, row.target ?? '', mark(row)].map(escapeCell).join(' | ')} |`),
  ]
  const runs = new Map<string, string[]>()
  for (const group of groups) {
    const when = `${group.date.slice(0, 10)} on ${describeMachine(group.machine)}`
    runs.set(when, [...(runs.get(when) ?? []), group.benchmark])
  }
  const measured = [...runs].map(([when, names]) => `- ${names.join(', ')}: ${when}`)
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see bench/run.ts); the README quotes these figures. Times depend on the machine:',
    'compare ratios measured in the same run, not absolute times across machines.',
    '',
    ...table,
    '',
    'Measured:',
    '',
    ...measured,
    '',
  ].join('\n')
}

async function readPrevious(): Promise<GroupResult[]> {
  try {
    return JSON.parse(await readFile(resultsJson, 'utf8')) as GroupResult[]
  } catch {
    return []
  }
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--child') {
    await runChild(argv[1]!, argv[2]!)
    // Exit even if the benchmark left a handle open (a server, a browser); its rows are written.
    process.exit(process.exitCode === 1 ? 1 : 0)
  }
  const strict = argv.includes('--strict')
  const maxWaitArgument = argv.find((argument) => argument.startsWith('--max-wait='))
  const maxWaitSeconds = maxWaitArgument === undefined ? defaultMaxWaitSeconds : Number(maxWaitArgument.slice('--max-wait='.length))
  if (!Number.isFinite(maxWaitSeconds) || maxWaitSeconds < 0) {
    console.error(`--max-wait takes a number of seconds, not ${maxWaitArgument}.`)
    return 2
  }
  const requested = argv.filter((argument) => !argument.startsWith('--'))
  const available = discoverBenchmarks()
  const unknown = requested.filter((name) => !available.includes(basename(name, '.bench.ts')))
  if (unknown.length > 0) {
    console.error(`No benchmark named ${unknown.join(', ')}; there are: ${available.join(', ')}.`)
    return 2
  }
  const selected = requested.length === 0 ? available : available.filter((name) => requested.map((entry) => basename(entry, '.bench.ts')).includes(name))

  const directory = await mkdtemp(join(tmpdir(), 'gatekit-bench-'))
  const results: GroupResult[] = []
  try {
    for (const benchmark of selected) {
      if (strict) {
        const { load, quiet, waitedMs } = await waitForQuietMachine({ maxWaitMs: maxWaitSeconds * 1000 })
        if (!quiet) {
          console.error(
            `--strict: the load average is ${load.toFixed(2)} after waiting ${Math.round(waitedMs / 1000)} s, still not under ${strictLoadLimit}: ` +
              `other processes compete for the cores, so figures measured now would not be valid for --strict. ` +
              `Stopped before ${benchmark}; nothing written. Run again when the machine is quiet, wait longer (--max-wait=SECONDS), or measure without --strict.`,
          )
          return 1
        }
        if (waitedMs > 0) console.log(`  waited ${Math.round(waitedMs / 1000)} s for the load average to drop under ${strictLoadLimit} (now ${load.toFixed(2)})`)
      }
      console.log(`▸ ${benchmark}`)
      const result = await runIsolated(benchmark, directory)
      console.log(`  ${result.seconds.toFixed(1)} s`)
      results.push(result)
    }
  } finally {
    await rm(directory, { recursive: true, force: true })
  }

  const measuredRows = results.flatMap((result) => result.rows)
  const rows = [
    ...measuredRows,
    ...missingIssueFigures(measuredRows, selected),
    loadRow(results.map((result) => ({ benchmark: result.benchmark, load: result.machine.load ?? 0 }))),
  ]
  console.log(`\n${formatTable(rows)}\n`)
  console.log(`${describeMachine(machine())}, ${new Date().toISOString()}`)

  // A partial run replaces its own groups and keeps the others from the last full run.
  const kept = requested.length === 0 ? [] : (await readPrevious()).filter((previous) => available.includes(previous.benchmark) && !selected.includes(previous.benchmark))
  const all = [...kept, ...results].sort((a, b) => available.indexOf(a.benchmark) - available.indexOf(b.benchmark))
  await writeFile(resultsJson, `${JSON.stringify(all, null, 2)}\n`)
  await writeFile(resultsMarkdown, formatMarkdown(all, rows.slice(measuredRows.length)))
  console.log('Written to bench/results.md.')

  const { exitCode, lines } = verdict(rows, strict)
  for (const line of lines) console.log(line)
  return exitCode
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2))
}
