// Server prefetch of the connected components: prefetch on a "server" QueryClient, dehydrate (through
// JSON, as a page carries it), render under HydrationBoundary with a fresh client, and count what
// reaches the devnet server over HTTP: nothing while the data is fresh.
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { prefetchBalanceList } from '../../src/components/BalanceList/prefetchBalanceList.ts'
import { createGatewayClient, type GatewayClient } from '../../src/core/client.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'prefetch', autoAdvance: false })
})
afterAll(() => devnet.close())
beforeEach(() => devnet.devnet.stats.reset())

// A new client per side, as on a real server and browser: the query keys carry the client's id (its URL).
const newClient = (): GatewayClient => createGatewayClient({ baseUrl: devnet.url, retry: 0 })

async function prefetchOnServer(prefetch: (queryClient: QueryClient, client: GatewayClient) => Promise<void>): Promise<DehydratedState> {
  const queryClient = new QueryClient()
  await prefetch(queryClient, newClient())
  const state = JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState
  queryClient.clear()
  devnet.devnet.stats.reset()
  return state
}

// The browser's client, with a staleTime as TanStack advises for server rendering.
function renderHydrated(state: DehydratedState | undefined, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  return render(
    <GatekitProvider client={newClient()} queryClient={queryClient}>
      {state ? <HydrationBoundary state={state}>{ui}</HydrationBoundary> : ui}
    </GatekitProvider>,
  )
}

// Long enough for any effect-driven fetch (a page walk, a lookup per row) to have gone out.
const settle = () => new Promise((resolve) => setTimeout(resolve, 400))
const requestsSeen = () => devnet.devnet.stats.log.map((entry) => `${entry.method} ${entry.path}`)

describe('prefetchBalanceList', () => {
  it('fills what BalanceList reads: hydrated, it shows every row at once and makes no request', async () => {
    const { richAddress } = devnet.devnet.fixtures
    const state = await prefetchOnServer((queryClient, client) => prefetchBalanceList(queryClient, client, { address: richAddress }))
    const { container } = renderHydrated(state, <BalanceList address={richAddress} locale="en-US" />)
    // The first render already has the rows: no loading state in between.
    expect(container.querySelector('.gk-balance-list')).toHaveAttribute('data-state', 'success')
    const held = [...devnet.devnet.chain.balances(richAddress).values()].filter((amount) => amount > 0n).length
    expect(container.querySelectorAll('tbody tr[data-denom]')).toHaveLength(held)
    expect(screen.getByRole('columnheader', { name: /Spendable/ })).toBeInTheDocument()
    await settle()
    expect(requestsSeen()).toEqual([])
  })

  it('with a page size and no spendable column, prefetches those same queries', async () => {
    const { collectorAddress } = devnet.devnet.fixtures
    const props = { address: collectorAddress, pageSize: 10, showSpendable: false }
    const state = await prefetchOnServer((queryClient, client) => prefetchBalanceList(queryClient, client, props))
    const { container } = renderHydrated(state, <BalanceList {...props} locale="en-US" />)
    expect(container.querySelectorAll('tbody tr[data-denom]')).toHaveLength(10)
    expect(screen.queryByRole('columnheader', { name: /Spendable/ })).toBeNull()
    await settle()
    expect(requestsSeen()).toEqual([])
  })

  it('the count is real: without the prefetch the same list asks the gateway', async () => {
    const { richAddress } = devnet.devnet.fixtures
    renderHydrated(undefined, <BalanceList address={richAddress} locale="en-US" />)
    await settle()
    expect(devnet.devnet.stats.requests).toBeGreaterThan(3)
  })
})
