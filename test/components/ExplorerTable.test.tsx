import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { BlockExplorerTableView, type BlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { computeVirtualRange } from '../../src/components/ExplorerTable/useVirtualRows.ts'
import { messageTypeName, txHashFromBytes } from '../../src/components/ExplorerTable/format.ts'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'
import { TimeoutError } from '../../src/core/errors.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch, testClient } from '../helpers.tsx'

const proposer = 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u8x7a2w'

function blockRows(count: number, top = count): BlockExplorerRow[] {
  return Array.from({ length: count }, (_, index) => ({
    height: String(top - index),
    time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
    proposer,
    txCount: index % 5,
  }))
}

const dataRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[data-index]')
const rowButtons = () => screen.getAllByRole('button', { name: /^Block / })

describe('computeVirtualRange', () => {
  it('renders the rows in view and the overscan, whatever the row count', () => {
    expect(computeVirtualRange({ count: 10_000, rowHeight: 40, overscan: 5, scrollTop: 0, viewportHeight: 400 })).toEqual({ start: 0, end: 16 })
    expect(computeVirtualRange({ count: 10_000, rowHeight: 40, overscan: 5, scrollTop: 4_000, viewportHeight: 400 })).toEqual({
      start: 95,
      end: 116,
    })
    expect(computeVirtualRange({ count: 10_000, rowHeight: 40, overscan: 5, scrollTop: 400_000, viewportHeight: 400 })).toEqual({
      start: 9_985,
      end: 10_000,
    })
  })

  it('counts the caption and header above the first row', () => {
    expect(computeVirtualRange({ count: 100, rowHeight: 40, overscan: 0, scrollTop: 80, viewportHeight: 200, offset: 80 })).toEqual({
      start: 0,
      end: 6,
    })
  })

  it('shows the last rows when the list shrank under a deep scroll position, and nothing for no rows', () => {
    expect(computeVirtualRange({ count: 10, rowHeight: 40, overscan: 2, scrollTop: 40_000, viewportHeight: 200 })).toEqual({
      start: 3,
      end: 10,
    })
    expect(computeVirtualRange({ count: 0, rowHeight: 40, overscan: 2, scrollTop: 0, viewportHeight: 200 })).toEqual({ start: 0, end: 0 })
  })
})

describe('BlockExplorerTableView', () => {
  it('keeps a few rows of 10,000 in the DOM, with the table semantics of all of them', () => {
    const { container } = render(<BlockExplorerTableView status="success" rows={blockRows(10_000)} locale="en-US" />)
    const table = screen.getByRole('table', { name: 'Latest blocks' })
    expect(table).toHaveAttribute('aria-rowcount', '10001')
    const rows = dataRows(container)
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2')
    // By accessible name: a narrow table's short "Txs" is hidden from it.
    expect(within(table).getAllByRole('columnheader')).toEqual(['Height', 'Time', 'Proposer', 'Transactions'].map((name) => within(table).getByRole('columnheader', { name })))
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('10,000')
    // The rows not rendered are stood for by a spacer, hidden from assistive technology.
    const spacer = container.querySelector('tbody tr[aria-hidden="true"] td') as HTMLElement
    expect(Number.parseFloat(spacer.style.height)).toBe((10_000 - rows.length) * 40)
    // One tab stop for the whole table.
    expect(rowButtons().filter((button) => button.tabIndex === 0)).toHaveLength(1)
  })

  it('moves the focus with the arrow keys, Page Down, End and Home, rendering far rows first', { timeout: 30_000 }, async () => {
    const { container } = render(<BlockExplorerTableView status="success" rows={blockRows(10_000)} locale="en-US" />)
    const first = screen.getByRole('button', { name: 'Block 10,000' })
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block 9,999' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Block 9,999' }).tabIndex).toBe(0)
    expect(first.tabIndex).toBe(-1)
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' })
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Block 9,9[89]\d$/))
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block 1' })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Block 1' }).closest('tr')).toHaveAttribute('aria-rowindex', '10001')
    expect(dataRows(container).length).toBeLessThan(40)
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block 10,000' })).toHaveFocus())
  })

  it('opens a row with Enter (a click on its button) and closes it again', () => {
    render(
      <BlockExplorerTableView
        status="success"
        rows={blockRows(20)}
        locale="en-US"
        renderDetail={(height) => <p>Detail of {height}</p>}
      />,
    )
    const button = screen.getByRole('button', { name: 'Block 18' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Detail of 18').parentElement).toHaveAttribute('id', button.getAttribute('aria-controls'))
    fireEvent.click(button.closest('tr')!.querySelector('td')!)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Detail of 18')).toBeNull()
  })

  it('calls onOpenRow instead of showing a detail when given', () => {
    const onOpenRow = vi.fn()
    render(<BlockExplorerTableView status="success" rows={blockRows(5)} onOpenRow={onOpenRow} />)
    const button = screen.getAllByRole('button', { name: /^Block / })[1]!
    expect(button).not.toHaveAttribute('aria-expanded')
    fireEvent.click(button)
    expect(onOpenRow).toHaveBeenCalledWith(expect.objectContaining({ height: '4', txCount: 1 }))
  })

  it('announces new blocks politely and keeps a reader scrolled down on the same rows', () => {
    const { container, rerender } = render(<BlockExplorerTableView status="success" rows={blockRows(100)} locale="en-US" />)
    const live = container.querySelector('[aria-live="polite"]')!
    expect(live).toHaveTextContent('')
    rerender(<BlockExplorerTableView status="success" rows={blockRows(101)} locale="en-US" />)
    expect(live).toHaveTextContent('1 new block')
    rerender(<BlockExplorerTableView status="success" rows={blockRows(104)} locale="en-US" />)
    expect(live).toHaveTextContent('3 new blocks')

    const scroller = container.querySelector('.gk-explorer-table__scroller') as HTMLElement
    act(() => {
      scroller.scrollTop = 2_000
      scroller.dispatchEvent(new Event('scroll'))
    })
    rerender(<BlockExplorerTableView status="success" rows={blockRows(106)} locale="en-US" />)
    expect(scroller.scrollTop).toBe(2_080)
  })

  it('shows placeholders for blocks not fetched yet and a mark for blocks that failed', () => {
    const rows: BlockExplorerRow[] = [{ height: '7', state: 'pending' }, { height: '6', state: 'error' }, ...blockRows(5)]
    render(<BlockExplorerTableView status="success" rows={rows} />)
    expect(screen.getByText('Loading block')).toBeInTheDocument()
    expect(screen.getByText('Could not load this block')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Block 7' }).closest('tr')).toHaveAttribute('data-state', 'pending')
  })

  it('shows loading, error with retry and empty states in data-state', () => {
    const onRetry = vi.fn()
    const { container, rerender } = render(<BlockExplorerTableView status="pending" />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'pending')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    // A skeleton in the table's shape: its column headers over rows of bars, hidden from assistive technology.
    const skeleton = container.querySelector('.gk-status__skeleton')
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    expect(skeleton?.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(12)
    expect(container.querySelector('.gk-status')).toHaveAttribute('aria-busy', 'true')
    const timeout = new TimeoutError({ timeout: 5_000, request: { method: 'GET', url: 'http://127.0.0.1:1317/x' } })
    rerender(<BlockExplorerTableView status="error" error={timeout} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The gateway did not answer in time.')
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('No complete answer arrived within 5000 ms.')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<BlockExplorerTableView status="empty" rows={[]} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('No blocks yet.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('follows the locale and takes overridden strings, from props or the provider', () => {
    render(
      <GatekitUIProvider locale="de-DE" strings={{ caption: 'Neueste Blöcke' }}>
        <BlockExplorerTableView status="success" rows={blockRows(3, 1_234_567)} strings={{ openBlock: 'Block Nr. {height}' }} />
      </GatekitUIProvider>,
    )
    expect(screen.getByRole('table', { name: 'Neueste Blöcke' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Block Nr. 1.234.567' })).toBeInTheDocument()
  })

  it('forwards its ref and className', () => {
    let element: HTMLDivElement | null = null
    render(<BlockExplorerTableView ref={(node) => void (element = node)} className="mine" status="success" rows={blockRows(2)} />)
    expect(element).toHaveClass('gk-explorer-table', 'gk-block-explorer-table', 'mine')
  })
})

describe('BlockDetailView', () => {
  it('lists the block and its transactions, the chain text as text', () => {
    const hostile = '<script>alert(1)</script>\u202Eevil\u202C'
    render(
      <BlockDetailView
        height="1204"
        status="success"
        locale="en-US"
        block={{
          height: '1204',
          time: '2026-03-01T12:00:00.123456789Z',
          proposer,
          hash: 'AB'.repeat(32),
          txCount: 2,
          txs: [
            { hash: 'CD'.repeat(32), messages: ['/cosmos.bank.v1beta1.MsgSend', '/cosmos.staking.v1beta1.MsgDelegate'], memo: hostile },
            { hash: 'EF'.repeat(32), messages: [] },
          ],
        }}
        getTxHref={(hash) => `#/tx/${hash}`}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Block 1,204' })).toBeInTheDocument()
    const txs = screen.getByRole('table', { name: 'Transactions' })
    expect(within(txs).getAllByRole('row')).toHaveLength(3)
    expect(within(txs).getByRole('link', { name: 'CD'.repeat(32) })).toHaveAttribute('href', `#/tx/${'CD'.repeat(32)}`)
    expect(within(txs).getByText('MsgSend, MsgDelegate')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(within(txs).getByText(hostile).tagName).toBe('BDI')
  })

  it('says when a block has no transactions', () => {
    render(<BlockDetailView height="9" status="success" block={{ height: '9', time: '2026-03-01T12:00:00Z', proposer, txCount: 0, txs: [] }} />)
    expect(screen.getByText('No transactions in this block.')).toBeInTheDocument()
  })
})

function txRows(count: number): TxTableRow[] {
  return Array.from({ length: count }, (_, index) => ({
    hash: index.toString(16).toUpperCase().padStart(64, '0'),
    height: String(5_000 - index),
    time: '2026-03-01T12:00:00Z',
    messages: index % 3 === 0 ? ['/cosmos.bank.v1beta1.MsgSend', '/a.MsgB', '/c.MsgD', '/e.MsgF'] : ['/cosmos.bank.v1beta1.MsgSend'],
    code: index % 4 === 1 ? 5 : 0,
    codespace: index % 4 === 1 ? 'sdk' : '',
    fee: [{ denom: 'akii', amount: '2500000000000000' }],
    memo: '',
    gasUsed: '81234',
    gasWanted: '100000',
    rawLog: index % 4 === 1 ? 'insufficient funds' : '',
  }))
}

describe('TxTableView', () => {
  it('shows hash, height, time, message summary, status and fee', () => {
    render(<TxTableView status="success" rows={txRows(5)} totalCount={12} locale="en-US" />)
    const table = screen.getByRole('table', { name: 'Transactions (12)' })
    expect(table).toHaveAttribute('aria-rowcount', '13')
    const [, first, second] = within(table).getAllByRole('row')
    expect(first).toHaveTextContent('MsgSend, MsgB +2')
    expect(first).toHaveTextContent('Success')
    expect(first).toHaveTextContent('2,500,000,000,000,000 akii')
    expect(second).toHaveTextContent('Failed')
    expect(messageTypeName('/cosmos.bank.v1beta1.MsgSend')).toBe('MsgSend')
  })

  it('opens a row to its details by default, chain text as text', () => {
    const rows = txRows(3)
    rows[1] = { ...rows[1]!, memo: '<img src=x onerror=alert(1)>', rawLog: 'failed to execute message; <b>bold</b>' }
    render(<TxTableView status="success" rows={rows} locale="en-US" />)
    const button = screen.getByRole('button', { name: rows[1]!.hash })
    fireEvent.click(button)
    const detail = screen.getByRole('region', { name: /^Transaction / })
    expect(within(detail).getByText('Failed: sdk code 5')).toBeInTheDocument()
    expect(within(detail).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(within(detail).getByText('failed to execute message; <b>bold</b>')).toBeInTheDocument()
    expect(document.querySelector('img, b')).toBeNull()
  })

  it('calls onOpenRow with the hash when given', () => {
    const onOpenRow = vi.fn()
    const rows = txRows(3)
    render(<TxTableView status="success" rows={rows} onOpenRow={onOpenRow} />)
    fireEvent.keyDown(screen.getByRole('button', { name: rows[0]!.hash }), { key: 'ArrowDown' })
    fireEvent.click(screen.getByRole('button', { name: rows[2]!.hash }))
    expect(onOpenRow).toHaveBeenCalledWith(rows[2]!.hash, rows[2])
  })

  it('asks for more when the end comes into view, once per page, and offers a retry when a page fails', () => {
    const onEndReached = vi.fn()
    const { container, rerender } = render(<TxTableView status="success" rows={txRows(10)} hasMore onEndReached={onEndReached} />)
    expect(onEndReached).toHaveBeenCalledOnce()
    rerender(<TxTableView status="success" rows={txRows(10)} hasMore loadingMore onEndReached={onEndReached} />)
    expect(screen.getByText('Loading more transactions…')).toBeInTheDocument()
    rerender(<TxTableView status="success" rows={txRows(10)} hasMore onEndReached={onEndReached} />)
    expect(onEndReached).toHaveBeenCalledOnce()
    rerender(<TxTableView status="success" rows={txRows(20)} hasMore onEndReached={onEndReached} />)
    expect(onEndReached).toHaveBeenCalledTimes(2)
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('10 more transactions loaded')
    const retry = vi.fn()
    rerender(<TxTableView status="success" rows={txRows(20)} hasMore loadMoreError={new Error('x')} onRetryLoadMore={retry} />)
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('does not ask for more far from the end', () => {
    const onEndReached = vi.fn()
    render(<TxTableView status="success" rows={txRows(500)} hasMore onEndReached={onEndReached} />)
    expect(onEndReached).not.toHaveBeenCalled()
  })

  it('shows the empty state with its own words', () => {
    const { container } = render(<TxTableView status="empty" rows={[]} strings={{ empty: 'Keine Transaktionen.' }} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('Keine Transaktionen.')).toBeInTheDocument()
  })
})

describe('connected tables against the devnet', () => {
  let devnet: DevnetServer
  beforeAll(async () => {
    devnet = await startDevnetServer({ port: 0, seed: 'explorer', autoAdvance: false })
  })
  afterAll(() => devnet.close())
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState')
  })

  function renderWithGateway(ui: ReactNode) {
    const counting = countingFetch()
    // No in-flight cap here: under jsdom each answer re-renders three 60-row tables (~1 s on this
    // machine), and with six requests at a time the poll these tests count would wait behind them.
    const client = testClient({ baseUrl: devnet.url, retry: 0, fetch: counting.fetch, maxConcurrentRequests: Infinity })
    const queryClient = new QueryClient()
    const view = render(
      <GatekitProvider client={client} queryClient={queryClient}>
        {ui}
      </GatekitProvider>,
    )
    const paths = () => counting.requests.map((request) => new URL(request.url).pathname)
    return { ...view, paths, queryClient }
  }

  it('follows new blocks at the top, announcing them, one latest-block request per interval for every table', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    const latest = chain.latestHeight()
    const { paths, container } = renderWithGateway(
      <>
        <BlockExplorerTable refetchInterval={150} locale="en-US" />
        <BlockExplorerTable refetchInterval={150} locale="en-US" />
        <BlockExplorerTable refetchInterval={150} locale="en-US" />
      </>,
    )
    await waitFor(() => expect(screen.getAllByRole('button', { name: `Block ${latest}` })).toHaveLength(3))
    const top = chain.latestBlock()
    const firstRow = screen.getAllByRole('row')[1]!
    await waitFor(() => expect(firstRow).toHaveAttribute('data-state', 'success'))
    expect(firstRow).toHaveTextContent(String(top.txs.length))

    const before = paths().filter((path) => path.endsWith('/blocks/latest')).length
    const startedAt = Date.now()
    devnet.devnet.produceBlock()
    await waitFor(() => expect(screen.getAllByRole('button', { name: `Block ${latest + 1n}` })).toHaveLength(3))
    await waitFor(() => expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('1 new block'))
    const polls = paths().filter((path) => path.endsWith('/blocks/latest')).length - before
    // Three tables share one query: about one poll per interval, not three.
    expect(polls).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 150) + 1)

    // Every block is fetched once whatever the number of tables; the newest not at all by height.
    const byHeight = paths().filter((path) => /\/blocks\/\d+$/.test(path))
    expect(new Set(byHeight).size).toBe(byHeight.length)
    expect(byHeight.some((path) => path.endsWith(`/blocks/${latest + 1n}`))).toBe(false)
  })

  it('asks nothing while the tab is hidden', { timeout: 30_000 }, async () => {
    const { paths, container } = renderWithGateway(<BlockExplorerTable refetchInterval={50} />)
    await screen.findAllByRole('button', { name: /^Block / })
    // Let the blocks in view arrive first: they are fetched once, not polled.
    await waitFor(() => expect(container.querySelector('tr[data-state="pending"]')).toBeNull())
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    const before = paths().length
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(paths().length).toBe(before)
    Reflect.deleteProperty(document, 'visibilityState')
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    await waitFor(() => expect(paths().length).toBeGreaterThan(before))
  })

  it('opens a block with its transactions', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    const withTxs = [...Array(Number(chain.latestHeight())).keys()]
      .map((index) => chain.latestHeight() - BigInt(index))
      .map((height) => chain.block(height)!)
      .find((block) => block.txs.length > 1)!
    renderWithGateway(<BlockExplorerTable refetchInterval={false} locale="en-US" />)
    const button = await screen.findByRole('button', { name: `Block ${withTxs.height.toLocaleString('en-US')}` })
    act(() => button.focus())
    fireEvent.click(button)
    const detail = await screen.findByRole('region', { name: `Block ${withTxs.height.toLocaleString('en-US')}` })
    const txs = await within(detail).findByRole('table', { name: 'Transactions' })
    for (const tx of withTxs.txs) expect(within(txs).getByText(tx.hash, { selector: '.gk-visually-hidden' })).toBeInTheDocument()
    expect(txHashFromBytes(Buffer.from(withTxs.txs[0]!.bytes).toString('base64'))).toBe(withTxs.txs[0]!.hash)
    // The bech32 proposer comes from the row's block query, shared with the detail.
    expect(await within(detail).findByText(/^kiivalcons1/, { selector: '.gk-visually-hidden' })).toBeInTheDocument()
  })

  it('lists transaction search results and loads the next page at the end', { timeout: 30_000 }, async () => {
    const chain = devnet.devnet.chain
    const all = chain.allTxs()
    renderWithGateway(<TxTable eventQuery="tx.height>0" orderBy="ORDER_BY_DESC" limit={10} locale="en-US" />)
    const table = await screen.findByRole('table', { name: `Transactions (${all.length})` })
    expect(table).toHaveAttribute('aria-rowcount', String(all.length + 1))
    const newest = [...all].sort((a, b) => (a.height === b.height ? b.index - a.index : a.height > b.height ? -1 : 1))[0]!
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(newest.height.toLocaleString('en-US'))
    // Ten rows fit in the assumed viewport: the end is in view, so the next page comes.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(11))
  })

  it('shows no match as empty and a gateway that cannot be reached as an error with retry', async () => {
    const { container } = renderWithGateway(<TxTable eventQuery="message.sender='kii1nobody'" />)
    await screen.findByText('No transactions match.')
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty')

    const client = testClient({ baseUrl: 'http://127.0.0.1:9', retry: 0 })
    render(
      <GatekitProvider client={client} queryClient={new QueryClient()}>
        <BlockExplorerTable refetchInterval={false} />
      </GatekitProvider>,
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
