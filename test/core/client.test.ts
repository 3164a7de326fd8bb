import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import {
  BaseError,
  GatewayError,
  HttpError,
  NetworkError,
  ParameterError,
  SchemaError,
  TimeoutError,
} from '../../src/core/errors.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { defineEndpoint, request } from '../../src/core/request.ts'
import * as z from 'zod'
import { countingFetch, testClient } from '../helpers.tsx'

const baseUrl = 'http://gateway.test'
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const balancesUrl = `${baseUrl}/stack/bank/v1beta1/balances/${address}`
const okBody = { balances: [{ denom: 'akii', amount: '987654321987654321987654321' }], pagination: { next_key: null, total: '1' } }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Answers with each response in turn, then repeats the last; records every request. */
function sequence(method: 'get' | 'post', url: string, responses: (() => Response | Promise<Response>)[]) {
  const seen: Request[] = []
  server.use(
    http[method](url, ({ request }) => {
      seen.push(request)
      const next = responses[Math.min(seen.length - 1, responses.length - 1)]!
      return next()
    }),
  )
  return seen
}

const gatewayError = (status: number, code: number, message: string, headers?: HeadersInit) => () =>
  HttpResponse.json({ code, message, details: [] }, { status, ...(headers ? { headers } : {}) })

describe('error model', () => {
  it('turns the default error body into a GatewayError, with or without its error field', async () => {
    sequence('get', balancesUrl, [
      () => HttpResponse.json({ error: 'account not found', code: 5, message: 'account not found', details: [] }, { status: 404 }),
    ])
    const client = testClient({ baseUrl, retry: 0 })
    const withError = await getBalances(client, { address }).catch((error: unknown) => error)
    expect(withError).toBeInstanceOf(GatewayError)
    expect(withError).toBeInstanceOf(BaseError)
    expect(withError).toMatchObject({ status: 404, code: 5, codeName: 'NotFound', details: 'account not found' })
    expect((withError as GatewayError).request.url).toBe(balancesUrl)
    expect((withError as GatewayError).body.error).toBe('account not found')

    sequence('get', balancesUrl, [gatewayError(501, 12, 'Not Implemented')])
    const withoutError = await getBalances(client, { address }).catch((error: unknown) => error)
    expect(withoutError).toBeInstanceOf(GatewayError)
    expect(withoutError).toMatchObject({ status: 501, code: 12, codeName: 'Unimplemented' })
    expect((withoutError as GatewayError).body.error).toBeUndefined()
    expect((withoutError as GatewayError).shortMessage).toBe('The gateway refused the request: Unimplemented (HTTP 501, code 12).')
  })

  it("turns a proxy's HTML 502 into an HttpError with a short text preview", async () => {
    const html = `<!DOCTYPE html><html><head><style>body{color:red}</style><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>nginx</p>${'<p>x</p>'.repeat(200)}</body></html>`
    sequence('get', balancesUrl, [() => new HttpResponse(html, { status: 502, headers: { 'content-type': 'text/html' } })])
    const error = await getBalances(testClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    const httpError = error as HttpError
    expect(httpError.status).toBe(502)
    expect(httpError.contentType).toBe('text/html')
    expect(httpError.bodyPreview.startsWith('502 Bad Gateway 502 Bad Gateway nginx')).toBe(true)
    expect(httpError.bodyPreview.length).toBeLessThanOrEqual(200)
    expect(httpError.bodyPreview).not.toContain('<')
  })

  it('turns a truncated or empty 200 body into an HttpError', async () => {
    sequence('get', balancesUrl, [
      () => new HttpResponse('{"balances":[{"denom":"akii","amou', { status: 200, headers: { 'content-type': 'application/json' } }),
      () => new HttpResponse('', { status: 200 }),
    ])
    const client = testClient({ baseUrl, retry: 0 })
    const truncated = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(truncated).toBeInstanceOf(HttpError)
    expect((truncated as HttpError).status).toBe(200)
    expect((truncated as HttpError).shortMessage).toContain('truncated or not JSON')
    const empty = await getBalances(client, { address }).catch((e: unknown) => e)
    expect((empty as HttpError).shortMessage).toContain('(empty)')
  })

  it('turns a response that breaks the schema into a SchemaError naming the path, never the body', async () => {
    sequence('get', balancesUrl, [
      () => HttpResponse.json({ balances: [{ denom: 'akii', amount: '1' }, { denom: 'secret-denom-value', amount: 12345 }], pagination: null }),
    ])
    const error = await getBalances(testClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    const schemaError = error as SchemaError
    expect(schemaError.endpoint).toBe('bank/balances')
    expect(schemaError.path).toBe('$.balances[1].amount')
    expect(schemaError.expected).toBe('string')
    expect(schemaError.received).toBe('number')
    expect(schemaError.message).not.toContain('secret-denom-value')
    expect(schemaError.message).not.toContain('12345')
  })

  it('reports a missing required field as a SchemaError and keeps unknown extra fields', async () => {
    sequence('get', balancesUrl, [
      () => HttpResponse.json({ pagination: { next_key: null, total: '0' } }),
      () => HttpResponse.json({ ...okBody, added_in_v2: { nested: true }, balances: [{ denom: 'a', amount: '1', extra: 'kept' }] }),
    ])
    const client = testClient({ baseUrl, retry: 0 })
    const missing = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(missing).toMatchObject({ name: 'SchemaError', path: '$.balances', received: 'undefined' })
    const extra = await getBalances(client, { address })
    expect(extra).toMatchObject({ added_in_v2: { nested: true }, balances: [{ denom: 'a', amount: '1', extra: 'kept' }] })
  })

  it('times out a slow answer, and a body that drips past the timeout, with TimeoutError', async () => {
    sequence('get', balancesUrl, [
      async () => {
        await delay(400)
        return HttpResponse.json(okBody)
      },
    ])
    const client = testClient({ baseUrl, retry: 0, timeout: 100 })
    const slow = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(slow).toBeInstanceOf(TimeoutError)
    expect((slow as TimeoutError).timeout).toBe(100)

    sequence('get', balancesUrl, [
      () => {
        const encoder = new TextEncoder()
        const stream = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('{"balances":['))
            await delay(400)
            controller.enqueue(encoder.encode(']}'))
            controller.close()
          },
        })
        return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } })
      },
    ])
    const dripping = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(dripping).toBeInstanceOf(TimeoutError)
  })

  it('turns a failed connection into a NetworkError', async () => {
    sequence('get', balancesUrl, [() => HttpResponse.error()])
    const error = await getBalances(testClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError)
  })

  it('rejects a missing path parameter with ParameterError before any request', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl, retry: 0, fetch })
    const error = await getBalances(client, { address: '' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParameterError)
    expect(error).toMatchObject({ parameter: 'address', reason: 'missing' })
    const search = await getTxSearch(client, {}).catch((e: unknown) => e)
    expect(search).toMatchObject({ name: 'ParameterError', parameter: 'eventQuery' })
    expect(requests).toHaveLength(0)
  })

  it('keeps credentials and key-like query values out of error messages', async () => {
    server.use(http.get('http://gateway.test/lcd/*', () => HttpResponse.json({ code: 13, message: 'boom', details: [] }, { status: 500 })))
    const client = testClient({ baseUrl: 'http://user:hunter2@gateway.test/lcd', retry: 0 })
    const endpoint = defineEndpoint({
      id: 'test/secret',
      method: 'GET',
      path: '/{sdk}/x',
      query: (p: { apiKey: string }) => ({ api_key: p.apiKey, 'pagination.key': 'AAE=' }),
      response: z.object({}),
    })
    const error = await request(client, endpoint, { apiKey: 'sk_live_123' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    const text = `${(error as Error).message} ${JSON.stringify((error as GatewayError).request)}`
    expect(text).not.toContain('hunter2')
    expect(text).not.toContain('sk_live_123')
    expect(text).toContain('pagination.key=AAE%3D')
  })
})

describe('retries', () => {
  it('retries a 503 once and succeeds: exactly two requests', async () => {
    const seen = sequence('get', balancesUrl, [gatewayError(503, 14, 'unavailable'), () => HttpResponse.json(okBody)])
    const data = await getBalances(testClient({ baseUrl }), { address })
    expect(data.balances[0]?.amount).toBe('987654321987654321987654321')
    expect(seen).toHaveLength(2)
  })

  it('sends a POST once, even on 503', async () => {
    const url = `${baseUrl}/stack/tx/v1beta1/simulate`
    const seen = sequence('post', url, [gatewayError(503, 14, 'unavailable'), () => HttpResponse.json({})])
    const endpoint = defineEndpoint({ id: 'tx/simulate', method: 'POST', path: '/{sdk}/tx/v1beta1/simulate', body: () => ({ tx_bytes: 'AA==' }), response: z.object({}) })
    const error = await request(testClient({ baseUrl, retry: 5 }), endpoint, undefined).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect(seen).toHaveLength(1)
    expect(await seen[0]!.text()).toBe('{"tx_bytes":"AA=="}')
  })

  it('stops after limit + 1 requests and throws the last typed error', async () => {
    const seen = sequence('get', balancesUrl, [gatewayError(500, 13, 'internal')])
    const error = await getBalances(testClient({ baseUrl, retry: 3 }), { address }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'GatewayError', status: 500, code: 13 })
    expect(seen).toHaveLength(4)
  })

  it('retries a network error, and never a 400 or 404', async () => {
    const flaky = sequence('get', balancesUrl, [() => HttpResponse.error(), () => HttpResponse.json(okBody)])
    await getBalances(testClient({ baseUrl }), { address })
    expect(flaky).toHaveLength(2)

    const bad = sequence('get', balancesUrl, [gatewayError(400, 3, 'invalid address')])
    await expect(getBalances(testClient({ baseUrl, retry: 4 }), { address })).rejects.toThrow(GatewayError)
    expect(bad).toHaveLength(1)

    const missing = sequence('get', balancesUrl, [gatewayError(404, 5, 'not found')])
    await expect(getBalances(testClient({ baseUrl, retry: 4 }), { address })).rejects.toThrow(GatewayError)
    expect(missing).toHaveLength(1)
  })

  it('waits as long as Retry-After says on a 429', async () => {
    const seen = sequence('get', balancesUrl, [gatewayError(429, 8, 'slow down', { 'retry-after': '1' }), () => HttpResponse.json(okBody)])
    const started = performance.now()
    await getBalances(testClient({ baseUrl }), { address })
    expect(seen).toHaveLength(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('fails at once when Retry-After is longer than maxRetryAfter, and reports it', async () => {
    const seen = sequence('get', balancesUrl, [gatewayError(429, 8, 'slow down', { 'retry-after': '120' })])
    const error = await getBalances(testClient({ baseUrl, retry: { maxRetryAfter: 5_000 } }), { address }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'GatewayError', status: 429, retryAfter: 120 })
    expect(seen).toHaveLength(1)
  })

  it('backs off exponentially with jitter by default', () => {
    const client = createGatewayClient({ baseUrl })
    expect([1, 2, 3].map(client.retry.delay)).toEqual([300, 600, 1200])
    const jitter = client.retry.jitter as (delay: number) => number
    for (let i = 0; i < 50; i++) {
      const value = jitter(1000)
      expect(value).toBeGreaterThanOrEqual(500)
      expect(value).toBeLessThanOrEqual(1000)
    }
    expect(client.retry.limit).toBe(2)
    expect(client.retry.statusCodes).toEqual([408, 429, 500, 502, 503, 504])
  })

  it('does not retry after an abort, and rejects with the abort reason', async () => {
    const seen = sequence('get', balancesUrl, [
      async () => {
        await delay(2_000)
        return HttpResponse.json(okBody)
      },
    ])
    const controller = new AbortController()
    const pending = getBalances(testClient({ baseUrl }), { address }, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    const error = await pending.catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
    expect(seen).toHaveLength(1)
  })
})

describe('createGatewayClient', () => {
  it('fills prefixes from SPEC.md by default and from a preset', () => {
    expect(createGatewayClient({ baseUrl: 'http://x/' }).prefixes).toEqual({ sdk: 'stack', app: 'appchain' })
    expect(createGatewayClient({ baseUrl: 'http://x', prefixes: 'kiichain' }).prefixes).toEqual({ sdk: 'cosmos', app: 'kiichain' })
    expect(createGatewayClient({ baseUrl: 'http://x', prefixes: { app: 'other' } }).prefixes).toEqual({ sdk: 'stack', app: 'other' })
    expect(createGatewayClient({ baseUrl: 'http://x/lcd/' }).baseUrl).toBe('http://x/lcd')
  })

  it('refuses a base URL that is not absolute http(s)', () => {
    expect(() => createGatewayClient({ baseUrl: '/lcd' })).toThrow(/absolute http\(s\) URL/)
    expect(() => createGatewayClient({ baseUrl: 'localhost:1317' })).toThrow(/http or https/)
    expect(() => createGatewayClient({ baseUrl: 'ftp://x' })).toThrow(/http or https/)
  })

  it('sends the configured headers', async () => {
    const seen = sequence('get', balancesUrl, [() => HttpResponse.json(okBody)])
    await getBalances(testClient({ baseUrl, headers: { 'x-api-key': 'k' } }), { address })
    expect(seen[0]!.headers.get('x-api-key')).toBe('k')
    expect(seen[0]!.headers.get('accept')).toBe('application/json')
  })
})
