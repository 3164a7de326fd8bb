import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import * as z from '../../src/core/zod.ts'
import { buildUrl } from '../../src/core/request.ts'
import { SchemaError } from '../../src/core/errors.ts'
import { checkResponse, validateResponse } from '../../src/core/validateResponse.ts'
import { safeParseWithZod } from '../../src/core/toZod.ts'
import { getBlockWithTxsEndpoint } from '../../src/modules/tx/getBlockWithTxs.ts'
import { getTxEndpoint } from '../../src/modules/tx/getTx.ts'
import { getTxSearchEndpoint } from '../../src/modules/tx/getTxSearch.ts'
import { precompiledBlockWithTxsCheck } from '../../src/modules/tx/precompiled/blockWithTxs.ts'
import { precompiledTxCheck } from '../../src/modules/tx/precompiled/tx.ts'
import { precompiledTxSearchCheck } from '../../src/modules/tx/precompiled/txSearch.ts'
import { precompiledChecks, precompiledChecksFolder, type PrecompileTarget } from '../../scripts/precompileChecks.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'
import { nestedJson } from '../property/devnetSamples.ts'

// The transaction endpoints' schemas, written out as functions by scripts/precompileChecks.ts:
// the file must be what the script writes from today's schemas, the checks must pass real
// answers (else every page takes the slow path, which only the benchmark would notice), and
// they may say "passes" only where zod does, with the value as its own output. The property
// test (test/property/checkMatchesZod.test.ts) holds the whole validator to zod on mutated answers.

const devnet = setupDevnetServer()

describe('precompiled checks', () => {
  it('are what npm run generate:checks writes from the current schemas', () => {
    const files = precompiledChecks()
    expect(readdirSync(precompiledChecksFolder).sort()).toEqual([...files.keys()].sort())
    for (const [file, source] of files) {
      expect(readFileSync(join(precompiledChecksFolder, file), 'utf8'), `src/modules/tx/precompiled/${file} is stale: run npm run generate:checks`).toBe(source)
    }
  })

  it("pass the devnet's transaction search page, transaction and block with transactions", async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const fetchJson = async (endpoint: Parameters<typeof buildUrl>[1], parameters: unknown) =>
      (await (await fetch(buildUrl(client, endpoint, parameters as never))).json()) as Record<string, unknown>
    const search = await fetchJson(getTxSearchEndpoint as never, { eventQuery: 'tx.height>0', limit: 50 })
    const responses = search.tx_responses as { txhash: string }[]
    expect(responses.length).toBeGreaterThan(10)
    const tx = await fetchJson(getTxEndpoint as never, { hash: responses[0]!.txhash })
    const block = await fetchJson(getBlockWithTxsEndpoint as never, { height: (responses[0] as unknown as { height: string }).height })
    expect((block.txs as unknown[]).length).toBeGreaterThan(0)
    expect(precompiledTxSearchCheck(search, 0)).toBe(true)
    expect(precompiledTxCheck(tx, 0)).toBe(true)
    expect(precompiledBlockWithTxsCheck(block, 0)).toBe(true)
    // The request path takes them: the value comes back as it is.
    expect(checkResponse(getTxSearchEndpoint, search)?.data).toBe(search)
  })

  it('leave to the run-time check what they do not pass, which still decides as zod', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    const search = (await (await fetch(buildUrl(client, getTxSearchEndpoint, { eventQuery: 'tx.height>0', limit: 2 } as never))).json()) as {
      txs: { body: { messages: Record<string, unknown>[]; memo: unknown } }[]
      tx_responses: Record<string, unknown>[]
    }
    const variants: [string, (page: typeof search) => void, boolean][] = [
      ['an unknown field on a response', (page) => (page.tx_responses[0]!.extra = { kept: true }), true],
      ['a message nested 70 levels deep', (page) => (page.txs[0]!.body.messages[0]!.nested = nestedJson(70)), false],
      ['a message nested 40 levels deep', (page) => (page.txs[0]!.body.messages[0]!.nested = nestedJson(40)), true],
      ['a memo that is a number', (page) => (page.txs[0]!.body.memo = 5), false],
      ['a height that is not an integer string', (page) => (page.tx_responses[0]!.height = '12a'), false],
      ['a required field left out', (page) => delete page.tx_responses[0]!.txhash, false],
      ['an own __proto__ field', (page) => Object.defineProperty(page.tx_responses[0]!, '__proto__', { value: {}, enumerable: true }), false],
    ]
    for (const [name, change, valid] of variants) {
      const page = structuredClone(search)
      change(page)
      const fast = precompiledTxSearchCheck(page, 0)
      const zod = safeParseWithZod(getTxSearchEndpoint.response, page)
      if (name === 'an own __proto__ field') expect(fast, name).toBe(false)
      else {
        expect(zod.success, name).toBe(valid)
        expect(fast, name).toBe(valid)
        expect(checkResponse(getTxSearchEndpoint, page) !== undefined, name).toBe(valid)
      }
    }
    // What they refuse ends as zod's exact issue, as for any endpoint.
    const page = structuredClone(search)
    page.tx_responses[1]!.height = '12a'
    const error = await validateResponse(getTxSearchEndpoint, page).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SchemaError)
    expect(error).toMatchObject({ path: '$.tx_responses[1].height', expected: 'an integer as a decimal string', received: 'string' })
  })
})

describe('the generator', () => {
  // Inside the project, where Vite imports from.
  const cache = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const work = mkdtempSync(join(cache, 'gatekit-precompiled-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  /** Generates checks for `targets` into a module of its own and imports it. */
  async function precompile(targets: Omit<PrecompileTarget, 'file'>[]): Promise<Record<string, (value: unknown, depth: number) => boolean>> {
    const shapeChecks = join(dirname(fileURLToPath(import.meta.url)), '../../src/core/shapeChecks.ts')
    const folder = mkdtempSync(join(work, 'checks-'))
    for (const [file, source] of precompiledChecks(targets.map((target) => ({ ...target, file: `${target.name}.ts` })), shapeChecks)) {
      writeFileSync(join(folder, file), source)
    }
    const checks: Record<string, (value: unknown, depth: number) => boolean> = {}
    for (const { name } of targets) Object.assign(checks, await import(/* @vite-ignore */ join(folder, `${name}.ts`)))
    return checks
  }

  const node: z.ZodType<unknown> = z.lazy(() => z.looseObject({ name: z.string(), children: z.array(node) }))
  const schemas = {
    strict: z.object({ id: z.string(), count: z._default(z.int(), 0) }),
    loose: z.looseObject({ kind: z.enum(['a', 'b']), flag: z.optional(z.literal(true)), ratio: z.nullable(z.number()) }),
    refined: z.looseObject({ name: z.string().check(z.refine((name: string) => name !== 'nobody')) }),
    pattern: z.looseObject({ code: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
    tree: node,
    union: z.union([z.looseObject({ a: z.string() }), z.looseObject({ b: z.int() })]),
  }
  const values: [keyof typeof schemas, unknown][] = [
    ['strict', { id: 'x', count: 3 }],
    ['strict', { id: 'x' }],
    ['strict', { id: 'x', count: 3, extra: 1 }],
    ['strict', { count: 3 }],
    ['loose', { kind: 'a', ratio: null }],
    ['loose', { kind: 'c', ratio: 1 }],
    ['loose', { kind: 'b', flag: true, ratio: 0.5, more: 'kept' }],
    ['loose', { kind: 'b', flag: false, ratio: 0.5 }],
    ['loose', { kind: 'b', ratio: Number.POSITIVE_INFINITY }],
    ['loose', { kind: 'a' }],
    ['refined', { name: 'somebody' }],
    ['refined', { name: 'nobody' }],
    ['pattern', { code: 'ABC' }],
    ['pattern', { code: 'abc' }],
    ['tree', { name: 'root', children: [{ name: 'leaf', children: [] }] }],
    ['tree', { name: 'root', children: [{ name: 5, children: [] }] }],
    ['tree', nestTree(70)],
    ['union', { a: 'x' }],
    ['union', { b: 1 }],
    ['union', { b: 1.5 }],
    ['union', []],
  ]

  it('writes checks that pass only what zod passes, as its own output, and pass the plain valid values', async () => {
    const checks = await precompile(Object.entries(schemas).map(([name, schema]) => ({ name, schema })))
    const passed: string[] = []
    for (const [name, value] of values) {
      const zod = safeParseWithZod(schemas[name], value)
      const fast = checks[name]!(value, 0)
      const label = `${name}: ${JSON.stringify(value)?.slice(0, 80)}`
      if (fast) {
        expect(zod.success, label).toBe(true)
        expect(zod.success && zod.data, label).toEqual(value)
        passed.push(label)
      }
    }
    // What they leave to the run-time check: a default to fill in, a refine check, and what zod refuses.
    expect(passed).toEqual([
      'strict: {"id":"x","count":3}',
      'loose: {"kind":"a","ratio":null}',
      'loose: {"kind":"b","flag":true,"ratio":0.5,"more":"kept"}',
      'pattern: {"code":"ABC"}',
      'tree: {"name":"root","children":[{"name":"leaf","children":[]}]}',
      'union: {"a":"x"}',
      'union: {"b":1}',
    ])
  })

  it('refuses what it cannot write out instead of guessing', () => {
    expect(() => precompiledChecks([{ file: 'user.ts', name: 'userSchema', schema: { safeParse: () => ({ success: true }) } }])).toThrow(/not a description/)
  })
})

function nestTree(levels: number): unknown {
  let value: unknown = { name: 'leaf', children: [] }
  for (let level = 0; level < levels; level++) value = { name: `level ${level}`, children: [value] }
  return value
}
