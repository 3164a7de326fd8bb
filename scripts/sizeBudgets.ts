// `npm test`'s size step (scripts/test.mjs runs `tsx scripts/sizeBudgets.ts`): every size target of
// issue 16 (bench/issueTargets.ts) must have a size-limit budget, and then size-limit checks them all;
// a missing budget or a budget overrun exits 1, which makes `npm test` and .ci/run red.
//
//   tsx scripts/sizeBudgets.ts              the project's .size-limit.mjs
//   tsx scripts/sizeBudgets.ts --dir DIR    the .size-limit.mjs in DIR (test/bench/sizeBudgets.test.ts)
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { sizeTargets } from '../bench/issueTargets.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

type SizeCheck = { name?: string; limit?: string }

/**
 * The size targets of issue 16 that have no check with a `limit` in a size-limit configuration.
 *
 * @example
 * ```ts
 * budgetsMissing([{ name: 'useBalances alone', limit: '19726 B' }]) // ['root entry', 'Address alone', ...]
 * ```
 */
export function budgetsMissing(checks: readonly SizeCheck[]): string[] {
  return sizeTargets.map((target) => target.check).filter((name) => !checks.some((check) => check.name === name && typeof check.limit === 'string'))
}

/**
 * The checks of the size-limit configuration (`.size-limit.mjs`) in a folder.
 *
 * @example
 * ```ts
 * const checks = await readSizeChecks(process.cwd())
 * ```
 */
export async function readSizeChecks(directory: string): Promise<SizeCheck[]> {
  return ((await import(pathToFileURL(join(directory, '.size-limit.mjs')).href)) as { default: SizeCheck[] }).default
}

async function main(argv: readonly string[]): Promise<number> {
  const dirIndex = argv.indexOf('--dir')
  const directory = dirIndex === -1 ? projectRoot : resolve(argv[dirIndex + 1] ?? '.')
  const configPath = join(directory, '.size-limit.mjs')
  if (!existsSync(configPath)) {
    console.error(`No size-limit configuration at ${configPath}.`)
    return 1
  }
  const checks = await readSizeChecks(directory)
  const missing = budgetsMissing(checks)
  // The budgets that are there are checked even when one is missing, so that one run shows every problem.
  const sizeLimit = join(projectRoot, 'node_modules', '.bin', 'size-limit')
  const result = spawnSync(sizeLimit, [], { cwd: directory, stdio: 'inherit' })
  if (result.status !== 0) console.error(`size-limit: a size budget was exceeded or could not be measured (exit code ${result.status ?? result.signal}).`)
  if (missing.length > 0) {
    console.error(`Size budgets missing from ${configPath}: ${missing.map((name) => `"${name}"`).join(', ')}. Each of issue 16's size figures needs a check with a limit (measured + 5%).`)
  }
  return result.status === 0 && missing.length === 0 ? 0 : 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2))
}
