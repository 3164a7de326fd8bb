// TxTable live in Chromium against the live devnet of test/globalSetup.ts (a block every 400 ms, with
// transactions in most): the Live / Paused indicator shared with BlockExplorerTable, its pause toggle,
// and a focused row that stays where it is while new transactions arrive above it.
import { QueryClient } from '@tanstack/react-query'
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createGatewayClient, getTxSearch } from 'gatekit'
import 'gatekit/styles.css'
import { describe, expect, inject, it } from 'vitest'
import { TxTable, useTxTableData } from '../../src/components/TxTable/TxTable.tsx'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'

const liveClient = createGatewayClient({ baseUrl: inject('liveDevnetUrl'), retry: 0 })
const latest = { eventQuery: 'tx.height>0', orderBy: 'ORDER_BY_DESC', limit: 20 } as const

function renderLive(ui: React.ReactNode) {
  return render(
    <GatekitProvider client={liveClient} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
// The hash of the top row: its row header holds the full hash (visually hidden beside the short one).
const topHash = (table: HTMLElement) => within(table).getAllByRole('rowheader')[0]!.textContent!.match(/[0-9A-F]{64}/)![0]
const newestOnChain = async () => (await getTxSearch(liveClient, { ...latest, limit: 1 })).tx_responses![0]!.txhash
const liveStatus = (table: HTMLElement) => table.closest('.gk-explorer-table')!.querySelector('.gk-explorer-table__live [role="status"]')!

describe('TxTable live', { timeout: 30_000 }, () => {
  it('without a refetch interval shows no live indicator', async () => {
    renderLive(<TxTable {...latest} locale="en-US" />)
    await screen.findByRole('table')
    expect(screen.queryByRole('button', { name: 'Pause new transactions' })).toBeNull()
    expect(document.querySelector('.gk-explorer-table__live')).toBeNull()
  })

  it('shows Live, takes new transactions, pauses them with an aria-pressed toggle, and resumes', async () => {
    renderLive(<TxTable {...latest} refetchInterval={200} locale="en-US" />)
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(3))
    expect(liveStatus(table)).toHaveTextContent('Live')
    const toggle = screen.getByRole('button', { name: 'Pause new transactions' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const first = topHash(table)
    await waitFor(() => expect(topHash(table)).not.toBe(first), { timeout: 8_000 })
    // The arrivals are announced politely as new transactions, not as a further page.
    await waitFor(() => expect(table.closest('.gk-explorer-table')!.querySelector('.gk-explorer-table__announcer')).toHaveTextContent(/new transactions?$/))

    const user = userEvent.setup()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(liveStatus(table)).toHaveTextContent('Paused')
    const paused = topHash(table)
    await sleep(2_000)
    expect(topHash(table)).toBe(paused)
    // The chain went on meanwhile.
    await waitFor(async () => expect(await newestOnChain()).not.toBe(paused), { timeout: 5_000 })

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(liveStatus(table)).toHaveTextContent('Live')
    await waitFor(() => expect(topHash(table)).not.toBe(paused), { timeout: 8_000 })
  })

  it('keeps a focused row where it is while transactions arrive, and says why', async () => {
    renderLive(<TxTable {...latest} refetchInterval={200} locale="en-US" routes={{ tx: (hash) => `#/tx/${hash}` }} />)
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(6))
    const link = within(table).getAllByRole('rowheader')[4]!.querySelector('a')!
    const hash = link.getAttribute('href')
    link.focus()
    await waitFor(() => expect(liveStatus(table)).toHaveTextContent('Paused while a transaction has focus'))
    const header = table.querySelector('thead')!.getBoundingClientRect()
    const before = link.getBoundingClientRect().top
    const top = topHash(table)
    await sleep(2_000)
    await waitFor(async () => expect(await newestOnChain()).not.toBe(top), { timeout: 5_000 })
    const focused = document.activeElement as HTMLElement
    expect(focused.getAttribute('href')).toBe(hash)
    expect(topHash(table)).toBe(top)
    expect(focused.getBoundingClientRect().top).toBeCloseTo(before, 0)
    expect(focused.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom - 1)
    // Moving from row to row keeps the hold; leaving the rows releases it.
    await userEvent.setup().keyboard('{ArrowDown}')
    expect(document.activeElement).not.toBe(focused)
    expect(table.querySelector('tbody')!.contains(document.activeElement)).toBe(true)
    await sleep(600)
    expect(liveStatus(table)).toHaveTextContent('Paused while a transaction has focus')
    expect(topHash(table)).toBe(top)
    screen.getByRole('button', { name: 'Pause new transactions' }).focus()
    await waitFor(() => expect(liveStatus(table)).toHaveTextContent('Live'))
    await waitFor(() => expect(topHash(table)).not.toBe(top), { timeout: 8_000 })
  })

  it('holds its rows when a refetch brings more new transactions than a page: the held top row is gone from the answer', async () => {
    const queryClient = new QueryClient()
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <GatekitProvider client={liveClient} queryClient={queryClient}>
        {children}
      </GatekitProvider>
    )
    const { result, rerender } = renderHook(({ paused }) => useTxTableData({ ...latest, limit: 2, refetchInterval: 200, paused }), {
      wrapper,
      initialProps: { paused: true },
    })
    await waitFor(() => expect(result.current.rows.length).toBe(2))
    const held = result.current.rows.map((row) => row.hash)
    // More than a page (2) of new transactions, then the query is asked again (as when the tab is shown again).
    await waitFor(async () => {
      const newest = await getTxSearch(liveClient, { ...latest, limit: 3 })
      expect(newest.tx_responses!.map((response) => response.txhash)).not.toContain(held[0])
    }, { timeout: 10_000 })
    await act(() => queryClient.refetchQueries())
    expect(result.current.rows.map((row) => row.hash)).toEqual(held)
    // Released, the table shows the newest.
    rerender({ paused: false })
    await waitFor(() => expect(result.current.rows[0]!.hash).not.toBe(held[0]))
  })
})
