// Server prefetch of the connected components: prefetch on a "server" QueryClient, dehydrate (through
// JSON, as a page carries it), render under HydrationBoundary with a fresh client, and count what
// reaches the devnet server over HTTP: nothing while the data is fresh.
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Amount } from '../../src/components/Amount/Amount.tsx'
import { prefetchAmount } from '../../src/components/Amount/prefetchAmount.ts'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { prefetchBalanceList } from '../../src/components/BalanceList/prefetchBalanceList.ts'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { prefetchBlockExplorerTable } from '../../src/components/BlockExplorerTable/prefetchBlockExplorerTable.ts'
import { ChannelTable } from '../../src/components/ChannelTable/ChannelTable.tsx'
import { prefetchChannelTable } from '../../src/components/ChannelTable/prefetchChannelTable.ts'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { prefetchOracleRatesTable } from '../../src/components/OracleRatesTable/prefetchOracleRatesTable.ts'
import { prefetchTxTable } from '../../src/components/TxTable/prefetchTxTable.ts'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { prefetchTxViewer } from '../../src/components/TxViewer/prefetchTxViewer.ts'
import { TxViewer } from '../../src/components/TxViewer/TxViewer.tsx'
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

type TxSearchPage = { txs: { body: { messages: { '@type': string }[] } }[]; tx_responses: { txhash: string }[] }

async function findTxHash(typeUrl: string): Promise<string> {
  const page = (await (await fetch(`${devnet.url}/stack/tx/v1beta1/txs?query=tx.height%3E0&limit=100`)).json()) as TxSearchPage
  const index = page.txs.findIndex((tx) => tx.body.messages.some((message) => message['@type'] === typeUrl))
  if (index < 0) throw new Error(`no ${typeUrl} on the devnet`)
  devnet.devnet.stats.reset()
  return page.tx_responses[index]!.txhash
}

describe('prefetchTxViewer', () => {
  it('fills the transaction and its amounts: hydrated, it shows the transaction in display units and makes no request', async () => {
    const hash = await findTxHash('/cosmos.bank.v1beta1.MsgSend')
    const state = await prefetchOnServer((queryClient, client) => prefetchTxViewer(queryClient, client, { hash }))
    const { container } = renderHydrated(state, <TxViewer hash={hash} locale="en-US" />)
    expect(container.querySelector('.gk-tx-viewer')).toHaveAttribute('data-state', 'success')
    const amounts = [...container.querySelectorAll('.gk-amount')]
    expect(amounts.length).toBeGreaterThan(0)
    // Every amount resolved through its metadata on the first render, none waiting for a lookup.
    expect(amounts.map((amount) => amount.getAttribute('data-state'))).not.toContain('pending')
    await settle()
    expect(requestsSeen()).toEqual([])
  })
})

describe('prefetchAmount', () => {
  it('fills the denom metadata Amount reads: hydrated, it shows display units and makes no request', async () => {
    const { nativeDenom } = devnet.devnet.fixtures
    const state = await prefetchOnServer((queryClient, client) => prefetchAmount(queryClient, client, { denom: nativeDenom }))
    const { container } = renderHydrated(state, <Amount amount="1500000000000000000" denom={nativeDenom} locale="en-US" />)
    expect(container.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'metadata')
    expect(container.querySelector('.gk-amount')).toHaveTextContent('1.5')
    await settle()
    expect(requestsSeen()).toEqual([])
  })
})

describe('prefetchTxTable', () => {
  it('fills the first page and its fee denoms: hydrated, the table shows its rows and makes no request', async () => {
    const props = { eventQuery: 'tx.height>0', limit: 20 }
    const state = await prefetchOnServer((queryClient, client) => prefetchTxTable(queryClient, client, props))
    const { container } = renderHydrated(state, <TxTable {...props} locale="en-US" />)
    expect(container.querySelector('.gk-explorer-table')).toHaveAttribute('data-state', 'success')
    expect(container.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0)
    await settle()
    expect(requestsSeen()).toEqual([])
  })
})

describe('prefetchChannelTable', () => {
  it('fills the channels and their counterparty clients: hydrated, the table makes no request', async () => {
    const state = await prefetchOnServer((queryClient, client) => prefetchChannelTable(queryClient, client, {}))
    const { container } = renderHydrated(state, <ChannelTable locale="en-US" />)
    expect(container.querySelector('.gk-channel-table')).toHaveAttribute('data-state', 'success')
    expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0)
    await settle()
    expect(requestsSeen()).toEqual([])
  })
})

describe('prefetchOracleRatesTable', () => {
  it('fills the rates and their history: hydrated, the table makes no request', async () => {
    const state = await prefetchOnServer((queryClient, client) => prefetchOracleRatesTable(queryClient, client))
    const { container } = renderHydrated(state, <OracleRatesTable locale="en-US" />)
    expect(container.querySelector('.gk-oracle-rates-table')).toHaveAttribute('data-state', 'success')
    await settle()
    expect(requestsSeen()).toEqual([])
  })
})

describe('prefetchBlockExplorerTable', () => {
  it('fills the latest block and the first rows: hydrated, the table shows them and makes no request', async () => {
    const state = await prefetchOnServer((queryClient, client) => prefetchBlockExplorerTable(queryClient, client))
    const { container } = renderHydrated(state, <BlockExplorerTable locale="en-US" />)
    expect(container.querySelector('.gk-explorer-table')).toHaveAttribute('data-state', 'success')
    await settle()
    expect(container.querySelectorAll('tbody tr[data-state="success"]').length).toBeGreaterThan(1)
    expect(requestsSeen()).toEqual([])
  })
})
