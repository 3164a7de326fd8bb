import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { BlockExplorerTableView, type BlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { createDevnet } from '../../src/devnet/gateway.ts'
import { createDevnetHandlers } from '../../src/devnet/msw.ts'
import { type DevnetFaultParameters, failsTwice, neverAnswers, simulatedGatewayUrl, storybookSeed } from '../gateway.ts'

const meta = {
  title: 'Explorer/BlockExplorerTable',
  component: BlockExplorerTable,
  args: { locale: 'en-US' },
} satisfies Meta<typeof BlockExplorerTable>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const latestPath = '/stack/base/tendermint/v1beta1/blocks/latest'

function dataRows(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')].filter(
    (row) => row.closest('.gk-explorer-table__table') !== null,
  )
}

async function findTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: 'Latest blocks' }, { timeout: 8_000 })
  // Every block in view arrives: placeholders give way to data.
  await waitFor(() => expect(table.querySelector('tbody tr[data-state="pending"]')).toBeNull(), { timeout: 8_000 })
  return table
}

const topHeight = (canvasElement: HTMLElement) => dataRows(canvasElement)[0]?.querySelector('th')?.textContent

/**
 * The live table follows the chain: a new block shows at the top and is
 * announced politely. This story's devnet makes a block every second (the
 * shared one every five) so that the play function sees one soon.
 */
export const LiveBlocks: Story = {
  args: { refetchInterval: 1_000 },
  beforeEach({ msw }) {
    // Its own clock is real time even where the stories' Date stands still (the visual test): this story is about new blocks.
    const realNow = () => performance.timeOrigin + performance.now()
    msw.use(...createDevnetHandlers(createDevnet({ seed: storybookSeed, blockTimeMs: 1_000, now: realNow }), { baseUrl: simulatedGatewayUrl }))
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(60)
    // Proposers by moniker: the devnet's blocks are proposed by its validators, named through the staking module.
    await waitFor(() => expect(dataRows(canvasElement)[0]!.querySelectorAll('td')[1]).toHaveTextContent(/^(Aurora|Basalt|Cinder|Drift)$/), {
      timeout: 8_000,
    })
    const first = topHeight(canvasElement)
    await waitFor(() => expect(topHeight(canvasElement)).not.toBe(first), { timeout: 8_000 })
    const live = canvasElement.querySelector('[aria-live="polite"]')!
    await waitFor(() => expect(live).toHaveTextContent(/^\d+ new blocks?$/))
    // The new top row is the newest block, with its data.
    await waitFor(() => expect(dataRows(canvasElement)[0]).toHaveAttribute('data-state', 'success'))
    expect(dataRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2')
  },
}

/** Live blocks, paused by the reader: the indicator says Paused, no row joins until the toggle resumes. */
export const PausedBlocks: Story = {
  args: { refetchInterval: 500, defaultPaused: true },
  beforeEach({ msw }) {
    // Real time, as LiveBlocks: resuming must bring new blocks even where the stories' clock stands still.
    const realNow = () => performance.timeOrigin + performance.now()
    msw.use(...createDevnetHandlers(createDevnet({ seed: storybookSeed, blockTimeMs: 500, now: realNow }), { baseUrl: simulatedGatewayUrl }))
  },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement)
    const toggle = within(canvasElement).getByRole('button', { name: 'Pause new blocks' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const status = canvasElement.querySelector('.gk-explorer-table__live [role="status"]')!
    expect(status).toHaveTextContent('Paused')
    const first = topHeight(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(topHeight(canvasElement)).toBe(first)
    await userEvent.click(toggle)
    expect(status).toHaveTextContent('Live')
    await waitFor(() => expect(topHeight(canvasElement)).not.toBe(first), { timeout: 8_000 })
  },
}

const proposers = ['kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u8x7a2w', 'kiivalcons1qy352euf40x77qfrg4ncn27dauqjx3t8t5yhf0']
const syntheticRows: BlockExplorerRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  height: String(10_000 - index),
  time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
  proposer: proposers[index % 2],
  txCount: (index * 7) % 11,
}))

/** The view twin with 10,000 blocks: only the rows in view are in the DOM, the last is reachable. */
export const TenThousandRows: Story = {
  render: (args) => <BlockExplorerTableView status="success" rows={syntheticRows} locale={args.locale} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Latest blocks' })
    expect(table).toHaveAttribute('aria-rowcount', '10001')
    const scroller = canvasElement.querySelector<HTMLElement>('.gk-explorer-table__scroller')!
    // Scroll top to bottom in steps, as a reader would; the DOM never holds more than a few hundred rows.
    const steps = 16
    for (let step = 1; step <= steps; step++) {
      scroller.scrollTop = (scroller.scrollHeight * step) / steps
      await new Promise((resolve) => requestAnimationFrame(resolve))
      expect(dataRows(canvasElement).length).toBeLessThanOrEqual(300)
    }
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Block 1' })).toBeVisible())
    const last = within(table).getByRole('button', { name: 'Block 1' }).closest('tr')!
    expect(last).toHaveAttribute('aria-rowindex', '10001')
    expect(dataRows(canvasElement).length).toBeLessThanOrEqual(300)
    // And back to the top with the keyboard.
    within(table).getByRole('button', { name: 'Block 1' }).focus()
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Block 10,000' })).toHaveFocus())
  },
}

/** Keyboard: Tab into the table, arrow down to a block with transactions, Enter opens it. */
export const OpenBlock: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    // The live indicator's pause toggle comes first, then the table's one tab stop.
    for (let presses = 0; !table.contains(document.activeElement) && presses < 3; presses++) await userEvent.tab()
    const focusedRow = () => (document.activeElement as HTMLElement).closest('tr')!
    expect(focusedRow()).toHaveAttribute('aria-rowindex', '2')
    const txCount = () => Number(focusedRow().lastElementChild!.textContent)
    for (let presses = 0; txCount() === 0 && presses < 30; presses++) await userEvent.keyboard('{ArrowDown}')
    const count = txCount()
    expect(count).toBeGreaterThan(0)
    const button = document.activeElement as HTMLElement
    expect(table).toContainElement(button)
    await userEvent.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const detail = await within(canvasElement).findByRole('region', { name: `Block ${button.textContent}` })
    const txs = await within(detail).findByRole('table', { name: 'Transactions' }, { timeout: 8_000 })
    expect(within(txs).getAllByRole('row')).toHaveLength(count + 1)
    for (const hash of within(txs).getAllByRole('rowheader')) expect(hash.textContent).toMatch(/[0-9A-F]{8}…[0-9A-F]{8}/)
    // Enter again closes it.
    await userEvent.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(within(canvasElement).queryByRole('region', { name: `Block ${button.textContent}` })).toBeNull()
  },
}

/** The latest block never answers. */
export const Loading: Story = {
  parameters: { devnetFaults: [neverAnswers(latestPath)] },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
    expect(canvasElement.querySelector('.gk-block-explorer-table')).toHaveAttribute('data-state', 'pending')
  },
}

/** The gateway fails (retried once by the client); Retry loads the blocks. */
export const ErrorWithRetry: Story = {
  args: { refetchInterval: false },
  parameters: { devnetFaults: [failsTwice(latestPath)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 8_000 })
    expect(canvasElement.querySelector('.gk-block-explorer-table')).toHaveAttribute('data-state', 'error')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await findTable(canvasElement)
    expect(canvasElement.querySelector('.gk-block-explorer-table')).toHaveAttribute('data-state', 'success')
  },
}

/** The view twin with no blocks. */
export const Empty: Story = {
  render: (args) => <BlockExplorerTableView status="empty" rows={[]} locale={args.locale} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No blocks yet.')).toBeVisible()
    expect(canvasElement.querySelector('.gk-block-explorer-table')).toHaveAttribute('data-state', 'empty')
  },
}

const hostile = '<script>alert(1)</script>\u202Ekii1evil\u202C<img src=x onerror=alert(2)>'

/** Chain text that tries to be markup, to reorder itself, or to be very long: all shown as text. */
export const HostileText: Story = {
  render: (args) => (
    <BlockExplorerTableView
      status="success"
      locale={args.locale}
      rows={[
        { height: '42', time: 'not a time <b>', proposer: hostile, txCount: 1 },
        { height: '41', time: '2026-03-01T12:00:00Z', proposer: 'javascript:alert(1)', txCount: 0 },
      ]}
      defaultSelectedHeight="42"
      renderDetail={(height) => (
        <BlockDetailView
          height={height}
          status="success"
          locale={args.locale}
          block={{
            height,
            time: '2026-03-01T12:00:00Z',
            proposer: hostile,
            txCount: 1,
            txs: [{ hash: 'AB'.repeat(32), messages: ['/<script>.MsgEvil', hostile], memo: `${hostile} ${'a very long memo '.repeat(200)}` }],
          }}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('script, img, b')).toBeNull()
    const detail = within(canvasElement).getByRole('region', { name: 'Block 42' })
    expect(within(detail).getByText(/a very long memo/).textContent).toContain('<script>alert(1)</script>')
    expect(within(canvasElement).getByRole('button', { name: 'Block 42' })).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Dark theme, with a block opened (its detail is checked for contrast too). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    const button = within(table).getAllByRole('button', { name: /^Block / })[1]!
    await userEvent.click(button)
    const detail = await within(canvasElement).findByRole('region', { name: `Block ${button.textContent}` })
    await waitFor(() => expect(detail).toHaveAttribute('data-state', 'success'), { timeout: 8_000 })
    expect(getComputedStyle(table.querySelector('th')!).backgroundColor).toBe('rgb(26, 31, 38)')
  },
}
