// `npm run bench:readme`: writes the figures of the last `npm run bench` (bench/results.json) and
// `npm run bench:peers` (bench/peers.json) into the README's Performance section, each table between
// its markers (`<!-- bench:NAME:start -->` ... `<!-- bench:NAME:end -->`), so the README quotes one run
// and the prose around the tables stays as written. `--check` changes nothing and exits 1 when the
// README does not match the JSON files (test/bench/readmePerformance.test.ts runs it).
//
//   npm run bench -- --strict && npm run bench:peers && npm run bench:readme
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { missingIssueFigures } from '../bench/issueTargets.ts'
import type { BenchRow } from '../bench/types.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

type Machine = { node: string; cpu: string; cores: number; platform: string; load?: number | undefined }
/** One group of bench/results.json, as bench/run.ts writes it. */
export type ResultGroup = { benchmark: string; date: string; machine: Machine; seconds: number; rows: BenchRow[] }
/** bench/peers.json, as bench/peers.mjs writes it. */
export type PeerResults = {
  date: string
  measured: string
  intro: string
  pairing: string
  rows: { kind: string; library: string; what: string; bytes?: number; ratio?: number; error?: string }[]
  notes: string[]
}

const cell = (value: string) => value.replaceAll('|', '\\|').replaceAll('\n', ' ')
const markdownTable = (header: string[], align: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n')
const mark = (row: BenchRow) => (row.met === undefined ? '' : row.met ? '✓' : '✗')

function groupTable(groups: readonly ResultGroup[], name: string): string {
  const group = groups.find((candidate) => candidate.benchmark === name)
  if (!group) return `No \`${name}\` figures in bench/results.json: run \`npm run bench -- ${name}\`.`
  return markdownTable(
    ['figure', 'measured', 'target', ''],
    ['---', '---', '---', ':-:'],
    // An issue figure that the run did not measure shows as a missed row, as `npm run bench` prints it.
    [...group.rows, ...missingIssueFigures(group.rows, [name])].map((row) => [row.name, row.figure, row.target ?? '', mark(row)]),
  )
}

function runLine(groups: readonly ResultGroup[], peers: PeerResults | undefined): string {
  const describe = (group: ResultGroup) =>
    `${group.benchmark} on ${group.date.slice(0, 16).replace('T', ' ')} UTC at load average ${group.machine.load?.toFixed(2) ?? 'unknown'}`
  const first = groups[0]
  const machine = first ? `${first.machine.cpu}, ${first.machine.cores} cores, ${first.machine.platform}, Node ${first.machine.node}` : 'no run yet'
  const busiest = Math.max(...groups.map((group) => group.machine.load ?? Number.POSITIVE_INFINITY))
  const validity =
    busiest < 1
      ? 'every group started at a load average under 1, as `--strict` requires'
      : 'not a `--strict` run: a group started at a load average of 1 or more, so times are inflated by other work'
  return [
    `Figures of one run: \`npm run bench\` (${groups.map(describe).join('; ')}; ${validity}) and \`npm run bench:peers\` (${peers ? peers.measured : 'not run'}).`,
    `Machine: ${machine}. Refresh with \`npm run bench -- --strict && npm run bench:peers && npm run bench:readme\`.`,
  ].join('\n')
}

function peersTable(peers: PeerResults | undefined): string {
  if (!peers) return 'No peer figures: run `npm run bench:peers`.'
  const table = markdownTable(
    ['compared as', 'library', 'what is bundled', 'min+gzip -9', 'ratio to gatekit'],
    ['---', '---', '---', '--:', '--:'],
    peers.rows.map((row) => [
      row.kind,
      row.library,
      row.what,
      row.bytes === undefined ? 'not measured' : `${row.bytes.toLocaleString('en-US')} B`,
      row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}x`,
    ]),
  )
  return [peers.intro, peers.pairing, '', table, ...(peers.notes.length > 0 ? ['', ...peers.notes.map((note) => `- ${note}`)] : [])].join('\n')
}

/**
 * The generated content of each marked block of the README.
 *
 * @example
 * ```ts
 * performanceBlocks(groups, peers).size // '| figure | measured | target | |\n...'
 * ```
 */
export function performanceBlocks(groups: readonly ResultGroup[], peers: PeerResults | undefined): Record<string, string> {
  return {
    run: runLine(groups, peers),
    size: groupTable(groups, 'size'),
    peers: peersTable(peers),
    validation: groupTable(groups, 'validation'),
    render: groupTable(groups, 'render'),
  }
}

/**
 * The README with each marked block's content replaced. Throws when a block's markers are missing,
 * so that a README edit that drops one is noticed.
 *
 * @example
 * ```ts
 * fillBlocks('a\n<!-- bench:run:start -->\nold\n<!-- bench:run:end -->\n', { run: 'new' })
 * // 'a\n<!-- bench:run:start -->\nnew\n<!-- bench:run:end -->\n'
 * ```
 */
export function fillBlocks(readme: string, blocks: Record<string, string>): string {
  let result = readme
  for (const [name, content] of Object.entries(blocks)) {
    const start = `<!-- bench:${name}:start -->`
    const end = `<!-- bench:${name}:end -->`
    const from = result.indexOf(start)
    const to = result.indexOf(end)
    if (from === -1 || to < from) throw new Error(`README.md has no ${start} ... ${end} block`)
    result = `${result.slice(0, from + start.length)}\n${content}\n${result.slice(to)}`
  }
  return result
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(projectRoot, file), 'utf8')) as T
  } catch {
    return undefined
  }
}

function main(argv: readonly string[]): number {
  const readmePath = join(projectRoot, 'README.md')
  const readme = readFileSync(readmePath, 'utf8')
  const updated = fillBlocks(readme, performanceBlocks(readJson<ResultGroup[]>('bench/results.json') ?? [], readJson<PeerResults>('bench/peers.json')))
  if (argv.includes('--check')) {
    if (updated === readme) return 0
    console.error("README.md's Performance figures differ from bench/results.json and bench/peers.json: run `npm run bench:readme`.")
    return 1
  }
  writeFileSync(readmePath, updated)
  console.log(updated === readme ? 'README.md already had these figures.' : "README.md's Performance figures written from bench/results.json and bench/peers.json.")
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2))
}
