// Tests of the built package (dist/) run after `npm test`'s build, or alone: then they build it first.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const repositoryRoot = join(import.meta.dirname, '..')

/**
 * Builds the package with tsdown when one of `files` (paths from the repository's root, such as
 * `dist/index.js`) is missing. Throws when the build fails or leaves one of them missing.
 *
 * @example
 * ```ts
 * beforeAll(() => ensureBuilt('dist/widget.js', 'dist/widget.global.js'), 300_000)
 * ```
 */
export function ensureBuilt(...files: string[]): void {
  const missing = () => files.filter((file) => !existsSync(join(repositoryRoot, file)))
  if (missing().length === 0) return
  const build = spawnSync('npx', ['tsdown', '--logLevel', 'warn'], { cwd: repositoryRoot, stdio: 'inherit' })
  const stillMissing = missing()
  if (build.status !== 0 || stillMissing.length > 0) {
    throw new Error(`The build failed (exit ${String(build.status)})${stillMissing.length ? `, ${stillMissing.join(', ')} missing` : ''}: run \`npm run build\` and try again.`)
  }
}
