/**
 * One line of `npm run bench`'s table. Every `bench/<name>.bench.ts` default-exports a function that
 * runs its benchmark and returns its lines; `bench/run.ts` runs them all and prints one table.
 */
export type BenchRow = {
  /** The table section: `size`, `validation`, `render`, ... */
  group: string
  /** What was measured, e.g. `useBalances alone (min+gzip)`. */
  name: string
  /** The measured figure as printed, e.g. `11.8 KB`, `1.32x JSON.parse`, `0 long tasks`. */
  figure: string
  /** The target from the issue, as printed, e.g. `<= 12 KB`. */
  target?: string | undefined
  /** Whether the figure meets the target; absent when there is no target. */
  met?: boolean | undefined
}

/** What a `bench/<name>.bench.ts` module default-exports. */
export type Benchmark = () => Promise<BenchRow[]>
