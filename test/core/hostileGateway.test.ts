import { Console } from 'node:console'
import { Writable } from 'node:stream'
import { inspect } from 'node:util'
import { createGzip } from 'node:zlib'
import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { BaseError, GatewayError, HttpError, NetworkError, ResponseTooLargeError, SchemaError, TimeoutError } from '../../src/core/errors.ts'
import { defineEndpoint, request } from '../../src/core/request.ts'
import * as z from 'zod/mini'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { setupDevnetServer } from '../helpers.tsx'
import { sendJson, setupHostileServer } from './hostileServer.ts'

const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const gateway = setupHostileServer()
const devnet = setupDevnetServer()

/** Gzip of `size` bytes of spaces: a few hundred kilobytes that inflate to `size`. */
async function gzipBomb(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 })
  const out: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => out.push(chunk))
  const done = new Promise<void>((resolve) => gzip.on('end', resolve))
  const chunk = Buffer.alloc(1 << 20, 0x20)
  for (let written = 0; written < size; written += chunk.length) {
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve))
  }
  gzip.end()
  await done
  return Buffer.concat(out)
}

describe('response size limit', () => {
  it('stops a gzip bomb early with ResponseTooLargeError, memory bounded by maxResponseBytes', async () => {
    const bomb = await gzipBomb(256 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(400_000)
    gateway.serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length })
      response.end(bomb)
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 60_000 })
    expect(client.maxResponseBytes).toBe(32 * 1024 * 1024)
    const before = process.memoryUsage().rss
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 2)
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    clearInterval(sampler)
    peak = Math.max(peak, process.memoryUsage().rss)
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ limit: 32 * 1024 * 1024, status: 200, request: { method: 'GET' } })
    // Reading it whole held 256 MB as bytes and again as text; stopping at 32 MiB holds a fraction.
    expect(peak - before).toBeLessThan(160 * 1024 * 1024)
  }, 30_000)

  it('refuses a declared Content-Length over the limit without reading it, and honours a smaller limit', async () => {
    gateway.serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': 5_000 })
      response.end('['.padEnd(4_999, ' ') + ']')
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, maxResponseBytes: 4_096 })
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect((error as ResponseTooLargeError).shortMessage).toBe('The response body was larger than 4096 bytes (maxResponseBytes), so reading it stopped.')

    // The same limit counts a chunked body without Content-Length, and an error status's body too.
    gateway.serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      for (let index = 0; index < 10; index++) response.write('x'.repeat(1_000))
      response.end()
    })
    const chunked = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(chunked).toBeInstanceOf(ResponseTooLargeError)
    expect(chunked).toMatchObject({ status: 502 })
    expect(() => createGatewayClient({ baseUrl: gateway.url, maxResponseBytes: 0 })).toThrow(/maxResponseBytes/)
  })
})

describe('gateway strings in errors', () => {
  it('previews a 502 of 100,000 `<` in linear time, in at most 200 characters', async () => {
    const body = '<'.repeat(100_000)
    gateway.serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end(body)
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const started = performance.now()
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    const elapsed = performance.now() - started
    expect(error).toBeInstanceOf(HttpError)
    // The regex over the whole body took 3.7 s; cut first, it takes about a millisecond.
    expect(elapsed).toBeLessThan(500)
    expect((error as HttpError).bodyPreview.length).toBeLessThanOrEqual(200)
    expect((error as HttpError).message.length).toBeLessThan(1_000)

    // Markup is still removed from an ordinary page, unclosed tags included.
    gateway.serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html><style>p{}</style><h1>502 Bad Gateway</h1><p>nginx</p><div class="x')
    })
    const page = await getBalances(client, { address }).catch((e: unknown) => e)
    expect((page as HttpError).bodyPreview).toBe('502 Bad Gateway nginx')
  })

  it('caps a 20 MB gateway error message, status text and details; the full text is kept nowhere', async () => {
    const message = `denied: ${'m'.repeat(20 * 1024 * 1024)}`
    gateway.serve((_request, response) => {
      sendJson(response, 400, { code: 3, message, error: `e${'r'.repeat(5_000)}`, details: Array.from({ length: 1_000 }, () => ({ '@type': 'x', value: 'v'.repeat(100) })) })
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    const gatewayError = error as GatewayError
    expect(gatewayError.details?.startsWith('denied: mmm')).toBe(true)
    expect(gatewayError.details?.length).toBe(1_000)
    expect(gatewayError.details?.endsWith('…')).toBe(true)
    expect(gatewayError.message.length).toBeLessThan(2_000)
    expect(gatewayError.body.message.length).toBe(1_000)
    expect(gatewayError.body.error?.length).toBe(1_000)
    expect(gatewayError.body.details.length).toBeGreaterThan(0)
    expect(JSON.stringify(gatewayError.body.details).length).toBeLessThan(9_000)
    expect(inspect(error, { depth: Infinity }).length).toBeLessThan(50_000)
  })

  it('caps a JSON path made of a gateway-chosen key in a SchemaError', async () => {
    const key = 'k'.repeat(100_000)
    gateway.serve((_request, response) => sendJson(response, 200, { [key]: 'not a number' }))
    const endpoint = defineEndpoint({ id: 'test/record', method: 'GET', path: '/x', response: z.record(z.string(), z.number()) })
    const error = await request(createGatewayClient({ baseUrl: gateway.url, retry: 0 }), endpoint, undefined).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).path.length).toBeLessThanOrEqual(300)
    expect((error as SchemaError).message.length).toBeLessThan(2_000)
  })

  it('caps a hostile status text and content type of an HttpError', async () => {
    gateway.serve((_request, response) => {
      response.writeHead(503, 'S'.repeat(5_000), { 'content-type': `text/plain; x=${'c'.repeat(5_000)}` })
      response.end('down')
    })
    const error = await getBalances(createGatewayClient({ baseUrl: gateway.url, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).contentType!.length).toBeLessThanOrEqual(200)
    expect((error as HttpError).message.length).toBeLessThan(1_000)
  })
})

const secrets = { 'x-api-key': 'sk_live_APIKEY123', 'x-signature': 'SIGNATURE456', authorization: 'Bearer TOKEN789' }
const secretPattern = /x-api-key|x-signature|authorization|sk_live_APIKEY123|SIGNATURE456|TOKEN789/i

/** Every way an app might print or copy an error, for the error and each link of its cause chain. */
function renderings(error: unknown): string[] {
  const out: string[] = []
  let sink = ''
  const console = new Console({
    stdout: new Writable({ write: (chunk, _encoding, next) => ((sink += String(chunk)), next()) }),
    stderr: new Writable({ write: (chunk, _encoding, next) => ((sink += String(chunk)), next()) }),
  })
  for (let link: unknown = error, depth = 0; link !== undefined && depth < 10; link = (link as { cause?: unknown }).cause, depth++) {
    out.push(inspect(link, { depth: Infinity, showHidden: true, getters: true }))
    out.push(JSON.stringify(link) ?? '')
    out.push(JSON.stringify(Object.getOwnPropertyDescriptors(link as object), (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)))
    out.push(inspect(structuredClone(link), { depth: Infinity, showHidden: true }))
    console.error(link)
    console.log('%o', link)
  }
  out.push(sink)
  return out
}

function expectNoSecret(error: unknown) {
  for (const text of renderings(error)) expect(text).not.toMatch(secretPattern)
}

describe('secrets in errors and caches', () => {
  it('a timeout keeps no header: inspect, console, JSON and structuredClone of the error and its causes', async () => {
    gateway.serve(() => undefined) // never answers
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 100, headers: secrets })
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(gateway.received[0]?.headers['x-api-key']).toBe(secrets['x-api-key'])
    expectNoSecret(error)
  })

  it('neither does an HTTP error, a gateway error, a cut connection or a refused one', async () => {
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, headers: secrets })
    gateway.serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end('boom')
    })
    const http = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(http).toBeInstanceOf(HttpError)
    expectNoSecret(http)

    gateway.serve((_request, response) => sendJson(response, 404, { code: 5, message: 'not found', details: [] }))
    const refused = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(GatewayError)
    expectNoSecret(refused)

    gateway.serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': 1_000 })
      response.write('{"balances":[')
      setTimeout(() => response.destroy(), 20)
    })
    const cut = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(cut).toBeInstanceOf(NetworkError)
    expect((cut as NetworkError).cause).toBeInstanceOf(TypeError)
    expectNoSecret(cut)

    const closed = createGatewayClient({ baseUrl: 'http://127.0.0.1:1', retry: 0, headers: secrets })
    const unreachable = await getBalances(closed, { address }).catch((e: unknown) => e)
    expect(unreachable).toBeInstanceOf(NetworkError)
    expectNoSecret(unreachable)
  })

  it('a query cache after failed and successful queries does not show the API key', async () => {
    let calls = 0
    gateway.serve((_request, response) => {
      calls++
      if (calls === 1) return // the first query times out
      sendJson(response, 200, { balances: [{ denom: 'akii', amount: '5' }], pagination: { next_key: null, total: '1' } })
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 100, headers: secrets })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await queryClient.fetchQuery(getBalancesQueryOptions(client, { address })).catch(() => undefined)
    const failedQuery = queryClient.getQueryCache().getAll()[0]
    expect(failedQuery?.state.error).toBeInstanceOf(TimeoutError)
    await queryClient.fetchQuery(getBalancesQueryOptions(client, { address: 'kii1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' })).catch(() => undefined)
    const cache = inspect(queryClient.getQueryCache().getAll(), { depth: Infinity, showHidden: true })
    expect(cache).toContain('TimeoutError')
    expect(cache).not.toMatch(secretPattern)
    expect(inspect(client, { depth: Infinity, showHidden: true })).not.toMatch(secretPattern)
    queryClient.clear()
  })
})

describe('Retry-After', () => {
  it('spreads 100 retries after a 429 Retry-After: 1, and succeeds once the gateway recovers', async () => {
    // Every first attempt is refused; the gateway has recovered by the time the retries come.
    gateway.serve((_request, response) => {
      if (gateway.received.length <= 100) return sendJson(response, 429, { code: 8, message: 'slow down', details: [] }, { 'retry-after': '1' })
      sendJson(response, 200, { balances: [], pagination: { next_key: null, total: '0' } })
    })
    // The default jitter, recorded: what each retry waited on top of Retry-After.
    const defaultJitter = createGatewayClient({ baseUrl: gateway.url }).retry.jitter as (delay: number) => number
    const jitters: number[] = []
    const jitter = (delay: number) => {
      const value = defaultJitter(delay)
      jitters.push(value)
      return value
    }
    const client = createGatewayClient({ baseUrl: gateway.url, maxConcurrentRequests: Infinity, timeout: 10_000, retry: { jitter } })
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => getBalances(client, { address })))
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true)
    expect(gateway.received).toHaveLength(200)
    expect(jitters).toHaveLength(100)
    // The waits are spread (ky alone waits exactly Retry-After, so all 100 came back within a few ms):
    // the default jitter keeps 150-300 ms of a 300 ms backoff, and no 10 ms holds a quarter of them.
    const waits = [...jitters].sort((a, b) => a - b)
    expect(waits[0]).toBeGreaterThanOrEqual(150)
    expect(waits.at(-1)! - waits[0]!).toBeGreaterThan(60)
    expect(Math.max(...waits.map((at) => waits.filter((other) => other >= at && other < at + 10).length))).toBeLessThan(25)
    // And the retries did wait them: a timer may fire late (the test process stalls under load,
    // which bunches arrivals) but never early, so the k-th retry came no sooner than Retry-After
    // plus the k-th shortest wait after the first refusal.
    const first = gateway.received[0]!.at
    const retries = gateway.received.slice(100).map((request) => request.at).sort((a, b) => a - b)
    retries.forEach((at, k) => expect(at - first).toBeGreaterThanOrEqual(1_000 + waits[k]! - 5))
  }, 20_000)

  it('fails when the time budget is spent, and a later call succeeds once the gateway recovers', async () => {
    let refusing = true
    gateway.serve((_request, response) => {
      if (refusing) return sendJson(response, 503, { code: 14, message: 'unavailable', details: [] }, { 'retry-after': '1' })
      sendJson(response, 200, { balances: [], pagination: { next_key: null, total: '0' } })
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: { limit: 10, maxRetryTime: 1_500 } })
    expect(client.retry.maxRetryTime).toBe(1_500)
    const started = performance.now()
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    const elapsed = performance.now() - started
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 503, retryAfter: 1 })
    // One retry fits in 1.5 s (1 s + 150-300 ms of jitter); the next would end past the budget, so it
    // is not even waited for: waiting for it would take 2.3 s or more. The bound leaves room for stalls.
    expect(gateway.received).toHaveLength(2)
    expect(elapsed).toBeLessThan(2_100)
    refusing = false
    await expect(getBalances(client, { address })).resolves.toMatchObject({ balances: [] })
    expect(createGatewayClient({ baseUrl: gateway.url }).retry.maxRetryTime).toBe(30_000)
  }, 20_000)
})

describe('recovery', () => {
  it('a call after every URL failed goes out at once and succeeds when the gateway is back: no cooldown keeps it failed', async () => {
    let refusing = true
    gateway.serve((_request, response) => {
      if (refusing) return sendJson(response, 503, { code: 14, message: 'unavailable', details: [] })
      sendJson(response, 200, { balances: [], pagination: { next_key: null, total: '0' } })
    })
    // The mirror refuses connections: after the first call both URLs are cooling down for 30 s.
    const client = createGatewayClient({ baseUrl: gateway.url, fallbackUrls: ['http://127.0.0.1:1'], retry: { limit: 1, delay: () => 1 } })
    const failure = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(NetworkError)
    expect(gateway.received).toHaveLength(1)
    refusing = false
    const started = performance.now()
    await expect(getBalances(client, { address })).resolves.toMatchObject({ balances: [] })
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('integers beyond 2^53 in unvalidated message JSON', () => {
  it('getTx gives the exact digits of a message field the gateway sent as a JSON number', async () => {
    const tx = devnet.devnet.chain.allTxs()[0]!
    const text = await (await fetch(`${devnet.url}/stack/tx/v1beta1/txs/${tx.hash}`)).text()
    const json = JSON.parse(text) as { tx: { body: { messages: Record<string, unknown>[] } } }
    json.tx.body.messages[0]!.big_amount = '__BIG__'
    json.tx.body.messages[0]!.small = '__SMALL__'
    const hostile = JSON.stringify(json)
      .replace('"__BIG__"', '12345678901234567891')
      .replace('"__SMALL__"', '[9007199254740991, -98765432109876543210, 1.5e300]')
    gateway.serve((_request, response) => sendJson(response, 200, hostile))
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const found = await getTx(client, { hash: tx.hash })
    const message = found.tx!.body!.messages[0] as Record<string, unknown>
    expect(message.big_amount).toBe('12345678901234567891')
    expect(message.small).toEqual([9007199254740991, '-98765432109876543210', 1.5e300])
    const unvalidated = (await getTx(client, { hash: tx.hash }, { validateResponses: false })) as typeof found
    expect((unvalidated.tx!.body!.messages[0] as Record<string, unknown>).big_amount).toBe('12345678901234567891')
  })
})
