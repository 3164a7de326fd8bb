import { afterEach, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { GatewayError, NetworkError, TimeoutError } from '../../src/core/errors.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { broadcastTx } from '../../src/modules/tx/broadcastTx.ts'
import { getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// Two mirrors of one chain (same seed). `fallbackUrls` moves attempts to the mirror on
// network errors, timeouts and 5xx, and comes back to the first URL after its cooldown.

const primary = setupDevnetServer({ seed: 'mirrored' })
const mirror = setupDevnetServer({ seed: 'mirrored' })
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'
const broadcastRoute = '/{sdk}/tx/v1beta1/txs'

afterEach(() => {
  for (const server of [primary, mirror]) {
    server.devnet.faults.clear()
    server.devnet.stats.reset()
  }
})

const mirroredClient = (options: { retry?: number; cooldown?: number; timeout?: number } = {}) =>
  testClient({
    baseUrl: primary.url,
    fallbackUrls: [mirror.url],
    failoverCooldown: options.cooldown ?? 60_000,
    retry: options.retry ?? 2,
    ...(options.timeout ? { timeout: options.timeout } : {}),
  })
const read = (client: ReturnType<typeof mirroredClient>) => getBalances(client, { address: primary.devnet.fixtures.richAddress })
const counts = () => [primary.devnet.stats.count(balancesRoute), mirror.devnet.stats.count(balancesRoute)]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('fallbackUrls', () => {
  it('moves a read to the mirror on a 5xx and keeps sending there while the first URL cools down', async () => {
    primary.devnet.faults.inject({ kind: 'status', status: 503 })
    const client = mirroredClient()
    const data = await read(client)
    expect(data.balances.length).toBeGreaterThan(0)
    expect(counts()).toEqual([1, 1])
    await read(client)
    await read(client)
    expect(counts()).toEqual([1, 3])
  })

  it('moves on a reset and on a body cut mid-way', async () => {
    primary.devnet.faults.inject({ kind: 'reset', times: 1 })
    await read(mirroredClient())
    expect(counts()).toEqual([1, 1])
    primary.devnet.faults.inject({ kind: 'truncate', times: 1 })
    await read(mirroredClient())
    expect(counts()).toEqual([2, 2])
  })

  it('moves on a timeout: the read that timed out fails, the next one goes to the mirror', async () => {
    primary.devnet.faults.inject({ kind: 'latency', ms: 800 })
    const client = mirroredClient({ timeout: 200 })
    const error = await read(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).request.url.startsWith(primary.url)).toBe(true)
    await read(client)
    expect(mirror.devnet.stats.count(balancesRoute)).toBe(1)
  })

  it('returns to the first URL once its cooldown is over and it answers again', async () => {
    const fault = primary.devnet.faults.inject({ kind: 'status', status: 502 })
    const client = mirroredClient({ cooldown: 300 })
    await read(client)
    expect(counts()).toEqual([1, 1])
    fault.remove()
    await sleep(350)
    await read(client)
    await read(client)
    expect(counts()).toEqual([3, 1])
  })

  it('tries the first URL again after the cooldown and moves on if it still fails', async () => {
    primary.devnet.faults.inject({ kind: 'reset' })
    const client = mirroredClient({ cooldown: 200 })
    await read(client)
    await sleep(250)
    await read(client)
    expect(counts()).toEqual([2, 2])
  })

  it('stays on a URL that answers 4xx or 429: those are answers, not outages', async () => {
    const client = mirroredClient()
    // Well-formed bech32 of another chain: only the gateway can refuse it (400).
    const foreign = 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp'
    const refused = await getBalances(client, { address: foreign }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(GatewayError)
    expect((refused as GatewayError).status).toBe(400)
    primary.devnet.faults.inject({ kind: 'rateLimit', retryAfter: 0, times: 1 })
    await read(client)
    // The 400, the 429 and its retry: all three at the first URL.
    expect(counts()).toEqual([3, 0])
    expect(mirror.devnet.stats.requests).toBe(0)
  })

  it('still sends at most limit + 1 requests when every URL fails, and names the URL of the last one', async () => {
    primary.devnet.faults.inject({ kind: 'status', status: 503 })
    mirror.devnet.faults.inject({ kind: 'status', status: 500 })
    const error = await read(mirroredClient({ retry: 3 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    const [first, second] = counts()
    expect(first! + second!).toBe(4)
    const last = primary.devnet.stats.log.at(-1)!.time > mirror.devnet.stats.log.at(-1)!.time ? primary : mirror
    expect((error as GatewayError).request.url.startsWith(`${last.url}/stack/bank/`)).toBe(true)
    expect((error as GatewayError).status).toBe(last === primary ? 503 : 500)
  })

  it('names the mirror in a network error that came from it', async () => {
    primary.devnet.faults.inject({ kind: 'status', status: 503 })
    mirror.devnet.faults.inject({ kind: 'reset' })
    const error = await read(mirroredClient({ retry: 1 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).request.url.startsWith(mirror.url)).toBe(true)
  })

  it('sends a write once, to the first healthy URL, and never resends it to the mirror', async () => {
    primary.devnet.faults.inject({ kind: 'reset', route: broadcastRoute })
    const client = mirroredClient()
    const first = await broadcastTx(client, { txBytes: 'CgA=' }).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(NetworkError)
    expect([primary.devnet.stats.count(broadcastRoute), mirror.devnet.stats.count(broadcastRoute)]).toEqual([1, 0])
    // The next write goes to the mirror, since the first URL just failed.
    await broadcastTx(client, { txBytes: 'CgA=' }).catch(() => undefined)
    expect([primary.devnet.stats.count(broadcastRoute), mirror.devnet.stats.count(broadcastRoute)]).toEqual([1, 1])
  })

  it('keeps query keys on the client id, whichever URL answers', async () => {
    primary.devnet.faults.inject({ kind: 'status', status: 503 })
    const client = mirroredClient()
    const before = getBalancesQueryOptions(client, { address: primary.devnet.fixtures.richAddress }).queryKey
    await read(client)
    expect(getBalancesQueryOptions(client, { address: primary.devnet.fixtures.richAddress }).queryKey).toEqual(before)
    expect(before[1]).toBe(primary.url)
  })

  it('normalizes the fallback URLs and refuses one that is not absolute http(s)', () => {
    const client = createGatewayClient({ baseUrl: 'http://a.test', fallbackUrls: ['http://b.test/lcd/'] })
    expect(client.fallbackUrls).toEqual(['http://b.test/lcd'])
    expect(client.failoverCooldown).toBe(30_000)
    expect(() => createGatewayClient({ baseUrl: 'http://a.test', fallbackUrls: ['b.test'] })).toThrow(/fallbackUrls\[0\]/)
    expect(() => createGatewayClient({ baseUrl: 'http://a.test', failoverCooldown: -1 })).toThrow(/failoverCooldown/)
  })
})
