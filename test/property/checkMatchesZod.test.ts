import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as gatekit from '../../src/exports/index.ts'
import { checkResponse } from '../../src/core/validateResponse.ts'
import { safeParseWithZod } from '../../src/core/toZod.ts'
import { setupDevnetServer } from '../helpers.tsx'
import { devnetSamples, mutate, nestedJson, pathsOf, type Json } from './devnetSamples.ts'
import { propertyRunner } from './runs.ts'

// gatekit's own check-only validator (`src/core/shape.ts` and the compiled checks it builds)
// decides validity on the request path; zod only reports the issues of what it refused. Both
// must accept and refuse exactly the same values, with the same output: every exported
// endpoint's schema is checked by both, on real devnet answers with values replaced, removed
// or added, and on strings near the integer and base64 patterns.

const run = propertyRunner('check-only validator against zod')
const devnet = setupDevnetServer()

type Endpoint = Parameters<typeof checkResponse>[0] & { id: string; method: string }

const endpoints = Object.values(gatekit as Record<string, unknown>).filter(
  (value): value is Endpoint => typeof value === 'object' && value !== null && 'id' in value && 'response' in value && 'method' in value,
)

/**
 * Both validators' verdicts on one value: they must agree, and a valid value's output must be
 * the same. The one value the check leaves to zod on purpose is an object with an own
 * `__proto__` key, which zod accepts and drops.
 */
function expectAgreement(endpoint: Endpoint, json: unknown): 'accepted' | 'refused' {
  const own = checkResponse(endpoint, json)
  const zod = safeParseWithZod(endpoint.response, json)
  const text = JSON.stringify(json)
  if (own || !text?.includes('"__proto__":')) expect(own !== undefined, `${endpoint.id}: ${text?.slice(0, 2_000)}`).toBe(zod.success)
  if (own && zod.success) expect(own.data).toEqual(zod.data)
  return own ? 'accepted' : 'refused'
}

// Strings on both sides of the integer, decimal and base64 patterns, and other edge values.
const edgeStrings = [
  '', '0', '7', '-0', '-', '-12', '+1', '1.5', '1.', '.5', '1e3', ' 1', '1 ', '1\n', '\n1', '0x1f', '١٢', '１', '18446744073709551616',
  'AA==', 'AAA=', 'AAAA', 'AA', 'AAA', 'A', 'A===', '====', '==', '=', 'AB=C', 'AAAAA', 'AA==AA==', 'AA-_', 'A A=', 'rQP12+prCcQW4q/8K0UPPiDB1HTtSg==',
]
const edgeValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...edgeStrings, null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 53), [], {}, [{}], { '@type': '/x' }, { type_url: '/x', value: 'AA==' }),
  fc.jsonValue() as fc.Arbitrary<Json>,
)

// Real answers of the devnet, fetched over HTTP, as the seeds of the mutations.
const samples = devnetSamples<Endpoint>(devnet)

describe('the check-only validator and zod', () => {
  it('accept every real devnet answer alike', () => {
    for (const { endpoint, json } of samples) expect(expectAgreement(endpoint, json), endpoint.id).toBe('accepted')
  })

  it('agree on real answers with one value replaced, removed, or given an unknown field', async () => {
    const verdicts = { accepted: 0, refused: 0 }
    await run(
      fc.property(fc.nat(), fc.nat(), fc.constantFrom('replace', 'remove', 'add field', 'nest'), edgeValue, fc.string(), (sampleIndex, pathIndex, how, replacement, key) => {
        const { endpoint, json } = samples[sampleIndex % samples.length]!
        const paths = pathsOf(json)
        const path = paths[pathIndex % paths.length]!
        const mutated = mutate(json, path, (value) => {
          if (how === 'remove') return undefined
          if (how === 'replace') return replacement
          if (value === null || typeof value !== 'object' || Array.isArray(value)) return replacement
          return { ...value, [how === 'nest' ? 'extra' : key]: how === 'nest' ? nestedJson(60 + (pathIndex % 8)) : replacement }
        })
        verdicts[expectAgreement(endpoint, mutated)] += 1
      }),
      4_000,
    )
    // The fuzz reaches both sides of the schemas' checks.
    expect(verdicts.accepted).toBeGreaterThan(400)
    expect(verdicts.refused).toBeGreaterThan(400)
  }, 120_000)

  it('agree on arbitrary JSON for every exported endpoint', async () => {
    await run(
      fc.property(fc.constantFrom(...endpoints), edgeValue, (endpoint, json) => {
        expectAgreement(endpoint, json)
      }),
      3_000,
    )
  }, 60_000)
})
