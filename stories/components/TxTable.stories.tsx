import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TxTable } from '../../src/components/TxTable/TxTable.tsx'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../../src/devnet/msw.ts'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, failsTwice, neverAnswers, simulatedGatewayUrl, storybookSeed } from '../gateway.ts'

const meta = {
  title: 'Explorer/TxTable',
  component: TxTable,
  args: { eventQuery: 'tx.height>0', orderBy: 'ORDER_BY_DESC', limit: 20, locale: 'en-US' },
} satisfies Meta<typeof TxTable>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const searchPath = '/stack/tx/v1beta1/txs'
const kii = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' }).metadata.find((entry) => entry.base === 'akii')

function dataRows(table: HTMLElement) {
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')]
}

/** Every transaction of the devnet, newest first, 20 a page; the next page loads at the end. */
export const TxSearch: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /^Transactions \(\d+\)$/ }, { timeout: 8_000 })
    const total = Number(table.getAttribute('aria-rowcount')) - 1
    expect(total).toBeGreaterThan(40)
    const heights = dataRows(table).map((row) => Number(row.children[1]!.textContent!.replace(/\D/g, '')))
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
    // Scrolling to the end of the first page brings the second.
    const scroller = canvasElement.querySelector<HTMLElement>('.gk-explorer-table__scroller')!
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(Math.max(...dataRows(table).map((row) => Number(row.getAttribute('aria-rowindex'))))).toBeGreaterThan(21), {
      timeout: 8_000,
    })
    expect(within(canvasElement).getByText(/^\d+ more transactions loaded$/)).toBeInTheDocument()
    // Keyboard: open the focused row.
    scroller.scrollTop = 0
    // Once the scroll is handled, the top row is the table's tab stop again.
    await waitFor(() => expect(dataRows(table)[0]!.querySelector('button')).toHaveAttribute('tabindex', '0'))
    await userEvent.tab()
    const button = document.activeElement as HTMLElement
    expect(button.closest('tr')).toHaveAttribute('aria-rowindex', '2')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '3')
    await userEvent.keyboard('{Enter}')
    const opened = document.activeElement as HTMLElement
    expect(opened).toHaveAttribute('aria-expanded', 'true')
    const detail = within(canvasElement).getByRole('region', { name: /^Transaction / })
    expect(within(detail).getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument()
    expect(detail).toHaveTextContent(/Success|Failed/)
  },
}

/** A search nothing matches. */
export const TxSearchEmpty: Story = {
  args: { eventQuery: "message.sender='kii1nobody'" },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByText('No transactions match.', {}, { timeout: 8_000 })).toBeVisible()
    expect(canvasElement.querySelector('.gk-tx-table')).toHaveAttribute('data-state', 'empty')
  },
}

/** The search never answers. */
export const Loading: Story = {
  parameters: { devnetFaults: [neverAnswers(searchPath)] },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
    expect(canvasElement.querySelector('.gk-tx-table')).toHaveAttribute('data-state', 'pending')
  },
}

/** The gateway refuses the search; Retry asks again. */
export const ErrorWithRetry: Story = {
  parameters: { devnetFaults: [failsTwice(searchPath)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8_000 })
    expect(canvasElement.querySelector('.gk-tx-table')).toHaveAttribute('data-state', 'error')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await within(canvasElement).findByRole('table', { name: /^Transactions/ }, { timeout: 8_000 })
    expect(canvasElement.querySelector('.gk-tx-table')).toHaveAttribute('data-state', 'success')
  },
}

const hostile = '<script>alert(1)</script>\u202Ekii1evil\u202C<img src=x onerror=alert(2)>'
const hostileRows: TxTableRow[] = [
  {
    hash: 'AB'.repeat(32),
    height: '4242',
    time: '2026-03-01T12:00:00Z',
    messages: ['/cosmos.bank.v1beta1.MsgSend', `/evil.${hostile}`],
    code: 11,
    codespace: `sdk${hostile}`,
    fee: [{ denom: 'akii', amount: '2500000000000000' }],
    memo: `${hostile} javascript:alert(3) ${'a very long memo '.repeat(300)}`,
    gasUsed: '100001',
    gasWanted: '100000',
    rawLog: `out of gas in location: ${hostile}`,
  },
  {
    hash: 'CD'.repeat(32),
    height: 'NaN<b>',
    time: 'yesterday <i>',
    messages: [],
    code: 0,
    fee: [{ denom: 'factory/kii1creator/<u>', amount: '1e9' }],
  },
]

/** Memo, log, type URLs and codespace that try to be markup, bidi overrides and a very long memo: all text. */
export const HostileText: Story = {
  render: (args) => (
    <TxTableView status="success" rows={hostileRows} metadata={{ akii: kii }} defaultSelectedHash={'AB'.repeat(32)} locale={args.locale} />
  ),
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('script, img, b, i, u')).toBeNull()
    const detail = within(canvasElement).getByRole('region', { name: /^Transaction / })
    expect(within(detail).getByText(/a very long memo/).textContent).toContain('<script>alert(1)</script>')
    expect(within(detail).getByText(/out of gas/).textContent).toContain('<img src=x onerror=alert(2)>')
    expect(within(detail).queryByRole('link')).toBeNull()
    expect(within(canvasElement).getByRole('table')).toHaveTextContent('0.0025 KII')
  },
}

const longRows: TxTableRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  hash: (index * 2654435761).toString(16).toUpperCase().padStart(64, '0').slice(-64),
  height: String(100_000 - Math.floor(index / 3)),
  time: new Date(Date.UTC(2026, 2, 1, 12) - index * 1_700).toISOString(),
  messages: index % 4 === 0 ? ['/cosmos.bank.v1beta1.MsgSend', '/cosmos.staking.v1beta1.MsgDelegate', '/ibc.applications.transfer.v1.MsgTransfer'] : ['/cosmos.bank.v1beta1.MsgSend'],
  code: index % 9 === 4 ? 5 : 0,
  codespace: index % 9 === 4 ? 'sdk' : '',
  fee: [{ denom: 'akii', amount: String(2_500_000_000_000_000n + BigInt(index)) }],
}))

/** The view twin with 10,000 transactions: End reaches the last, the DOM keeps a few rows. */
export const LongList: Story = {
  render: (args) => <TxTableView status="success" rows={longRows} metadata={{ akii: kii }} locale={args.locale} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Transactions' })
    expect(table).toHaveAttribute('aria-rowcount', '10001')
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(document.activeElement?.closest('tr')).toHaveAttribute('aria-rowindex', '10001'))
    expect(dataRows(table).length).toBeLessThanOrEqual(300)
    await userEvent.keyboard('{PageUp}')
    await waitFor(() => expect(Number(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'))).toBeLessThan(10001))
  },
}

/** Dark theme, a transaction opened. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /^Transactions/ }, { timeout: 8_000 })
    await userEvent.click(dataRows(table)[0]!.querySelector('button')!)
    expect(within(canvasElement).getByRole('region', { name: /^Transaction / })).toBeVisible()
  },
}

// The full hash of the top row (visually hidden beside the shortened one).
const topHash = (canvasElement: HTMLElement) => canvasElement.querySelector('tbody tr[data-index] th')?.textContent?.match(/[0-9A-F]{64}/)?.[0]

/**
 * Live transactions (`refetchInterval`): new ones join at the top and are announced politely, the
 * indicator says Live. This story's devnet makes a block every second, on real time.
 */
export const LiveTransactions: Story = {
  args: { refetchInterval: 1_000 },
  beforeEach({ msw }) {
    // Its own clock is real time even where the stories' Date stands still (the visual test): this story is about new transactions.
    const realNow = () => performance.timeOrigin + performance.now()
    msw.use(...createDevnetHandlers(createDevnet({ seed: storybookSeed, blockTimeMs: 1_000, now: realNow }), { baseUrl: simulatedGatewayUrl }))
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {}, { timeout: 8_000 })
    await waitFor(() => expect(topHash(canvasElement)).toBeDefined(), { timeout: 8_000 })
    const status = canvasElement.querySelector('.gk-explorer-table__live [role="status"]')!
    expect(status).toHaveTextContent('Live')
    const first = topHash(canvasElement)
    await waitFor(() => expect(topHash(canvasElement)).not.toBe(first), { timeout: 10_000 })
    await waitFor(() => expect(canvasElement.querySelector('.gk-explorer-table__announcer')).toHaveTextContent(/new transactions?$/))
  },
}

/** Live transactions, paused by the reader: no row joins until the toggle resumes. */
export const PausedTransactions: Story = {
  args: { refetchInterval: 500, defaultPaused: true },
  beforeEach({ msw }) {
    const realNow = () => performance.timeOrigin + performance.now()
    msw.use(...createDevnetHandlers(createDevnet({ seed: storybookSeed, blockTimeMs: 500, now: realNow }), { baseUrl: simulatedGatewayUrl }))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(topHash(canvasElement)).toBeDefined(), { timeout: 8_000 })
    const toggle = within(canvasElement).getByRole('button', { name: 'Pause new transactions' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const status = canvasElement.querySelector('.gk-explorer-table__live [role="status"]')!
    expect(status).toHaveTextContent('Paused')
    const first = topHash(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(topHash(canvasElement)).toBe(first)
    await userEvent.click(toggle)
    expect(status).toHaveTextContent('Live')
    await waitFor(() => expect(topHash(canvasElement)).not.toBe(first), { timeout: 10_000 })
  },
}
