// The size budgets' figures against the issue's targets: the same checks as `npm run size`
// (.size-limit.mjs: the built dist/ files bundled by esbuild, minified, gzip -9, peers external),
// read from `size-limit --json`. Builds dist/ first when it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { BenchRow } from './types.ts'
import { widgetFirstViews } from './size/widgetChunks.mjs'

type SizeResult = { name: string; size: number; sizeLimit?: number | undefined; passed: boolean }

// Targets of the issue, by size-limit check name (1 KB = 1,000 bytes, as size-limit counts).
const targets: Record<string, number> = {
  'useBalances alone': 12_000,
  'root entry': 60_000,
  // What a page downloads before the widget's first view (the heaviest view; each view has a row below).
  'widget first view (React included)': 110_000,
  'Address alone': 8_000,
  'BalanceList alone': 30_000,
  'TxViewer alone': 40_000,
}
const componentsBeyondRootTarget = 35_000

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', shell: false, maxBuffer: 16 * 1024 * 1024 })
  if (result.status !== 0 && !result.stdout.trim().startsWith('[')) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`)
  }
  return result.stdout
}

const kilobytes = (bytes: number) => `${bytes.toLocaleString('en-US')} B (${(bytes / 1000).toFixed(1)} KB)`

/**
 * Measures the size budgets and returns their rows.
 *
 * @example
 * ```ts
 * console.table(await (await import('./bench/size.bench.ts')).default())
 * ```
 */
export default async function sizeBenchmark(): Promise<BenchRow[]> {
  if (!existsSync('dist/index.js') || !existsSync('dist/components.js')) {
    run('sh', ['-c', 'npx tsdown --logLevel warn && node scripts/build-css.mjs'])
  }
  // size-limit exits non-zero when a budget is exceeded; its JSON still has every figure.
  const results = JSON.parse(run('npx', ['size-limit', '--json'])) as SizeResult[]
  const rows: BenchRow[] = results.map((result) => {
    const target = targets[result.name]
    return {
      group: 'size',
      name: `${result.name} (min+gzip)`,
      figure: `${kilobytes(result.size)}${result.sizeLimit ? `, budget ${kilobytes(result.sizeLimit)}` : ''}`,
      ...(target === undefined ? {} : { target: `<= ${target / 1000} KB`, met: result.size <= target }),
    }
  })
  const root = results.find((result) => result.name === 'root entry')
  const combined = results.find((result) => result.name === 'root + components')
  if (root && combined) {
    const beyond = combined.size - root.size
    rows.push({
      group: 'size',
      name: 'gatekit/components beyond the root (min+gzip)',
      figure: kilobytes(beyond),
      target: `<= ${componentsBeyondRootTarget / 1000} KB`,
      met: beyond <= componentsBeyondRootTarget,
    })
  }
  // Each view of the ES module widget: the entry's closure and the view's chunks, each file gzipped, summed.
  for (const firstView of widgetFirstViews()) {
    const target = targets['widget first view (React included)']!
    rows.push({
      group: 'size',
      name: `widget first view: ${firstView.view} (${firstView.files.length} files, gzip -9 each)`,
      figure: `${kilobytes(firstView.bytes)}, of which the view's chunks ${kilobytes(firstView.viewBytes)}`,
      target: `<= ${target / 1000} KB`,
      met: firstView.bytes <= target,
    })
  }
  return rows
}
