// Every component, server-rendered with react-dom/server and hydrated in Chromium: the server's HTML
// and the client's first render must be the same (no hydration warning, no recoverable error), so React
// keeps the server's tree. Connected components render from a QueryClient filled by their server
// prefetch, so the HTML holds data, not a loading state.
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { act, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { anyTypeUrl } from '../../src/core/schemas.ts'
import { Address } from '../../src/components/Address/Address.tsx'
import { Amount } from '../../src/components/Amount/Amount.tsx'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { prefetchAmount } from '../../src/components/Amount/prefetchAmount.ts'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { prefetchBalanceList } from '../../src/components/BalanceList/prefetchBalanceList.ts'
import { BlockExplorerTable, toBlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { prefetchBlockExplorerTable } from '../../src/components/BlockExplorerTable/prefetchBlockExplorerTable.ts'
import { ChannelTable } from '../../src/components/ChannelTable/ChannelTable.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { prefetchChannelTable } from '../../src/components/ChannelTable/prefetchChannelTable.ts'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { prefetchOracleRatesTable } from '../../src/components/OracleRatesTable/prefetchOracleRatesTable.ts'
import { Timestamp } from '../../src/components/Timestamp/Timestamp.tsx'
import { prefetchTxTable } from '../../src/components/TxTable/prefetchTxTable.ts'
import { toTxTableRows, TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { TxTableView } from '../../src/components/TxTable/TxTableView.tsx'
import { prefetchTxViewer } from '../../src/components/TxViewer/prefetchTxViewer.ts'
import { TxViewer } from '../../src/components/TxViewer/TxViewer.tsx'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { createGatewayClient, type GatewayClient } from '../../src/core/client.ts'
import { createGenesis } from '../../src/devnet/state.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getDenomsMetadata } from '../../src/modules/bank/getDenomsMetadata.ts'
import { getLatestBlock } from '../../src/modules/base/getLatestBlock.ts'
import { getChannels } from '../../src/modules/ibcChannel/getChannels.ts'
import { getOracleRates } from '../../src/modules/oracle/getOracleRates.ts'
import { getPriceSnapshotHistory } from '../../src/modules/oracle/getPriceSnapshotHistory.ts'
import { getTx } from '../../src/modules/tx/getTx.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'

// React's act() flushes hydration and its effects before the checks.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The devnet server of test/globalSetup.ts runs with this seed.
const fixtures = createGenesis({ seed: 'browser-tests', chainId: 'gatekit-devnet-1' }).fixtures
const baseUrl = inject('devnetUrl')
const newClient = (): GatewayClient => createGatewayClient({ baseUrl, retry: 0 })

// The server rendered this page a day ago (a cached or statically generated page): whatever depends on
// the clock at render time differs from the browser's first render, as a server's time zone would.
const serverClockOffset = -24 * 60 * 60 * 1000

type Prefetch = (queryClient: QueryClient, client: GatewayClient) => Promise<void>

function tree(queryClient: QueryClient, state: DehydratedState | undefined, ui: ReactNode): ReactElement {
  return (
    <GatekitProvider client={newClient()} queryClient={queryClient}>
      <HydrationBoundary state={state}>{ui}</HydrationBoundary>
    </GatekitProvider>
  )
}

const containers: HTMLElement[] = []
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const container of containers.splice(0)) container.remove()
})

/** Server-renders `ui`, hydrates the HTML in the page, and returns every hydration problem React reported. */
async function hydrationProblems(ui: () => ReactNode, prefetch?: Prefetch): Promise<{ problems: string[]; html: string; container: HTMLElement }> {
  // The server: prefetch, render to a string with its own clock, dehydrate the cache into the page.
  const serverQueryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  if (prefetch) await prefetch(serverQueryClient, newClient())
  const state = JSON.parse(JSON.stringify(dehydrate(serverQueryClient))) as DehydratedState
  vi.useFakeTimers({ now: Date.now() + serverClockOffset, toFake: ['Date'] })
  const html = renderToString(tree(serverQueryClient, state, ui()))
  vi.useRealTimers()

  // The browser: the server's HTML in the page, hydrated with a fresh client and the dehydrated cache.
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  containers.push(container)
  const problems: string[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`)
  })
  const browserQueryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
  await act(async () => {
    hydrateRoot(container, tree(browserQueryClient, state, ui()), {
      onRecoverableError: (error) => problems.push(`recoverable: ${error instanceof Error ? error.message : String(error)}`),
    })
  })
  // Effects that follow hydration (the relative time, measured tables) have run; nothing more to report.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  consoleError.mockRestore()
  return { problems, html, container }
}

// Data for the view twins, read from the devnet once.
const data = await (async () => {
  const client = newClient()
  const [balances, metadata, latest, search, channels, rates, history] = await Promise.all([
    getBalances(client, { address: fixtures.richAddress }),
    getDenomsMetadata(client, { pagination: { limit: 200 } }),
    getLatestBlock(client),
    getTxSearch(client, { eventQuery: 'tx.height>0', limit: 30 }),
    getChannels(client, {}),
    getOracleRates(client),
    getPriceSnapshotHistory(client),
  ])
  const sendIndex = (search.txs ?? []).findIndex((tx) => (tx.body?.messages ?? []).some((message) => anyTypeUrl(message) === '/cosmos.bank.v1beta1.MsgSend'))
  const sendHash = search.tx_responses?.[Math.max(0, sendIndex)]?.txhash ?? ''
  const tx = await getTx(client, { hash: sendHash })
  return { balances, metadata, latest, search, channels, rates, history, sendHash, tx }
})()

type Case = { name: string; ui: () => ReactNode; prefetch?: Prefetch; shows: RegExp }

const cases: Case[] = [
  { name: 'Address', ui: () => <Address value={fixtures.richAddress} />, shows: /kii1/ },
  { name: 'Hash', ui: () => <Hash value={data.sendHash} />, shows: new RegExp(data.sendHash.slice(0, 8)) },
  { name: 'Timestamp (relative)', ui: () => <Timestamp value={data.latest.block!.header!.time} />, shows: /UTC|ago|now/ },
  { name: 'Timestamp (both)', ui: () => <Timestamp value={data.latest.block!.header!.time} format="both" />, shows: /\d/ },
  { name: 'AmountView', ui: () => <AmountView amount="1234500000000000000000" denom="akii" metadata={data.metadata.metadatas.find((entry) => entry.base === 'akii')} />, shows: /1,(?:<wbr\/?>)?234(?:<\/span><span class="gk-decimal__frac">)?\.5/ },
  {
    name: 'Amount',
    ui: () => <Amount amount="1500000000000000000" denom={fixtures.nativeDenom} />,
    prefetch: (queryClient, client) => prefetchAmount(queryClient, client, { denom: fixtures.nativeDenom }),
    shows: /1\.5/,
  },
  {
    name: 'BalanceListView',
    ui: () => <BalanceListView status="success" address={fixtures.richAddress} balances={data.balances.balances} metadata={Object.fromEntries(data.metadata.metadatas.map((entry) => [entry.base, entry]))} />,
    shows: /Balances of/,
  },
  {
    // More rows than it renders: server and browser render the same first rows and "Show more rows".
    name: 'BalanceListView (rows beyond rowLimit)',
    ui: () => (
      <BalanceListView
        status="success"
        rowLimit={50}
        balances={Array.from({ length: 120 }, (_, index) => ({ denom: `factory/kii1creator/T${index}`, amount: String(index + 1) }))}
      />
    ),
    shows: /Show 50 more rows/,
  },
  {
    name: 'BalanceList',
    ui: () => <BalanceList address={fixtures.richAddress} />,
    prefetch: (queryClient, client) => prefetchBalanceList(queryClient, client, { address: fixtures.richAddress }),
    shows: /Spendable/,
  },
  { name: 'TxViewerView', ui: () => <TxViewerView tx={data.tx.tx} txResponse={data.tx.tx_response} />, shows: /Send/ },
  {
    name: 'TxViewer',
    ui: () => <TxViewer hash={data.sendHash} />,
    prefetch: (queryClient, client) => prefetchTxViewer(queryClient, client, { hash: data.sendHash }),
    shows: /Send/,
  },
  { name: 'BlockExplorerTableView', ui: () => <BlockExplorerTableView status="success" rows={[toBlockExplorerRow(data.latest)]} />, shows: new RegExp(data.latest.block!.header!.height) },
  {
    name: 'BlockExplorerTable',
    ui: () => <BlockExplorerTable refetchInterval={false} />,
    prefetch: (queryClient, client) => prefetchBlockExplorerTable(queryClient, client, { refetchInterval: false }),
    shows: /Proposer|proposer/,
  },
  { name: 'TxTableView', ui: () => <TxTableView status="success" rows={toTxTableRows([data.search])} />, shows: new RegExp(data.search.tx_responses![0]!.txhash.slice(0, 6)) },
  {
    name: 'TxTable',
    ui: () => <TxTable eventQuery="tx.height>0" limit={30} />,
    prefetch: (queryClient, client) => prefetchTxTable(queryClient, client, { eventQuery: 'tx.height>0', limit: 30 }),
    shows: new RegExp(data.search.tx_responses![0]!.txhash.slice(0, 6)),
  },
  { name: 'ChannelTableView', ui: () => <ChannelTableView channels={data.channels.channels} />, shows: /channel-/ },
  {
    name: 'ChannelTable',
    ui: () => <ChannelTable />,
    prefetch: (queryClient, client) => prefetchChannelTable(queryClient, client),
    shows: /channel-/,
  },
  {
    name: 'OracleRatesTableView',
    ui: () => <OracleRatesTableView rates={data.rates.denom_oracle_exchange_rate} snapshots={data.history.price_snapshot} />,
    shows: /\d/,
  },
  {
    name: 'OracleRatesTable',
    ui: () => <OracleRatesTable refetchInterval={false} />,
    prefetch: (queryClient, client) => prefetchOracleRatesTable(queryClient, client),
    shows: /\d/,
  },
]

describe('server rendering and hydration in Chromium: the server HTML is what the client renders first', () => {
  it.each(cases)('$name hydrates without a mismatch', async ({ ui, prefetch, shows }) => {
    const { problems, html, container } = await hydrationProblems(ui, prefetch)
    expect(problems).toEqual([])
    // The server's HTML holds the content (data, not a loading state) and hydration kept it.
    expect(html).toMatch(shows)
    expect(html.match(/<[^>]*data-state="pending"[^>]*>/g) ?? []).toEqual([])
    expect(container.textContent).toMatch(shows)
  })

  it('a Timestamp shows the absolute time in UTC until hydrated, then the relative time in the viewer\'s words', async () => {
    const value = new Date(Date.now() - 5 * 60_000).toISOString()
    const { html, container } = await hydrationProblems(() => <Timestamp value={value} locale="en-US" />)
    expect(html).toContain(`${value.slice(0, 10)} ${value.slice(11, 19)} UTC`)
    expect(container.querySelector('time')).toHaveTextContent('5 minutes ago')
  })

  it('the check sees a mismatch: text computed from the clock during render differs', async () => {
    function Clock() {
      return <span>{Math.floor(Date.now() / 1000)}</span>
    }
    const { problems } = await hydrationProblems(() => <Clock />)
    expect(problems.join('\n')).toMatch(/hydrat/i)
  })
})
