import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as gatekit from '../../src/exports/index.ts'
import { SchemaError } from '../../src/core/errors.ts'
import { parseResponse } from '../../src/core/parseResponse.ts'
import { setupDevnetServer } from '../helpers.tsx'
import { devnetSamples, mutate, pathsOf, type Json } from './devnetSamples.ts'
import { propertyRunner } from './runs.ts'

const run = propertyRunner('response schemas')
const devnet = setupDevnetServer()

/** What parseResponse takes; written this way so the test does not depend on which zod flavour the schemas use. */
type FuzzedEndpoint = Parameters<typeof parseResponse>[0]

// Every endpoint the package exports, found by shape so that a new one is fuzzed without being listed here.
const endpoints = Object.values(gatekit as Record<string, unknown>).filter(
  (value): value is FuzzedEndpoint & { method: string } =>
    typeof value === 'object' && value !== null && 'id' in value && 'response' in value && 'method' in value,
)

/** Parses and reports how it ended; anything thrown that is not a SchemaError fails the property. */
function outcome(endpoint: FuzzedEndpoint, json: unknown): 'parsed' | 'refused' {
  try {
    parseResponse(endpoint, json)
    return 'parsed'
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error
    expect(error.endpoint).toBe(endpoint.id)
    expect(error.path).toMatch(/^\$/)
    return 'refused'
  }
}

// Real answers of the devnet, fetched over HTTP, as the seeds of the mutations.
const samples = devnetSamples<FuzzedEndpoint>(devnet)

describe('response schemas under arbitrary JSON', () => {
  it('finds every exported endpoint', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(80)
    expect(new Set(endpoints.map((endpoint) => endpoint.id)).size).toBe(endpoints.length)
  })

  it('valid devnet answers parse', () => {
    for (const { endpoint, json } of samples) expect(outcome(endpoint, json), endpoint.id).toBe('parsed')
  })

  it('arbitrary JSON and JavaScript values make every schema parse or throw SchemaError, nothing else', async () => {
    await run(
      fc.property(fc.constantFrom(...endpoints), fc.oneof(fc.jsonValue(), fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withDate: true, withNullPrototype: true })), (endpoint, json) => {
        outcome(endpoint, json)
      }),
      5_000,
    )
  }, 60_000)

  it('a real answer with one value replaced or removed parses or throws SchemaError, and is refused when a required field breaks', async () => {
    let refused = 0
    await run(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.option(fc.jsonValue() as fc.Arbitrary<Json>, { nil: undefined, freq: 4 }),
        (sampleIndex, pathIndex, replacement) => {
          const { endpoint, json } = samples[sampleIndex % samples.length]!
          const paths = pathsOf(json)
          const mutated = mutate(json, paths[pathIndex % paths.length]!, () => replacement)
          if (outcome(endpoint, mutated) === 'refused') refused += 1
        },
      ),
      3_000,
    )
    // The fuzz reaches the schemas' checks, not only their happy path.
    expect(refused).toBeGreaterThan(300)
  }, 60_000)
})
