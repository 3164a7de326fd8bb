import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { setupDevnetServer, testClient } from '../helpers.tsx'

// A live table whose latest check for new rows failed keeps its rows and says so under them, with a
// retry (withLiveErrorFooter, shared by both live tables); while nothing failed and nothing else is to
// be said, the table renders no footer at all (no empty padded line under the rows).

const devnet = setupDevnetServer({ seed: 'table-live-error' })
afterEach(() => devnet.devnet.faults.clear())

function renderWithGateway(ui: ReactNode) {
  const client = testClient({ baseUrl: devnet.url, retry: 0 })
  return render(<GatekitProvider client={client} queryClient={new QueryClient()}>{ui}</GatekitProvider>)
}

const footerOf = (container: HTMLElement) => container.querySelector('.gk-explorer-table__footer')
const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

const tables = [
  {
    name: 'TxTable',
    route: '/{sdk}/tx/v1beta1/txs',
    sentence: 'Could not check for new transactions.',
    render: (footer?: ReactNode) => <TxTable eventQuery="tx.height>0" refetchInterval={150} locale="en-US" footer={footer} />,
  },
  {
    name: 'BlockExplorerTable',
    route: '/{sdk}/base/tendermint/v1beta1/blocks/latest',
    sentence: 'Could not check for new blocks.',
    render: (footer?: ReactNode) => <BlockExplorerTable refetchInterval={150} locale="en-US" footer={footer} />,
  },
] as const

describe.each(tables)('$name live error', ({ route, sentence, render: table }) => {
  it('renders no footer while the checks succeed', { timeout: 15_000 }, async () => {
    const { container } = renderWithGateway(table())
    const rows = await screen.findByRole('table')
    await waitFor(() => expect(within(rows).getAllByRole('rowheader').length).toBeGreaterThan(0))
    // A few checks for new rows, all answered.
    await sleep(500)
    expect(footerOf(container)).toBeNull()
  })

  it('says a failed check under the kept rows, with a retry that clears it', { timeout: 15_000 }, async () => {
    const { container } = renderWithGateway(table())
    const rows = await screen.findByRole('table')
    await waitFor(() => expect(within(rows).getAllByRole('rowheader').length).toBeGreaterThan(0))
    const shown = within(rows).getAllByRole('rowheader').length
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route })
    const line = await screen.findByText(sentence, {}, { timeout: 5_000 })
    expect(line).toHaveAttribute('role', 'status')
    expect(footerOf(container)).toContainElement(line)
    // The rows shown stay: the failure is not the table's error.
    expect(within(rows).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(shown)
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'success')

    devnet.devnet.faults.clear()
    act(() => within(line).getByRole('button', { name: 'Retry' }).click())
    await waitFor(() => expect(screen.queryByText(sentence)).toBeNull())
    expect(footerOf(container)).toBeNull()
  })

  it('keeps the caller\'s own footer under the failure line', { timeout: 15_000 }, async () => {
    const { container } = renderWithGateway(table(<p>Data from the devnet</p>))
    const rows = await screen.findByRole('table')
    await waitFor(() => expect(within(rows).getAllByRole('rowheader').length).toBeGreaterThan(0))
    expect(footerOf(container)).toContainElement(screen.getByText('Data from the devnet'))
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route })
    const line = await screen.findByText(sentence, {}, { timeout: 5_000 })
    const own = screen.getByText('Data from the devnet')
    expect(line.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(footerOf(container)).toContainElement(own)
  })
})
