import { afterEach, describe, expect, it } from 'vitest'
import { GatewayError, HttpError, NetworkError, SchemaError, TimeoutError } from '../../src/core/errors.ts'
import type { DevnetFault } from '../../src/devnet/faults.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { broadcastTx } from '../../src/modules/tx/broadcastTx.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// Every fault of the devnet against the client, counted at the server: a fault that
// passes recovers within the retry budget; one that lasts ends in its typed error
// after exactly `retry.limit + 1` requests; what retrying cannot fix is not retried.

const server = setupDevnetServer({ seed: 'recovery' })
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'
const broadcastRoute = '/{sdk}/tx/v1beta1/txs'
const limit = 2

afterEach(() => {
  server.devnet.faults.clear()
  server.devnet.stats.reset()
})

const client = (options: { timeout?: number; retryOnTimeout?: boolean; maxRetryAfter?: number } = {}) =>
  testClient({
    baseUrl: server.url,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    retry: { limit, retryOnTimeout: options.retryOnTimeout ?? false, ...(options.maxRetryAfter ? { maxRetryAfter: options.maxRetryAfter } : {}) },
  })

const readBalances = (c = client()) => getBalances(c, { address: server.devnet.fixtures.richAddress })
const failure = (c = client()) => readBalances(c).then(
  () => {
    throw new Error('expected the read to fail')
  },
  (error: unknown) => error,
)
const inject = (fault: DevnetFault) => server.devnet.faults.inject({ route: balancesRoute, ...fault })
const requests = () => server.devnet.stats.count(balancesRoute)

describe('transient faults recover within the retry budget', () => {
  const transient: [string, DevnetFault][] = [
    ['a burst of two 503s', { kind: 'status', status: 503, times: 2 }],
    ['a burst of two 500s', { kind: 'status', status: 500, times: 2 }],
    ['a burst of two 502s', { kind: 'status', status: 502, times: 2 }],
    ['two 504s', { kind: 'status', status: 504, times: 2 }],
    ["two proxy HTML 502 pages", { kind: 'html', times: 2 }],
    ['two connection resets', { kind: 'reset', times: 2 }],
    ['two bodies cut mid-way', { kind: 'truncate', times: 2 }],
    ['two 429s with Retry-After: 0', { kind: 'rateLimit', retryAfter: 0, times: 2 }],
  ]
  it.each(transient)('%s: success on the third request', async (_, fault) => {
    inject(fault)
    const data = await readBalances()
    expect(data.balances.length).toBeGreaterThan(0)
    expect(requests()).toBe(limit + 1)
  })

  it('two dripping bodies, when timeouts may be retried: success on the third request', async () => {
    inject({ kind: 'drip', interval: 1_000, times: 2 })
    await readBalances(client({ timeout: 300, retryOnTimeout: true }))
    expect(requests()).toBe(3)
  })

  it('latency under the timeout: success on the first request', async () => {
    inject({ kind: 'latency', ms: 100 })
    await readBalances(client({ timeout: 2_000 }))
    expect(requests()).toBe(1)
  })
})

describe('an exhausted budget ends in the typed error after limit + 1 requests', () => {
  it('503s: GatewayError, Unavailable', async () => {
    inject({ kind: 'status', status: 503 })
    const error = await failure()
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ status: 503, codeName: 'Unavailable' })
    expect(requests()).toBe(limit + 1)
  })

  it('500s: GatewayError, Internal', async () => {
    inject({ kind: 'status', status: 500 })
    expect(await failure()).toMatchObject({ name: 'GatewayError', status: 500, codeName: 'Internal' })
    expect(requests()).toBe(limit + 1)
  })

  it("a proxy's HTML 502: HttpError with a text preview", async () => {
    inject({ kind: 'html' })
    const error = await failure()
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 502, contentType: 'text/html; charset=utf-8' })
    expect((error as HttpError).bodyPreview).toBe('502 Bad Gateway 502 Bad Gateway nginx')
    expect(requests()).toBe(limit + 1)
  })

  it('resets: NetworkError', async () => {
    inject({ kind: 'reset' })
    expect(await failure()).toBeInstanceOf(NetworkError)
    expect(requests()).toBe(limit + 1)
  })

  it('bodies cut mid-way: NetworkError', async () => {
    inject({ kind: 'truncate' })
    expect(await failure()).toBeInstanceOf(NetworkError)
    expect(requests()).toBe(limit + 1)
  })

  it('429s: GatewayError, ResourceExhausted, with the Retry-After it was given', async () => {
    inject({ kind: 'rateLimit', retryAfter: 0 })
    expect(await failure()).toMatchObject({ name: 'GatewayError', status: 429, codeName: 'ResourceExhausted', retryAfter: 0 })
    expect(requests()).toBe(limit + 1)
  })

  it('dripping bodies, when timeouts may be retried: TimeoutError', async () => {
    inject({ kind: 'drip', interval: 1_000 })
    const error = await failure(client({ timeout: 200, retryOnTimeout: true }))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ timeout: 200 })
    expect(requests()).toBe(limit + 1)
  })
})

describe('what retrying cannot fix is not retried', () => {
  it('a dripping body times out once by default: a timeout has already used its time', async () => {
    inject({ kind: 'drip', interval: 1_000 })
    expect(await failure(client({ timeout: 200 }))).toBeInstanceOf(TimeoutError)
    expect(requests()).toBe(1)
  })

  it('latency past the timeout: TimeoutError after one request', async () => {
    inject({ kind: 'latency', ms: 600 })
    expect(await failure(client({ timeout: 150 }))).toMatchObject({ name: 'TimeoutError', timeout: 150 })
    expect(requests()).toBe(1)
  })

  it('JSON that breaks the schema: SchemaError naming the path, after one request', async () => {
    inject({ kind: 'schema' })
    const numbers = await failure()
    expect(numbers).toBeInstanceOf(SchemaError)
    expect(numbers).toMatchObject({ endpoint: 'bank/balances', path: '$.balances[0].amount', expected: 'string', received: 'number' })
    expect(requests()).toBe(1)

    server.devnet.faults.clear()
    server.devnet.stats.reset()
    inject({ kind: 'schema', change: 'missing' })
    expect(await failure()).toMatchObject({ name: 'SchemaError', path: '$.balances', received: 'undefined' })
    expect(requests()).toBe(1)
  })

  it('a complete 200 whose body is cut JSON: HttpError after one request', async () => {
    inject({ kind: 'truncate', ending: 'clean' })
    const error = await failure()
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 200 })
    expect((error as HttpError).shortMessage).toContain('truncated or not JSON')
    expect(requests()).toBe(1)
  })
})

describe('a 429 waits as told', () => {
  it('sends the retry no earlier than Retry-After seconds after the 429', async () => {
    inject({ kind: 'rateLimit', retryAfter: 1, times: 1 })
    await readBalances()
    const [limited, retried] = server.devnet.stats.log
    expect(limited!.fault).toBe('rateLimit')
    expect(retried!.fault).toBeUndefined()
    // The gap the server saw: a lower bound set by the header, not a timing of the test.
    expect(retried!.time - limited!.time).toBeGreaterThanOrEqual(990)
  })

  it('reads Retry-After given as an HTTP date', async () => {
    const until = new Date(Math.ceil((Date.now() + 1_500) / 1000) * 1000)
    inject({ kind: 'rateLimit', retryAfter: until, times: 1 })
    await readBalances()
    const [, retried] = server.devnet.stats.log
    expect(server.devnet.stats.log).toHaveLength(2)
    expect(performance.timeOrigin + retried!.time).toBeGreaterThanOrEqual(until.getTime() - 10)
  })

  it('fails at once, with the GatewayError, when Retry-After is longer than maxRetryAfter', async () => {
    inject({ kind: 'rateLimit', retryAfter: 120 })
    const error = await failure(client({ maxRetryAfter: 5_000 }))
    expect(error).toMatchObject({ name: 'GatewayError', status: 429, retryAfter: 120 })
    expect(requests()).toBe(1)
  })
})

describe('writes are sent once', () => {
  const send = () => broadcastTx(client(), { txBytes: 'CgA=' }).catch((error: unknown) => error)

  it('a broadcast that meets a 503 is not resent', async () => {
    server.devnet.faults.inject({ kind: 'status', status: 503, route: broadcastRoute })
    expect(await send()).toMatchObject({ name: 'GatewayError', status: 503 })
    expect(server.devnet.stats.count(broadcastRoute)).toBe(1)
  })

  it('a broadcast whose connection resets is not resent: it may have reached the chain', async () => {
    server.devnet.faults.inject({ kind: 'reset', route: broadcastRoute })
    expect(await send()).toBeInstanceOf(NetworkError)
    expect(server.devnet.stats.count(broadcastRoute)).toBe(1)
  })

  it('a broadcast that meets a 429 or a cut body is not resent', async () => {
    server.devnet.faults.inject({ kind: 'rateLimit', retryAfter: 0, route: broadcastRoute, times: 1 })
    server.devnet.faults.inject({ kind: 'truncate', route: broadcastRoute, times: 1 })
    expect(await send()).toMatchObject({ name: 'GatewayError', status: 429 })
    expect(await send()).toBeInstanceOf(NetworkError)
    expect(server.devnet.stats.count(broadcastRoute)).toBe(2)
  })
})
