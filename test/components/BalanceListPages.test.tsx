import { QueryClient } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { BalanceListView, defaultBalanceListRowLimit } from '../../src/components/BalanceList/BalanceListView.tsx'
import { prefetchBalanceList } from '../../src/components/BalanceList/prefetchBalanceList.ts'
import { prefetchMorePages } from '../../src/components/shared/prefetchPages.ts'
import type { GetDenomsMetadataResponse } from '../../src/modules/bank/getDenomsMetadata.ts'
import { getDenomsMetadataInfiniteQueryOptions } from '../../src/query/bank/getDenomsMetadata.ts'
import { createGatewayClient, type GatewayClient } from '../../src/core/client.ts'
import { defaultPageLimit } from '../../src/core/pagination.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { sendJson, setupHostileServer } from '../core/hostileServer.ts'

const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const gateway = setupHostileServer()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const coins = [
  { denom: 'akii', amount: '1500000000000000000' },
  { denom: 'uoro', amount: '42000000' },
]
const kiiMetadata = {
  base: 'akii',
  display: 'kii',
  name: 'Kii',
  symbol: 'KII',
  description: '',
  uri: '',
  uri_hash: '',
  denom_units: [
    { denom: 'akii', exponent: 0, aliases: [] },
    { denom: 'kii', exponent: 18, aliases: [] },
  ],
}

/**
 * A gateway whose every list (balances, spendable balances, denoms metadata) names a next page
 * for ever: the same key each time, or a new one each time.
 */
function serveEndlessLists(kind: 'repeating' | 'always-new') {
  let served = 0
  gateway.serve((request, response) => {
    served += 1
    const next_key = kind === 'repeating' ? 'cmVwZWF0' : Buffer.from(`key-${served}`).toString('base64')
    const pagination = { next_key, total: '0' }
    if (request.url?.includes('denoms_metadata')) sendJson(response, 200, { metadatas: [kiiMetadata], pagination })
    else sendJson(response, 200, { balances: coins, pagination })
  })
}

function renderWith(client: GatewayClient, ui: ReactNode) {
  return render(
    <GatekitProvider client={client} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

describe('BalanceList against a gateway whose next_key never ends', () => {
  for (const kind of ['repeating', 'always-new'] as const) {
    it(`${kind} next_key: shows its rows, leaves pending, says the pages did not end, and stops requesting`, async () => {
      serveEndlessLists(kind)
      const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
      const { container } = renderWith(client, <BalanceList address={address} />)
      // Before the fix the metadata walk ran at ~85 requests/s for ever and the list stayed pending.
      await waitFor(() => expect(container.querySelectorAll('tbody tr[data-denom]')).toHaveLength(2), { timeout: 8_000 })
      expect(container.querySelector('.gk-balance-list')).toHaveAttribute('data-state', 'success')
      expect(screen.getByText(/pages did not end/)).toBeInTheDocument()
      // The metadata walk reads at most the page limit; balances and spendable one or two pages each.
      const settled = gateway.received.length
      expect(settled).toBeLessThanOrEqual(defaultPageLimit + 4)
      if (kind === 'repeating') expect(settled).toBeLessThanOrEqual(6)
      await sleep(500)
      expect(gateway.received.length).toBe(settled)
    }, 15_000)
  }

  it('a smaller client pageLimit bounds the walk sooner', async () => {
    serveEndlessLists('always-new')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, pageLimit: 5 })
    const { container } = renderWith(client, <BalanceList address={address} />)
    await waitFor(() => expect(container.querySelectorAll('tbody tr[data-denom]')).toHaveLength(2))
    await sleep(300)
    const metadataRequests = gateway.received.filter((entry) => entry.url.includes('denoms_metadata'))
    expect(metadataRequests).toHaveLength(5)
    expect(screen.getByText(/page limit is 5/)).toBeInTheDocument()
  })
})

const toolbarOf = (container: HTMLElement) => container.querySelector<HTMLElement>('.gk-table__toolbar')!

const manyCoins = Array.from({ length: 20_000 }, (_, index) => ({
  denom: `factory/kii1creator/T${String(index).padStart(5, '0')}`,
  amount: String(index + 1),
}))

describe('BalanceList with 20,000 coins (a gateway ignoring limit)', () => {
  it('BalanceListView renders a bounded number of rows; the filter and sort still cover every row', () => {
    const { container } = render(<BalanceListView status="success" balances={manyCoins} locale="en-US" />)
    const rows = () => container.querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(defaultBalanceListRowLimit)
    expect(container.querySelectorAll('*').length).toBeLessThan(10_000)
    expect(screen.getByText('Assets: 20,000')).toBeInTheDocument()
    // The filter and the sort button looked up where they are (the toolbar, the head): a query over the
    // whole list makes jsdom compute labels and accessible names for every rendered row's controls.
    const filter = () => within(toolbarOf(container)).getByLabelText(/Filter by name/)

    // A coin far beyond the rendered rows is found by the filter.
    fireEvent.change(filter(), { target: { value: 'T19999' } })
    expect([...rows()].map((row) => row.getAttribute('data-denom'))).toEqual(['factory/kii1creator/T19999'])

    // Sorting by amount (largest first) runs over all 20,000 rows, not the rendered ones.
    fireEvent.change(filter(), { target: { value: '' } })
    fireEvent.click(within(container.querySelector('thead')!).getByRole('button', { name: 'Total' }))
    expect(rows()[0]).toHaveAttribute('data-denom', 'factory/kii1creator/T19999')
    expect(rows()).toHaveLength(defaultBalanceListRowLimit)
  }, 30_000)

  it('"Show more rows" adds rows a batch at a time, and focus returns to the table after the last batch', () => {
    const { container } = render(<BalanceListView status="success" balances={manyCoins.slice(0, 250)} rowLimit={100} />)
    const rows = () => container.querySelectorAll('tbody tr')
    expect(rows()).toHaveLength(100)
    const more = () => screen.getByRole('button', { name: /Show 100 more rows \(150 not shown\)|Show \d+ more rows/ })
    expect(more()).toHaveTextContent('Show 100 more rows (150 not shown)')
    fireEvent.click(more())
    expect(rows()).toHaveLength(200)
    const last = screen.getByRole('button', { name: /Show 50 more rows/ })
    last.focus()
    fireEvent.click(last)
    expect(rows()).toHaveLength(250)
    expect(screen.queryByRole('button', { name: /more rows/ })).toBeNull()
    expect(document.activeElement).toBe(container.querySelector('table'))
  })

  it('the connected list over HTTP renders a bounded number of rows of a 20,000-coin page', async () => {
    gateway.serve((request, response) => {
      if (request.url?.includes('denoms_metadata')) sendJson(response, 200, { metadatas: [], pagination: { next_key: null, total: '0' } })
      else sendJson(response, 200, { balances: manyCoins, pagination: { next_key: null, total: '20000' } })
    })
    // The client's 10 s default would time out reading and validating 20,000 coins on a loaded CI machine.
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, timeout: 70_000 })
    // Every coin goes through the connected list (validated, matched with its spendable amount, filtered);
    // the bound is a smaller one than the default (which the view's test above covers): each rendered row
    // costs jsdom and React's development build a few milliseconds, and the behaviour is the same.
    const rowLimit = 60
    const { container } = renderWith(client, <BalanceList address={address} rowLimit={rowLimit} />)
    // Generous: 20,000 coins are validated and resolved in jsdom on a shared CI machine; in a full `npm test`
    // (browser and storybook projects on the same 2 cores) this took over 25 s, alone about 1 s.
    await waitFor(() => expect(container.querySelectorAll('tbody tr[data-denom]').length).toBeGreaterThan(0), { timeout: 70_000 })
    // The rows appear a few dozen per step (each in tasks of its own), up to the bound and no further.
    await waitFor(() => expect(container.querySelector('.gk-balance-list')).not.toHaveAttribute('aria-busy'), { timeout: 10_000 })
    expect(container.querySelectorAll('tbody tr')).toHaveLength(rowLimit)
    expect(screen.getByText('Assets: 20,000')).toBeInTheDocument()
    fireEvent.change(within(toolbarOf(container)).getByLabelText(/Filter by name/), { target: { value: 'T12345' } })
    expect([...container.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-denom'))).toEqual(['factory/kii1creator/T12345'])
  }, 90_000)
})

describe('prefetchBalanceList against a gateway whose next_key never ends', () => {
  it('resolves after a bounded number of requests (the metadata walk stops at the page limit)', async () => {
    serveEndlessLists('always-new')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, pageLimit: 8 })
    const queryClient = new QueryClient()
    await prefetchBalanceList(queryClient, client, { address })
    const metadataRequests = gateway.received.filter((entry) => entry.url.includes('denoms_metadata'))
    expect(metadataRequests).toHaveLength(8)
    const settled = gateway.received.length
    expect(settled).toBeLessThanOrEqual(8 + 2)
    await sleep(200)
    expect(gateway.received.length).toBe(settled)
  })
})

describe('prefetchMorePages follows the page-walk rule itself', () => {
  it('stops options whose getNextPageParam has no bound at pageLimit pages', async () => {
    serveEndlessLists('always-new')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const bounded = getDenomsMetadataInfiniteQueryOptions(client, {})
    // A user's own options: the same query, with a next page for ever.
    const unbounded = { ...bounded, getNextPageParam: (lastPage: GetDenomsMetadataResponse) => lastPage.pagination?.next_key ?? undefined }
    const queryClient = new QueryClient()
    await queryClient.prefetchInfiniteQuery(unbounded)
    await prefetchMorePages(queryClient, unbounded, undefined, 6)
    expect(gateway.received).toHaveLength(6)
    expect(queryClient.getQueryData(bounded.queryKey)?.pages).toHaveLength(6)
  })
})
