// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { issueFigures, missingIssueFigures, sizeTargets, sizeTargetText } from '../../bench/issueTargets.ts'
import { loadRow, verdict, waitForQuietMachine, type LoadClock } from '../../bench/run.ts'
import type { BenchRow } from '../../bench/types.ts'

/** A clock whose load average follows `loads`, one value per read, and whose sleeps advance time at once. */
function scriptedClock(loads: number[]): LoadClock & { reads: number } {
  let time = 0
  const clock = {
    reads: 0,
    readLoad: () => loads[Math.min(clock.reads++, loads.length - 1)]!,
    sleep: async (ms: number) => {
      time += ms
    },
    now: () => time,
  }
  return clock
}

/** Rows that measure every figure of issue 16 with the issue's target, all met. */
function everyIssueRow(): BenchRow[] {
  return [
    ...sizeTargets.map((target) => ({ group: 'size', name: `${target.check} (min+gzip)`, figure: '1 B', target: sizeTargetText(target), met: true })),
    { group: 'validation', name: '1,000-transaction search page: JSON.parse + full validation', figure: '1.1x', target: '<= 1.25x', met: true },
    ...['BlockExplorerTable', 'TxTable', 'TxViewer', 'BalanceList'].map((component) => ({
      group: 'render',
      name: `${component}: first render: the same by main-thread CPU time`,
      figure: '0 over 50 ms of CPU',
      target: 'no task > 50 ms',
      met: true,
    })),
  ]
}

describe('bench --strict: waiting for a quiet machine', () => {
  it('starts at once when the load is already under 1', async () => {
    const clock = scriptedClock([0.4])
    expect(await waitForQuietMachine({ maxWaitMs: 60_000 }, clock)).toEqual({ load: 0.4, quiet: true, waitedMs: 0 })
  })

  it('polls until the load drops under 1', async () => {
    const clock = scriptedClock([1.6, 1.2, 0.9])
    expect(await waitForQuietMachine({ maxWaitMs: 60_000, pollMs: 5_000 }, clock)).toEqual({ load: 0.9, quiet: true, waitedMs: 10_000 })
  })

  it('gives up after the bounded wait when the load stays at 1 or more', async () => {
    const clock = scriptedClock([3, 2.5, 1])
    const result = await waitForQuietMachine({ maxWaitMs: 12_000, pollMs: 5_000 }, clock)
    expect(result).toEqual({ load: 1, quiet: false, waitedMs: 12_000 })
  })
})

describe('bench --strict: the load row', () => {
  it('is met when every group started under load 1', () => {
    expect(loadRow([{ benchmark: 'size', load: 0.2 }, { benchmark: 'render', load: 0.95 }])).toMatchObject({
      figure: 'size 0.20, render 0.95',
      met: true,
    })
  })

  it('marks a run at load 1 or more as not valid for --strict', () => {
    const row = loadRow([{ benchmark: 'size', load: 0.5 }, { benchmark: 'render', load: 1 }])
    expect(row.met).toBe(false)
    expect(row.figure).toContain('not valid for --strict')
  })
})

describe('bench --strict: the verdict', () => {
  const met: BenchRow = { group: 'size', name: 'root entry (min+gzip)', figure: '50 KB', target: '< 61,440 B (60 KB)', met: true }
  const missed: BenchRow = { group: 'size', name: 'useBalances alone (min+gzip)', figure: '18 KB', target: '<= 12,288 B (12 KB)', met: false }

  it('fails with --strict when any figure misses its target, naming it', () => {
    const result = verdict([met, missed], true)
    expect(result.exitCode).toBe(1)
    expect(result.lines.join('\n')).toContain('useBalances alone (min+gzip): 18 KB (target <= 12,288 B (12 KB))')
  })

  it('passes without --strict when a figure misses its target, and says how to fail on it', () => {
    const result = verdict([met, missed], false)
    expect(result.exitCode).toBe(0)
    expect(result.lines).toEqual(['1 figure missed the target (pass --strict to fail on it).'])
  })

  it('passes with --strict when every figure is met', () => {
    expect(verdict([met], true)).toEqual({ exitCode: 0, lines: ['--strict: every figure met its target.'] })
  })

  it('fails when a benchmark crashed, with or without --strict', () => {
    const crashed: BenchRow = { group: 'render', name: 'benchmark failed', figure: 'Chromium did not start', met: false }
    expect(verdict([met, crashed], false).exitCode).toBe(1)
    expect(verdict([met, crashed], true).exitCode).toBe(1)
  })
})

describe("issue 16's figures", () => {
  it('has the targets of the issue, in bytes as the issue counts them (1 KB = 1,024 B)', () => {
    expect(Object.fromEntries(sizeTargets.map((target) => [target.check, sizeTargetText(target)]))).toEqual({
      'useBalances alone': '<= 12,288 B (12 KB)',
      'root entry': '< 61,440 B (60 KB)',
      'Address alone': '<= 8,192 B (8 KB)',
      'BalanceList alone': '<= 30,720 B (30 KB)',
      'TxViewer alone': '<= 40,960 B (40 KB)',
      'widget first view (React included)': '<= 112,640 B (110 KB)',
    })
    expect(issueFigures.find((figure) => figure.group === 'validation')?.target).toBe('<= 1.25x')
    expect(issueFigures.filter((figure) => figure.group === 'render').map((figure) => figure.target)).toEqual(Array(4).fill('no task > 50 ms'))
  })

  it('finds nothing missing when every figure has its row and target', () => {
    expect(missingIssueFigures(everyIssueRow(), ['size', 'validation', 'render'])).toEqual([])
  })

  it('reports a figure with no row as missed', () => {
    const rows = everyIssueRow().filter((row) => !row.name.startsWith('BalanceList:'))
    expect(missingIssueFigures(rows, ['render'])).toEqual([
      {
        group: 'render',
        name: 'issue 16: BalanceList: first render, no main-thread task over 50 ms of CPU',
        figure: 'no row measures it',
        target: 'no task > 50 ms',
        met: false,
      },
    ])
  })

  it("reports a row whose target is not the issue's", () => {
    const rows = everyIssueRow().map((row) => (row.group === 'validation' ? { ...row, target: '<= 1.5x' } : row))
    expect(missingIssueFigures(rows, ['validation'])).toMatchObject([{ figure: "its row's target is <= 1.5x, not the issue's", met: false }])
  })

  it('checks only the groups that ran', () => {
    expect(missingIssueFigures([], ['validation']).map((row) => row.group)).toEqual(['validation'])
  })
})
