import type { BenchRow } from './types.ts'

// Issue 16's figures and targets, in one place: bench/size.bench.ts prints the size targets,
// scripts/sizeBudgets.ts checks that each has a size-limit budget in CI, and `npm run bench -- --strict`
// fails when a figure has no row with its target (a benchmark renamed or dropped must not pass silently).

/** A size target of issue 16, by the name of its size-limit check in .size-limit.mjs. */
export type SizeTarget = {
  /** The size-limit check's `name`; its bench row is `<check> (min+gzip)`. */
  check: string
  /** The target in bytes, min+gzip -9 (the issue counts 1 KB as 1,024 B: 12 KB is 12,288 B). */
  bytes: number
  /** `true` for "keep under": the figure must be below `bytes`, not equal to it. */
  below?: boolean
}

/**
 * Issue 16's size targets.
 *
 * @example
 * ```ts
 * sizeTargets.find((target) => target.check === 'useBalances alone')?.bytes // 12288
 * ```
 */
export const sizeTargets: readonly SizeTarget[] = [
  { check: 'useBalances alone', bytes: 12_288 },
  { check: 'root entry', bytes: 61_440, below: true },
  { check: 'Address alone', bytes: 8_192 },
  { check: 'BalanceList alone', bytes: 30_720 },
  { check: 'TxViewer alone', bytes: 40_960 },
  // What a page downloads before the widget's first view (per-view chunks of the ESM widget).
  { check: 'widget first view (React included)', bytes: 112_640 },
]

/**
 * The target as the bench table prints it.
 *
 * @example
 * ```ts
 * sizeTargetText({ check: 'root entry', bytes: 61_440, below: true }) // '< 61,440 B (60 KB)'
 * ```
 */
export const sizeTargetText = (target: SizeTarget) =>
  `${target.below ? '<' : '<='} ${target.bytes.toLocaleString('en-US')} B (${target.bytes / 1024} KB)`

/**
 * Whether a measured size meets its target.
 *
 * @example
 * ```ts
 * meetsSizeTarget({ check: 'Address alone', bytes: 8_192 }, 5_409) // true
 * ```
 */
export const meetsSizeTarget = (target: SizeTarget, bytes: number) => (target.below ? bytes < target.bytes : bytes <= target.bytes)

/** One figure the issue asks for: which bench row measures it and the target that row must print. */
export type IssueFigure = {
  /** The figure in the issue's words. */
  what: string
  /** The bench group (`bench/<group>.bench.ts`) that measures it. */
  group: string
  /** Matches the name of the row that measures it. */
  row: RegExp
  /** The target the row must print, exactly. */
  target: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The render benchmarks' target: no main-thread task over 50 ms of CPU in the first render. */
const renderTarget = 'no task > 50 ms'

/**
 * Every figure of issue 16 with its target.
 *
 * @example
 * ```ts
 * issueFigures.filter((figure) => figure.group === 'render').length // 4
 * ```
 */
export const issueFigures: readonly IssueFigure[] = [
  ...sizeTargets.map((target) => ({
    what: `${target.check} (min+gzip)`,
    group: 'size',
    row: new RegExp(`^${escapeRegExp(target.check)} \\(min\\+gzip\\)$`),
    target: sizeTargetText(target),
  })),
  {
    what: 'validation of the 1,000-transaction page with full validation, against JSON.parse',
    group: 'validation',
    row: /^1,000-transaction search page: JSON\.parse \+ full validation$/,
    target: '<= 1.25x',
  },
  ...['BlockExplorerTable', 'TxTable', 'TxViewer', 'BalanceList'].map((component) => ({
    what: `${component}: first render, no main-thread task over 50 ms of CPU`,
    group: 'render',
    row: new RegExp(`^${component}\\b.*first render.*main-thread CPU`),
    target: renderTarget,
  })),
]

/**
 * The issue's figures that the rows do not measure with the issue's target, as rows that say so
 * (`met: false`). Only the figures of the groups that ran are checked.
 *
 * @example
 * ```ts
 * missingIssueFigures([], ['validation'])[0]?.figure // 'no row measures it'
 * ```
 */
export function missingIssueFigures(rows: readonly BenchRow[], groupsThatRan: readonly string[]): BenchRow[] {
  return issueFigures
    .filter((figure) => groupsThatRan.includes(figure.group))
    .flatMap((figure): BenchRow[] => {
      const measuring = rows.filter((row) => row.group === figure.group && figure.row.test(row.name))
      if (measuring.some((row) => row.target === figure.target && row.met !== undefined)) return []
      const printed = measuring.map((row) => row.target ?? 'none').join(', ')
      return [
        {
          group: figure.group,
          name: `issue 16: ${figure.what}`,
          figure: measuring.length === 0 ? 'no row measures it' : `its row's target is ${printed}, not the issue's`,
          target: figure.target,
          met: false,
        },
      ]
    })
}
