import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../../src/devnet/msw.ts'
import { devnetFaultPresets, type DevnetFault } from '../../src/devnet/faults.ts'
import { startDevnetServer } from '../../src/devnet/server.ts'
import { setupDevnetServer } from '../helpers.tsx'

// The devnet's fault layer itself, over real HTTP: what each fault puts on the wire,
// which requests it hits, and the counters and control routes tests and tools read.

const server = setupDevnetServer({ seed: 'faults' })
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'
const balancesUrl = () => `${server.url}/stack/bank/v1beta1/balances/${server.devnet.fixtures.richAddress}`
const paramsUrl = () => `${server.url}/stack/auth/v1beta1/params`

afterEach(() => {
  server.devnet.faults.clear()
  server.devnet.stats.reset()
})

const sendOrError = (url: string, init?: RequestInit) => fetch(url, init).catch((error: unknown) => error as Error)

describe('what each fault sends', () => {
  it('status: a 5xx with the gateway error body, 503 by default', async () => {
    server.devnet.faults.inject({ kind: 'status', times: 1 })
    server.devnet.faults.inject({ kind: 'status', status: 500, times: 1 })
    const first = await fetch(balancesUrl())
    expect(first.status).toBe(503)
    expect(await first.json()).toEqual({ code: 14, message: 'service unavailable', details: [] })
    const second = await fetch(balancesUrl())
    expect(second.status).toBe(500)
    expect(await second.json()).toMatchObject({ code: 13 })
    expect((await fetch(balancesUrl())).status).toBe(200)
  })

  it('rateLimit: 429 with Retry-After in seconds, or as an HTTP date', async () => {
    server.devnet.faults.inject({ kind: 'rateLimit', retryAfter: 7, times: 1 })
    const date = new Date('2030-01-02T03:04:05Z')
    server.devnet.faults.inject({ kind: 'rateLimit', retryAfter: date, times: 1 })
    const seconds = await fetch(balancesUrl())
    expect(seconds.status).toBe(429)
    expect(seconds.headers.get('retry-after')).toBe('7')
    expect(await seconds.json()).toMatchObject({ code: 8 })
    expect((await fetch(balancesUrl())).headers.get('retry-after')).toBe('Wed, 02 Jan 2030 03:04:05 GMT')
  })

  it('reset: the connection drops without an answer', async () => {
    server.devnet.faults.inject({ kind: 'reset', times: 1 })
    const error = await sendOrError(balancesUrl())
    expect(error).toBeInstanceOf(TypeError)
    expect((await fetch(balancesUrl())).status).toBe(200)
  })

  it('truncate: half the JSON, then a cut connection, or a clean end', async () => {
    const whole = await (await fetch(balancesUrl())).text()
    server.devnet.faults.inject({ kind: 'truncate', times: 1 })
    const cut = await fetch(balancesUrl())
    expect(cut.status).toBe(200)
    expect(cut.headers.get('content-type')).toBe('application/json')
    await expect(cut.text()).rejects.toThrow(TypeError)

    server.devnet.faults.inject({ kind: 'truncate', ending: 'clean', times: 1 })
    const clean = await fetch(balancesUrl())
    const text = await clean.text()
    expect(clean.status).toBe(200)
    expect(whole.startsWith(text)).toBe(true)
    expect(text.length).toBe(Math.floor(whole.length / 2))
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError)
  })

  it("html: a proxy's 502 page", async () => {
    server.devnet.faults.inject({ kind: 'html', times: 1 })
    const response = await fetch(balancesUrl())
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toContain('<h1>502 Bad Gateway</h1>')
  })

  it('drip: headers at once, then the body a few bytes at a time', async () => {
    const whole = await (await fetch(balancesUrl())).text()
    server.devnet.faults.inject({ kind: 'drip', interval: 5, chunkSize: 16, times: 1 })
    const response = await fetch(balancesUrl())
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const chunks: Uint8Array[] = []
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value)
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(whole.length / 16) / 2)
    expect(new TextDecoder().decode(Buffer.concat(chunks))).toBe(whole)
    expect(server.devnet.stats.inFlight).toBe(0)
  })

  it('schema: amounts as numbers, or the first field missing', async () => {
    server.devnet.faults.inject({ kind: 'schema', times: 1 })
    const numbers = (await (await fetch(balancesUrl())).json()) as { balances: { amount: unknown }[] }
    expect(typeof numbers.balances[0]!.amount).toBe('number')
    server.devnet.faults.inject({ kind: 'schema', change: 'missing', times: 1 })
    const missing = (await (await fetch(balancesUrl())).json()) as Record<string, unknown>
    expect(missing).not.toHaveProperty('balances')
    expect(missing).toHaveProperty('pagination')
  })

  it('latency: the answer comes after the delay, and the request counts as in flight meanwhile', async () => {
    server.devnet.faults.inject({ kind: 'latency', ms: 400 })
    const pending = [fetch(balancesUrl()), fetch(balancesUrl()), fetch(paramsUrl())]
    await vi.waitFor(() => expect(server.devnet.stats.inFlight).toBe(3))
    const responses = await Promise.all(pending)
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    expect(server.devnet.stats.inFlight).toBe(0)
    expect(server.devnet.stats.maxInFlight).toBe(3)
  })
})

describe('which requests a fault hits', () => {
  it('by route template, path glob, RegExp and method; absent route means every request', async () => {
    server.devnet.faults.inject({ kind: 'status', route: balancesRoute })
    expect((await fetch(balancesUrl())).status).toBe(503)
    expect((await fetch(paramsUrl())).status).toBe(200)
    server.devnet.faults.clear()

    server.devnet.faults.inject({ kind: 'status', route: '/stack/auth/**' })
    expect((await fetch(paramsUrl())).status).toBe(503)
    expect((await fetch(balancesUrl())).status).toBe(200)
    server.devnet.faults.clear()

    server.devnet.faults.inject({ kind: 'status', route: /\/params$/ })
    expect((await fetch(paramsUrl())).status).toBe(503)
    server.devnet.faults.clear()

    server.devnet.faults.inject({ kind: 'status', method: 'POST' })
    expect((await fetch(paramsUrl())).status).toBe(200)
    expect((await fetch(`${server.url}/stack/tx/v1beta1/simulate`, { method: 'POST', body: '{}' })).status).toBe(503)
    server.devnet.faults.clear()

    server.devnet.faults.inject({ kind: 'status' })
    expect((await fetch(paramsUrl())).status).toBe(503)
    expect((await fetch(`${server.url}/no/such/route`)).status).toBe(503)
  })

  it('spends a fault after `times` hits and removes it; a handle removes it early', async () => {
    const burst = server.devnet.faults.inject({ kind: 'status', times: 2 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await fetch(balancesUrl())).status)
    expect(statuses).toEqual([503, 503, 200, 200])
    expect(burst.hits).toBe(2)
    expect(server.devnet.faults.list()).toEqual([])

    const forever = server.devnet.faults.inject({ kind: 'status', status: 502 })
    expect(server.devnet.faults.list()).toEqual([{ kind: 'status', status: 502, id: forever.id, hits: 0 }])
    expect((await fetch(balancesUrl())).status).toBe(502)
    expect(forever.remove()).toBe(true)
    expect(forever.remove()).toBe(false)
    expect((await fetch(balancesUrl())).status).toBe(200)
  })

  it('adds latency to the fault that answers, and lets only the first other fault answer', async () => {
    server.devnet.faults.inject({ kind: 'status', status: 500, times: 1 })
    server.devnet.faults.inject({ kind: 'status', status: 502, times: 1 })
    server.devnet.faults.inject({ kind: 'latency', ms: 30 })
    expect((await fetch(balancesUrl())).status).toBe(500)
    expect((await fetch(balancesUrl())).status).toBe(502)
    expect(server.devnet.stats.faulted).toEqual({ status: 2 })
  })

  it('draws probabilities from the seed: the same seed hits the same requests', async () => {
    const hitsOf = async (seed: string) => {
      const devnet = createDevnet({ seed, autoAdvance: false })
      devnet.faults.inject({ kind: 'status', probability: 0.5 })
      const statuses: number[] = []
      for (let i = 0; i < 40; i++) {
        statuses.push((await devnet.handle(new Request(`http://devnet/stack/auth/v1beta1/params`))).status)
      }
      return statuses
    }
    const first = await hitsOf('chaos')
    expect(await hitsOf('chaos')).toEqual(first)
    const hits = first.filter((status) => status === 503).length
    expect(hits).toBeGreaterThan(5)
    expect(hits).toBeLessThan(35)
    expect(await hitsOf('other seed')).not.toEqual(first)
  })

  it('refuses a fault it could never apply, with the reason', () => {
    const inject = (fault: unknown) => () => server.devnet.faults.inject(fault as DevnetFault)
    expect(inject({ kind: 'explode' })).toThrow(/unknown fault kind "explode"/)
    expect(inject({ kind: 'status', route: '/{sdk}/bank/v9/nothing' })).toThrow(/no devnet route has the template/)
    expect(inject({ kind: 'status', times: 0 })).toThrow(/times must be a positive integer/)
    expect(inject({ kind: 'status', probability: 2 })).toThrow(/probability/)
    expect(inject({ kind: 'status', status: 200 })).toThrow(/HTTP error status/)
    expect(inject({ kind: 'latency' })).toThrow(/ms must be/)
    expect(inject({ kind: 'rateLimit', retryAfter: -1 })).toThrow(/retryAfter/)
    expect(server.devnet.faults.list()).toEqual([])
  })
})

describe('counters and control routes', () => {
  it('counts requests per route and in total, leaving out control requests', async () => {
    await fetch(balancesUrl())
    await fetch(balancesUrl())
    await fetch(paramsUrl())
    await fetch(`${server.url}/_devnet/stats`)
    const { stats } = server.devnet
    expect(stats.requests).toBe(3)
    expect(stats.byRoute).toEqual({ 'GET /{sdk}/bank/v1beta1/balances/{address}': 2, 'GET /{sdk}/auth/v1beta1/params': 1 })
    expect(stats.count(balancesRoute)).toBe(2)
    expect(stats.count('/stack/**', 'POST')).toBe(0)
    expect(stats.log.map((record) => record.route)).toEqual([balancesRoute, balancesRoute, '/{sdk}/auth/v1beta1/params'])
  })

  it('switches faults over HTTP: POST a fault, a list or a preset; GET lists; DELETE removes', async () => {
    const control = `${server.url}/_devnet/faults`
    const post = (body: unknown) => fetch(control, { method: 'POST', body: JSON.stringify(body) })

    const one = await post({ kind: 'status', status: 502, route: balancesRoute, times: 1 })
    expect(one.status).toBe(201)
    const [created] = ((await one.json()) as { faults: { id: string }[] }).faults
    expect(created).toMatchObject({ kind: 'status', status: 502, route: balancesRoute, times: 1, hits: 0 })
    expect((await fetch(balancesUrl())).status).toBe(502)

    await post([{ kind: 'latency', ms: 1 }, { kind: 'reset', route: '/stack/auth/**' }])
    const listed = (await (await fetch(control)).json()) as { faults: { kind: string }[] }
    expect(listed.faults.map((fault) => fault.kind)).toEqual(['latency', 'reset'])
    expect(await sendOrError(paramsUrl())).toBeInstanceOf(TypeError)

    const resetId = server.devnet.faults.list()[1]!.id
    expect((await fetch(`${control}/${resetId}`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${control}/${resetId}`, { method: 'DELETE' })).status).toBe(404)
    expect((await fetch(paramsUrl())).status).toBe(200)

    expect(await (await fetch(control, { method: 'DELETE' })).json()).toEqual({ removed: 1 })
    const preset = await post({ preset: 'flaky5xx' })
    expect(((await preset.json()) as { faults: unknown[] }).faults).toEqual([
      expect.objectContaining({ ...devnetFaultPresets.flaky5xx[0] }),
    ])

    const bad = await post({ kind: 'status', status: 'oops' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 3, message: expect.stringContaining('status must be') })
  })

  it('starts a server with faults already in place', async () => {
    const flaky = await startDevnetServer({ port: 0, autoAdvance: false, faults: [{ kind: 'html', times: 1 }] })
    try {
      expect((await fetch(`${flaky.url}/stack/auth/v1beta1/params`)).status).toBe(502)
      expect((await fetch(`${flaky.url}/stack/auth/v1beta1/params`)).status).toBe(200)
    } finally {
      await flaky.close()
    }
  })

  it('answers the counters over HTTP and resets them', async () => {
    await fetch(balancesUrl())
    const stats = (await (await fetch(`${server.url}/_devnet/stats`)).json()) as { requests: number; log: unknown[] }
    expect(stats.requests).toBe(1)
    expect(stats.log).toHaveLength(1)
    await fetch(`${server.url}/_devnet/stats`, { method: 'DELETE' })
    expect(server.devnet.stats.requests).toBe(0)
  })
})

describe('under MSW', () => {
  const devnet = createDevnet({ seed: 'faults-msw', autoAdvance: false })
  const baseUrl = 'http://devnet.faults.test'
  const mock = setupServer(...createDevnetHandlers(devnet, { baseUrl }))
  beforeAll(() => mock.listen({ onUnhandledRequest: 'bypass' }))
  afterAll(() => mock.close())

  it('turns a reset into a network error and a truncated body into a failed read', async () => {
    devnet.faults.inject({ kind: 'reset', times: 1 })
    devnet.faults.inject({ kind: 'truncate', times: 1 })
    expect(await sendOrError(`${baseUrl}/stack/auth/v1beta1/params`)).toBeInstanceOf(TypeError)
    const cut = await fetch(`${baseUrl}/stack/auth/v1beta1/params`)
    await expect(cut.text()).rejects.toThrow(TypeError)
    expect(devnet.stats.requests).toBe(2)
    expect(devnet.stats.faulted).toEqual({ reset: 1, truncate: 1 })
  })
})
