// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fillBlocks, performanceBlocks, type PeerResults, type ResultGroup } from '../../scripts/readmePerformance.ts'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string) => readFileSync(`${projectRoot}${file}`, 'utf8')

const machine = (load: number) => ({ node: 'v20.20.2', cpu: 'AMD EPYC', cores: 2, platform: 'linux x64', load })
const sizeGroup = (load: number): ResultGroup => ({
  benchmark: 'size',
  date: '2026-11-26T20:00:00.000Z',
  machine: machine(load),
  seconds: 2,
  rows: [
    { group: 'size', name: 'useBalances alone (min+gzip)', figure: '11,900 B', target: '<= 12,288 B (12 KB)', met: true },
    { group: 'size', name: 'root + components (min+gzip)', figure: '97,853 B' },
  ],
})
const peers: PeerResults = {
  date: '2026-11-26T20:05:00.000Z',
  measured: '2026-11-26 20:05 UTC',
  intro: 'One query of balances.',
  pairing: 'Like with like.',
  rows: [
    { kind: 'hook alone', library: 'gatekit', what: '`useBalances` alone', bytes: 11_900, ratio: 1 },
    { kind: 'hook alone', library: 'graz 0.5.0', what: '`useBalances` alone', bytes: 445_487, ratio: 37.44 },
    { kind: 'plain client query', library: 'broken 1.0.0', what: 'a query', error: 'cannot be bundled for the browser: Could not resolve "fs"' },
  ],
  notes: ['broken 1.0.0, a query: cannot be bundled for the browser: Could not resolve "fs"'],
}

describe("the README's Performance figures", () => {
  it('renders a group as a table with its targets and marks', () => {
    const blocks = performanceBlocks([sizeGroup(0.4)], peers)
    expect(blocks.size).toContain('| useBalances alone (min+gzip) | 11,900 B | <= 12,288 B (12 KB) | ✓ |')
    expect(blocks.size).toContain('| root + components (min+gzip) | 97,853 B |  |  |')
    expect(blocks.validation).toBe('No `validation` figures in bench/results.json: run `npm run bench -- validation`.')
  })

  it("shows an issue figure that the run did not measure as missed (here the widget's first view)", () => {
    expect(performanceBlocks([sizeGroup(0.4)], peers).size).toContain('| issue 16: widget first view (React included) (min+gzip) | no row measures it | <= 112,640 B (110 KB) | ✗ |')
  })

  it('renders the peers with their ratio, and a peer that could not be bundled with its reason', () => {
    const { peers: block } = performanceBlocks([sizeGroup(0.4)], peers)
    expect(block).toContain('| hook alone | graz 0.5.0 | `useBalances` alone | 445,487 B | 37.44x |')
    expect(block).toContain('| plain client query | broken 1.0.0 | a query | not measured |  |')
    expect(block).toContain('- broken 1.0.0, a query: cannot be bundled for the browser')
  })

  it('says whether the run was quiet enough for --strict, with the command that refreshes it', () => {
    expect(performanceBlocks([sizeGroup(0.4)], peers).run).toContain('every group started at a load average under 1')
    const busy = performanceBlocks([sizeGroup(1.3)], peers).run
    expect(busy).toContain('size on 2026-11-26 20:00 UTC at load average 1.30')
    expect(busy).toContain('not a `--strict` run')
    expect(busy).toContain('npm run bench -- --strict && npm run bench:peers && npm run bench:readme')
  })

  it('replaces only what is between the markers', () => {
    const readme = 'before\n<!-- bench:size:start -->\nold table\n<!-- bench:size:end -->\nafter\n'
    expect(fillBlocks(readme, { size: 'new table' })).toBe('before\n<!-- bench:size:start -->\nnew table\n<!-- bench:size:end -->\nafter\n')
  })

  it('fails when a block has lost its markers', () => {
    expect(() => fillBlocks('no markers here', { render: 'table' })).toThrow('README.md has no <!-- bench:render:start -->')
  })

  it('matches bench/results.json and bench/peers.json (run `npm run bench:readme` after a bench run)', () => {
    const readme = read('README.md')
    const blocks = performanceBlocks(JSON.parse(read('bench/results.json')) as ResultGroup[], JSON.parse(read('bench/peers.json')) as PeerResults)
    expect(fillBlocks(readme, blocks)).toBe(readme)
  })
})
