import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { accountPrefix, sha256Of, toBech32 } from '../../src/devnet/encoding.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// Many components, one gateway: however many read a failing query, it costs at most
// `retry.limit + 1` requests; however many details a table loads, at most
// `maxConcurrentRequests` are in flight at the server.

const server = setupDevnetServer({ seed: 'load' })
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'

afterEach(() => {
  server.devnet.faults.clear()
  server.devnet.stats.reset()
})

function BalanceCell({ address, index }: { address: string; index: number }) {
  const { data, status } = useBalances({ address })
  return <output data-testid="cell" data-state={status} aria-label={`row ${index}`}>{data ? data.balances.length : ''}</output>
}

function renderTable(client: GatewayClient, addresses: readonly string[]) {
  return render(
    <GatekitProvider client={client} queryClient={new QueryClient()}>
      {addresses.map((address, index) => (
        <BalanceCell key={index} address={address} index={index} />
      ))}
    </GatekitProvider>,
  )
}

const states = () => screen.getAllByTestId('cell').map((cell) => cell.dataset.state)
const addresses = (count: number) => Array.from({ length: count }, (_, i) => toBech32(accountPrefix, sha256Of(`load/${i}`).slice(0, 20)))

describe('no storms: twenty components reading one query', () => {
  const limit = 2
  const twenty = () => Array.from({ length: 20 }, () => server.devnet.fixtures.richAddress)

  it('a gateway that keeps failing gets limit + 1 requests, and every component shows the error', async () => {
    server.devnet.faults.inject({ kind: 'status', status: 503, route: balancesRoute })
    renderTable(testClient({ baseUrl: server.url, retry: limit }), twenty())
    await waitFor(() => expect(states().every((state) => state === 'error')).toBe(true))
    expect(server.devnet.stats.count(balancesRoute)).toBe(limit + 1)
  })

  it('a gateway that resets twice gets three requests, and every component shows the data', async () => {
    server.devnet.faults.inject({ kind: 'reset', route: balancesRoute, times: 2 })
    renderTable(testClient({ baseUrl: server.url, retry: limit }), twenty())
    await waitFor(() => expect(states().every((state) => state === 'success')).toBe(true))
    expect(server.devnet.stats.count(balancesRoute)).toBe(limit + 1)
  })

  it('a gateway that rate-limits every request gets limit + 1 requests, not twenty times that', async () => {
    server.devnet.faults.inject({ kind: 'rateLimit', retryAfter: 0, route: balancesRoute })
    renderTable(testClient({ baseUrl: server.url, retry: limit }), twenty())
    await waitFor(() => expect(states().every((state) => state === 'error')).toBe(true))
    expect(server.devnet.stats.count(balancesRoute)).toBe(limit + 1)
  })
})

describe('a cap on requests in flight per host', () => {
  it('a table of fifty details behind a slow gateway never has more than six in flight', async () => {
    server.devnet.faults.inject({ kind: 'latency', ms: 100 })
    renderTable(testClient({ baseUrl: server.url }), addresses(50))
    await waitFor(() => expect(states().every((state) => state === 'success')).toBe(true), { timeout: 15_000 })
    expect(server.devnet.stats.requests).toBe(50)
    expect(server.devnet.stats.maxInFlight).toBe(6)
  })

  it('takes its cap from maxConcurrentRequests; Infinity lifts it', async () => {
    server.devnet.faults.inject({ kind: 'latency', ms: 100 })
    const two = testClient({ baseUrl: server.url, maxConcurrentRequests: 2 })
    await Promise.all(addresses(10).map((address) => getBalances(two, { address })))
    expect(server.devnet.stats.maxInFlight).toBe(2)

    server.devnet.stats.reset()
    const unbounded = testClient({ baseUrl: server.url, maxConcurrentRequests: Infinity })
    await Promise.all(addresses(10).map((address) => getBalances(unbounded, { address })))
    expect(server.devnet.stats.maxInFlight).toBeGreaterThan(6)
  })

  it('lets an aborted request leave the queue without sending it', async () => {
    server.devnet.faults.inject({ kind: 'latency', ms: 300 })
    const one = testClient({ baseUrl: server.url, maxConcurrentRequests: 1 })
    const [first, second, third] = addresses(3)
    const running = getBalances(one, { address: first! })
    const controller = new AbortController()
    const queued = getBalances(one, { address: second! }, { signal: controller.signal }).catch((error: unknown) => error)
    const behind = getBalances(one, { address: third! })
    controller.abort()
    expect(((await queued) as Error).name).toBe('AbortError')
    await Promise.all([running, behind])
    expect(server.devnet.stats.log.map((record) => record.path.split('/').at(-1))).toEqual([first, third])
  })

  it('starts the timeout when a request leaves the queue, so waiting for a slot never times it out', async () => {
    server.devnet.faults.inject({ kind: 'latency', ms: 150 })
    const one = testClient({ baseUrl: server.url, maxConcurrentRequests: 1, timeout: 1_000, retry: 0 })
    // Eight requests one after another take far longer than one timeout; each still has its full second.
    const results = await Promise.all(addresses(8).map((address) => getBalances(one, { address })))
    expect(results).toHaveLength(8)
    expect(server.devnet.stats.maxInFlight).toBe(1)
  })

  it('refuses a cap that is not a positive integer or Infinity', () => {
    expect(() => testClient({ baseUrl: server.url, maxConcurrentRequests: 0 })).toThrow(/maxConcurrentRequests must be a positive integer or Infinity/)
    expect(() => testClient({ baseUrl: server.url, maxConcurrentRequests: 2.5 })).toThrow(TypeError)
    expect(() => testClient({ baseUrl: server.url, timeout: 0 })).toThrow(/timeout must be false or milliseconds/)
  })
})
