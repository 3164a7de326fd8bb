// @vitest-environment node
// What a page downloads first when it imports one hook from the built package: esbuild splits
// the bundle at `import()` (as an app's bundler does). zod must be in a chunk that only the
// failure path of validation loads, and no first-load file may compile code (strict CSP).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitFirstLoad } from '../../bench/size/firstLoadModules.mjs'
import { ensureBuilt } from '../builtPackage.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const work = mkdtempSync(join(tmpdir(), 'gatekit-first-load-'))

beforeAll(() => {
  ensureBuilt('dist/index.js')
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

type SplitBundle = {
  /** Code of the files the entry imports statically: the first load. */
  first: string[]
  /** Code of the other files, loaded with `import()`. */
  lazy: string[]
  /** The package's modules in the first load, as paths from the package root (`dist/core/request.js`). */
  firstModules: string[]
  /** The package's modules in the other files. */
  lazyModules: string[]
}

/** The files of a split bundle of `source`: those the entry imports statically (first load) and the rest. */
async function splitBundle(source: string): Promise<SplitBundle> {
  const { first, lazy, outputs, read } = await splitFirstLoad(source, work)
  const modules = (keys: string[]) => keys.flatMap((key) => Object.keys(outputs[key]!.inputs)).filter((path) => path.startsWith('dist/'))
  return { first: first.map(read), lazy: lazy.map(read), firstModules: modules(first), lazyModules: modules(lazy) }
}

// zod's own constructor names: present in any bundle that carries zod's parser.
const zodMarker = /"\$ZodObject"|"\$ZodType"/

describe('the first load of one hook', () => {
  it('useBalances: no zod (it is in a chunk loaded with import() on the failure path), no eval or new Function', async () => {
    const { first, lazy } = await splitBundle(`import { useBalances } from '${join(root, 'dist/index.js')}'\nconsole.log(useBalances)\n`)
    expect(first.length).toBeGreaterThan(0)
    for (const code of first) {
      expect(code).not.toMatch(zodMarker)
      expect(code).not.toMatch(/\bnew Function\b|\beval\(/)
    }
    expect(lazy.some((code) => zodMarker.test(code))).toBe(true)
  }, 60_000)

  it('useBalances: the SDK-version probe is loaded with import() only for an endpoint with sdkForms, and the first load stays one file', async () => {
    const { first, lazy, firstModules, lazyModules } = await splitBundle(
      `import { useBalances } from '${join(root, 'dist/index.js')}'\nconsole.log(useBalances)\n`,
    )
    // Learning the chain's version serves only endpoints with `sdkForms`; bank/balances has none.
    expect(firstModules).not.toContain('dist/core/sdkVersion.js')
    expect(lazyModules).toContain('dist/core/sdkVersion.js')
    // Reading node_info's answer (its not-served statuses) is in that module too, not in the first load.
    for (const code of first) expect(code).not.toMatch(/403,404,405,501/)
    expect(lazy.some((code) => /403,404,405,501/.test(code))).toBe(true)
    // A lazy module that imported a module of the first load would split that module into a
    // chunk of its own: one more file, gzipped apart, costs more than the lazy code saves.
    expect(first).toHaveLength(1)
  }, 60_000)

  it('useBalances: the gateway error body is read into a GatewayError by a module loaded with import() only for an HTTP error answer', async () => {
    const { first, firstModules, lazyModules } = await splitBundle(
      `import { useBalances } from '${join(root, 'dist/index.js')}'\nconsole.log(useBalances)\n`,
    )
    expect(firstModules).not.toContain('dist/core/errorResponse.js')
    expect(lazyModules).toContain('dist/core/errorResponse.js')
    // Its text is not in the first load (the details bound is only there).
    for (const code of first) expect(code).not.toContain('8e3')
    expect(first).toHaveLength(1)
  }, 60_000)
})
