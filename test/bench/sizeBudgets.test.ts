// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { sizeTargets } from '../../bench/issueTargets.ts'
import { budgetsMissing, readSizeChecks } from '../../scripts/sizeBudgets.ts'

// `npm test` (scripts/test.mjs) counts `tsx scripts/sizeBudgets.ts` as its size step and fails on its
// exit code; these tests run that script on small configurations to show that a missing budget and a
// budget overrun both exit 1, and that the project's configuration has a budget for each issue figure.

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder with a size-limit configuration whose checks measure a one-line module, each with `limits[name]`. */
function configuration(limits: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'gatekit-size-budgets-'))
  folders.push(folder)
  // size-limit finds its plugins through the package.json beside the configuration.
  symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir')
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ private: true, devDependencies: { 'size-limit': '*', '@size-limit/preset-small-lib': '*' } }))
  writeFileSync(join(folder, 'tiny.js'), 'export const answer = 42\n')
  const checks = Object.entries(limits).map(([name, limit]) => ({ name, path: 'tiny.js', gzip: true, limit }))
  writeFileSync(join(folder, '.size-limit.mjs'), `export default ${JSON.stringify(checks)}\n`)
  return folder
}

function runSizeStep(folder: string) {
  const result = spawnSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts/sizeBudgets.ts'), '--dir', folder], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const everyTarget = (limit: string) => Object.fromEntries(sizeTargets.map((target) => [target.check, limit]))

describe("npm test's size step", () => {
  it('has a budget in .size-limit.mjs for every size figure of issue 16', async () => {
    expect(budgetsMissing(await readSizeChecks(projectRoot))).toEqual([])
  })

  it('passes when every budget holds', { timeout: 60_000 }, () => {
    const result = runSizeStep(configuration(everyTarget('1 kB')))
    expect(result.output).not.toContain('exceeded')
    expect(result.status).toBe(0)
  })

  it('fails when one budget is exceeded (a limit lowered below the measured size)', { timeout: 60_000 }, () => {
    const result = runSizeStep(configuration({ ...everyTarget('1 kB'), 'TxViewer alone': '1 B' }))
    expect(result.status).toBe(1)
    expect(result.output).toContain('TxViewer alone')
    expect(result.output).toContain('a size budget was exceeded')
  })

  it('fails when an issue figure has no budget, naming it', () => {
    const { 'widget first view (React included)': _dropped, ...others } = everyTarget('1 kB')
    const result = runSizeStep(configuration(others))
    expect(result.status).toBe(1)
    expect(result.output).toContain('Size budgets missing')
    expect(result.output).toContain('"widget first view (React included)"')
  })
})
