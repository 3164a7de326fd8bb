import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createGatewayClient, type GatewayClient } from '../../src/core/client.ts'
import { ParameterError } from '../../src/core/errors.ts'
import { defineEndpoint, request } from '../../src/core/request.ts'
import type { QueryRecord, QueryScalar } from '../../src/core/searchParams.ts'
import { serveFetchHandler, type FetchHandlerServer } from '../../src/devnet/nodeServer.ts'
import { compileRoutes, matchRoute } from '../../src/devnet/router.ts'
import { countingFetch } from '../helpers.tsx'
import { propertyRunner } from './runs.ts'

// An echo route served over real HTTP by the devnet's own router: path parameters are
// matched and decoded by `matchRoute`, the query string parsed as every devnet route reads it.
const echoPath = '/{sdk}/echo/{segment}/rest/{rest=**}'
const echoEndpoint = defineEndpoint({
  id: 'echo/echo',
  method: 'GET',
  path: echoPath,
  pathParams: (parameters: { segment: string; rest: string; query?: QueryRecord | undefined }) => ({
    segment: parameters.segment,
    rest: parameters.rest,
  }),
  query: (parameters) => parameters.query ?? {},
  response: z.object({ params: z.record(z.string(), z.string()), query: z.array(z.tuple([z.string(), z.string()])) }),
})

let echo: FetchHandlerServer
let client: GatewayClient
const counted = countingFetch()

beforeAll(async () => {
  const prefixes = { sdk: 'stack', app: 'appchain' }
  const routes = compileRoutes(
    [{ method: 'GET', path: echoPath, handle: ({ params, query }) => ({ params, query: [...query.entries()] }) }],
    prefixes,
  )
  echo = await serveFetchHandler(
    async (incoming) => {
      const url = new URL(incoming.url)
      const found = matchRoute(routes, incoming.method, url.pathname)
      if (!found) return Response.json({ code: 12, message: 'no route', details: [] }, { status: 501 })
      return Response.json(found.route.handle({ chain: undefined as never, params: found.params, query: url.searchParams, body: undefined }))
    },
    {
      port: 0,
      host: '127.0.0.1',
      malformedRequestBody: { code: 3, message: 'malformed request', details: [] },
      internalErrorBody: (error) => ({ code: 13, message: String(error), details: [] }),
    },
  )
  client = createGatewayClient({ baseUrl: echo.url, prefixes, retry: 0, fetch: counted.fetch })
})
afterAll(() => echo.close())

const run = propertyRunner('URL encoding')

// Characters with a meaning in URLs, look-alikes of escapes, controls, bidi and astral characters,
// mixed with any code point (fast-check's `binary` unit never produces a lone surrogate).
const special = fc.constantFrom('&', '=', '+', ' ', '%', '%20', '%2B', '#', '?', '/', '\\', ';', ',', "'", '"', '\n', '\0', '\u202E', 'é', '✓', '😀', '.', '..')
const text = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: fc.oneof(special, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 24, ...constraints })
const scalar: fc.Arbitrary<QueryScalar> = fc.oneof(text(), fc.integer(), fc.bigInt(), fc.boolean())
const queryValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.constant(undefined), fc.constant(null))
const queryRecord = fc.dictionary(
  text({ maxLength: 12 }).filter((name) => name !== '__proto__'),
  queryValue,
  { maxKeys: 6 },
) as fc.Arbitrary<QueryRecord>
const isDotSegment = (part: string) => part === '.' || part === '..'
const segment = text({ minLength: 1 }).filter((value) => !isDotSegment(value))
// Left out: a trailing `/` (the gateway, like the devnet, reads `x/` and `x` as the same route)
// and `.` or `..` segments, which no URL can carry (gatekit refuses them, tested below).
const wildcard = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((segments) => segments.join('/'))
  .filter((value) => !value.endsWith('/') && !value.split('/').some(isDotSegment))

/** What grpc-gateway should read: repeated keys for lists, decimal numbers, `true`/`false`, nothing for null. */
function expectedEntries(query: QueryRecord): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) => {
    if (value === undefined || value === null) return []
    const items: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar]
    return items.map((item): [string, string] => [name, String(item)])
  })
}

describe('URL encoding, parsed back by the devnet router over HTTP', () => {
  it('query strings: arbitrary names, unicode, &, =, +, spaces, lists, booleans and integers come back equal', async () => {
    await run(
      fc.asyncProperty(queryRecord, async (query) => {
        const echoed = await request(client, echoEndpoint, { segment: 's', rest: 'r', query })
        expect(echoed.query).toEqual(expectedEntries(query))
      }),
      200,
    )
  }, 60_000)

  it('path parameters: /, ?, #, %, controls and non-ASCII reach the server intact; a wildcard keeps its slashes', async () => {
    await run(
      fc.asyncProperty(segment, wildcard, async (one, rest) => {
        const echoed = await request(client, echoEndpoint, { segment: one, rest })
        expect(echoed.params).toEqual({ segment: one, rest })
      }),
      200,
    )
  }, 60_000)

  it('a `.` or `..` path segment, which URL parsing would remove, is a ParameterError before sending', async () => {
    const before = counted.requests.length
    await run(
      fc.asyncProperty(fc.array(text(), { maxLength: 3 }), fc.constantFrom('.', '..'), fc.boolean(), async (others, dots, inWildcard) => {
        const parameters = inWildcard ? { segment: 's', rest: [...others, dots].join('/') } : { segment: dots, rest: 'r' }
        const error = await request(client, echoEndpoint, parameters).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(ParameterError)
        expect(error).toMatchObject({ reason: 'invalid', parameter: inWildcard ? 'rest' : 'segment' })
      }),
      100,
    )
    expect(counted.requests.length).toBe(before)
  })

  it('text that no URL can carry (a lone surrogate) is a ParameterError before sending', async () => {
    const before = counted.requests.length
    await run(
      fc.asyncProperty(
        fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
        text(),
        fc.constantFrom('segment', 'rest', 'query'),
        async (surrogate, around, where) => {
          const broken = `${around}${surrogate}`
          const parameters =
            where === 'query'
              ? { segment: 's', rest: 'r', query: { name: ['fine', broken] } }
              : { segment: 's', rest: 'r', [where]: broken }
          const error = await request(client, echoEndpoint, parameters).catch((caught: unknown) => caught)
          expect(error).toBeInstanceOf(ParameterError)
          expect(error).toMatchObject({ reason: 'invalid', parameter: where === 'query' ? 'name' : where })
        },
      ),
      100,
    )
    expect(counted.requests.length).toBe(before)
  }, 60_000)
})
