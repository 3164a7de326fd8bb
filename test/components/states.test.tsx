// The states of every connected component, driven by real HTTP failures from the devnet's fault
// layer: a skeleton while loading, a plain sentence with the technical text behind a disclosure,
// Retry only where asking again can help, not found as a neutral empty state, and an Amount that
// never shows raw base units while its metadata loads.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Amount } from '../../src/components/Amount/Amount.tsx'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { ChannelTable } from '../../src/components/ChannelTable/ChannelTable.tsx'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { TxViewer } from '../../src/components/TxViewer/TxViewer.tsx'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { testClient } from '../helpers.tsx'

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'states', autoAdvance: false })
})
afterAll(() => devnet.close())
afterEach(() => devnet.devnet.faults.clear())

function renderWithGateway(ui: ReactNode, options: { timeout?: number } = {}) {
  return render(
    <GatekitProvider client={testClient({ baseUrl: devnet.url, retry: 0, ...options })} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

type Case = { name: string; ui: () => ReactNode; root: string; route: RegExp }
const cases: Case[] = [
  { name: 'BalanceList', ui: () => <BalanceList address={devnet.devnet.fixtures.richAddress} locale="en-US" />, root: '.gk-balance-list', route: /\/bank\/v1beta1\/balances\// },
  { name: 'TxViewer', ui: () => <TxViewer hash={'AB'.repeat(32)} />, root: '.gk-tx-viewer', route: /\/tx\/v1beta1\/txs\// },
  { name: 'BlockExplorerTable', ui: () => <BlockExplorerTable refetchInterval={false} />, root: '.gk-explorer-table', route: /\/blocks\// },
  { name: 'TxTable', ui: () => <TxTable eventQuery="tx.height>0" />, root: '.gk-explorer-table', route: /\/tx\/v1beta1\/txs$/ },
  { name: 'ChannelTable', ui: () => <ChannelTable />, root: '.gk-channel-table', route: /\/channel\/v1\/channels$/ },
  { name: 'OracleRatesTable', ui: () => <OracleRatesTable refetchInterval={false} />, root: '.gk-oracle-rates-table', route: /oracle/ },
]

describe.each(cases)('$name', ({ ui, root, route }) => {
  it('loads behind a skeleton shaped like the content: busy, announced, hidden from assistive technology', async () => {
    const { container } = renderWithGateway(ui())
    const status = container.querySelector(`${root} .gk-status`)
    expect(status).toHaveAttribute('data-state', 'pending')
    expect(status).toHaveAttribute('aria-busy', 'true')
    expect(within(status as HTMLElement).getByRole('status')).toHaveTextContent('Loading…')
    const skeleton = status?.querySelector('.gk-status__skeleton')
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    // Bars in the content's boxes: table rows for tables, the summary and message cards for a transaction.
    expect(skeleton?.querySelectorAll('tr[data-skeleton] .gk-skeleton, .gk-tx-viewer__summary .gk-skeleton').length).toBeGreaterThan(3)
    await waitFor(() => expect(container.querySelector('.gk-status__skeleton')).toBeNull(), { timeout: 10_000 })
  })

  it('a timeout says so plainly, offers Retry, and keeps the technical text behind a disclosure', async () => {
    devnet.devnet.faults.inject({ kind: 'latency', ms: 1_500, route })
    renderWithGateway(ui(), { timeout: 150 })
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('The gateway did not answer in time.')
    // The headline is no developer text; that sits, closed, under "Technical details".
    expect(alert.querySelector('.gk-status__title')?.textContent).not.toMatch(/ms|HTTP|code/)
    const details = within(alert).getByText('Technical details').closest('details')
    expect(details).not.toHaveAttribute('open')
    expect(details).toHaveTextContent('No complete answer arrived within 150 ms.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })

  it('a rate limit (429) offers Retry', async () => {
    devnet.devnet.faults.inject({ kind: 'rateLimit', retryAfter: 0, route })
    renderWithGateway(ui())
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent('The gateway is busy. Wait a moment and try again.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })
})

describe('BlockDetailView', () => {
  it('loads behind bars in the facts list, with no text of its own', () => {
    const { container } = render(<BlockDetailView height="7" status="pending" />)
    const skeleton = container.querySelector('.gk-status__skeleton')
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    expect(skeleton?.querySelectorAll('.gk-block-detail__facts .gk-skeleton')).toHaveLength(8)
    expect(skeleton?.textContent).toBe('')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })
})

describe('errors a retry cannot fix show no Retry', () => {
  it('BalanceList: data that breaks the schema is "could not read", without Retry', async () => {
    devnet.devnet.faults.inject({ kind: 'schema', route: /\/bank\/v1beta1\/balances\// })
    renderWithGateway(<BalanceList address={devnet.devnet.fixtures.richAddress} />)
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('The gateway sent data gatekit could not read.')
    expect(within(alert).getByText('Technical details').closest('details')).toHaveTextContent('does not match its schema')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('TxTable: data that breaks the schema is "could not read", without Retry', async () => {
    devnet.devnet.faults.inject({ kind: 'schema', route: /\/tx\/v1beta1\/txs$/ })
    renderWithGateway(<TxTable eventQuery="tx.height>0" />)
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent('The gateway sent data gatekit could not read.')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('TxViewer: a hash that is no hash is a parameter error, without Retry', async () => {
    renderWithGateway(<TxViewer hash="not-a-hash" />)
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('This request is not valid.')
    expect(within(alert).getByText('Technical details').closest('details')).toHaveTextContent('Parameter `hash`')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a 5xx offers Retry', async () => {
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route: /\/tx\/v1beta1\/txs\// })
    renderWithGateway(<TxViewer hash={'AB'.repeat(32)} />)
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent('The gateway had a problem answering.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
  })
})

describe('not found is an empty state', () => {
  it('TxViewer: an unknown hash is neutral, no alert, no Retry', async () => {
    const { container } = renderWithGateway(<TxViewer hash={'CD'.repeat(32)} />)
    await waitFor(() => expect(container.querySelector('.gk-tx-viewer')).toHaveAttribute('data-state', 'empty'))
    expect(container.querySelector('.gk-status__empty')).toHaveTextContent('No transaction with this hash was found.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('BalanceList: a gateway answering 404 NotFound for the account shows the empty state', async () => {
    devnet.devnet.faults.inject({ kind: 'status', status: 404, route: /\/bank\/v1beta1\/balances\// })
    const { container } = renderWithGateway(<BalanceList address={devnet.devnet.fixtures.richAddress} />)
    await waitFor(() => expect(container.querySelector('.gk-balance-list')).toHaveAttribute('data-state', 'empty'), { timeout: 5_000 })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('.gk-status__empty')).toHaveTextContent('This address holds no tokens.')
  })
})

describe('Amount', () => {
  function watchText(element: HTMLElement) {
    const seen: string[] = [element.textContent ?? '']
    const observer = new MutationObserver(() => seen.push(element.textContent ?? ''))
    observer.observe(element, { subtree: true, childList: true, characterData: true })
    return { seen, stop: () => observer.disconnect() }
  }

  it('never shows the raw base units while the metadata loads, then display units', async () => {
    devnet.devnet.faults.inject({ kind: 'latency', ms: 300, route: /denoms_metadata/ })
    const { container } = renderWithGateway(<Amount amount="1234567890123456789012" denom={devnet.devnet.fixtures.nativeDenom} locale="en-US" />)
    const watch = watchText(container)
    expect(container.querySelector('.gk-amount')).toHaveAttribute('data-state', 'pending')
    await waitFor(() => expect(container.querySelector('.gk-amount')).toHaveAttribute('data-state', 'success'), { timeout: 5_000 })
    watch.stop()
    expect(container.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'metadata')
    expect(watch.seen.some((text) => text.includes('1,234,567,890,123,456,789,012'))).toBe(false)
  })

  it('falls back to base units with the base denom once it is known there is no metadata', async () => {
    const { container } = renderWithGateway(<Amount amount="1234567" denom="factory/kii1nobody/none" locale="en-US" />)
    expect(container.textContent).not.toMatch(/\d/)
    await waitFor(() => expect(container.querySelector('.gk-amount')).toHaveAttribute('data-state', 'success'), { timeout: 5_000 })
    expect(container.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'raw')
    expect(container).toHaveTextContent('1,234,567 factory/kii1nobody/none')
  })
})
