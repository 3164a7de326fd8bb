import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { parseUnits } from '../../src/core/format.ts'
import { revealHiddenCharacters } from '../../src/core/hiddenCharacters.ts'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, failsTwice, fixtures, gatewayPath, neverAnswers, storybookSeed } from '../gateway.ts'

const genesis = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' })
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'
const metadataListPath = gatewayPath('/stack/bank/v1beta1/denoms_metadata')

const meta = {
  title: 'Components/BalanceList',
  component: BalanceList,
  args: { address: fixtures.richAddress, locale: 'en-US' },
} satisfies Meta<typeof BalanceList>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.gk-balance-list')!
const rowOf = (canvasElement: HTMLElement, denom: string) =>
  canvasElement.querySelector<HTMLElement>(`tbody tr[data-denom="${CSS.escape(denom)}"]`)
const rows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('tbody tr[data-denom]')]
// The exact display value of a row's total (the `value` of its <data>), in base units of 10^-18.
const totalOf = (row: HTMLElement) => parseUnits(row.querySelector('td data')!.getAttribute('value')!, 18)

async function findTable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: /Balances of/ }, { timeout: 10_000 })
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Asset', 'Total', 'Spendable'])
    const kii = rowOf(canvasElement, 'akii')!
    // 987 million KII and change: far beyond 2^53 base units, shown exactly in display units.
    expect(within(kii).getAllByRole('cell')[0]).toHaveTextContent(/^9\d{2},\d{3},\d{3}\.\d{1,6} KII$/)
    const oro = rowOf(canvasElement, fixtures.factoryDenom)!
    expect(within(oro).getByRole('link', { name: 'Oro' })).toHaveAttribute('href', 'https://example.org/oro.json')
    // A multi-hop voucher without metadata: named by its trace, amount raw.
    const voucher = rows(canvasElement).find((row) => row.textContent?.includes('channel-141'))!
    expect(voucher.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'trace')
    expect(voucher).toHaveTextContent('No metadata: base units')
  },
}

export const SpendableLessThanTotal: Story = {
  args: { address: fixtures.vestingAddress },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement)
    const row = rowOf(canvasElement, 'akii')!
    const [total, spendable] = within(row).getAllByRole('cell')
    const totalValue = parseUnits(total!.querySelector('data')!.getAttribute('value')!, 18)
    const spendableValue = parseUnits(spendable!.querySelector('data')!.getAttribute('value')!, 18)
    expect(spendableValue < totalValue).toBe(true)
    expect(spendable).toHaveTextContent(/KII locked$/)
    const lockedValue = parseUnits(spendable!.querySelector('.gk-balance-list__locked data')!.getAttribute('value')!, 18)
    expect(lockedValue).toBe(totalValue - spendableValue)
  },
}

export const LongListInfinite: Story = {
  args: { address: fixtures.collectorAddress, pageSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTable(canvasElement)
    expect(rows(canvasElement)).toHaveLength(10)
    expect(canvas.getByText('Assets: 10 More available.')).toBeVisible()
    let pages = 1
    while (canvas.queryByRole('button', { name: /Load more|Loading more/ })) {
      const button = await canvas.findByRole('button', { name: 'Load more' }, { timeout: 10_000 })
      await userEvent.click(button)
      pages += 1
      await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan((pages - 1) * 10), { timeout: 10_000 })
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Loading more…' })).toBeNull(), { timeout: 10_000 })
    }
    // 34 collectibles and the coins the collector trades: more than three pages of 10.
    const held = rows(canvasElement).length
    expect(held).toBeGreaterThanOrEqual(35)
    expect(pages).toBe(Math.ceil(held / 10))
    expect(canvas.getByText(`Assets: ${held}`)).toBeVisible()
    expect(rows(canvasElement).filter((row) => /\/COLLECTIBLE\d+$/.test(row.dataset.denom ?? ''))).toHaveLength(34)
    // The last page took the button away; focus stayed in the list.
    expect(canvas.getByRole('table')).toHaveFocus()
  },
}

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTable(canvasElement)
    const all = rows(canvasElement).length
    const filter = canvas.getByRole('searchbox', { name: 'Filter by name, symbol or denom' })
    await userEvent.type(filter, 'oro')
    expect(rows(canvasElement).map((row) => row.dataset.denom)).toEqual([fixtures.factoryDenom])
    expect(canvas.getByText(`Showing 1 of ${all} assets`)).toHaveAttribute('aria-live', 'polite')
    await userEvent.clear(filter)
    await userEvent.type(filter, 'TICKET')
    expect(rows(canvasElement).map((row) => row.dataset.denom)).toEqual(['ticket'])
    await userEvent.clear(filter)
    await userEvent.type(filter, 'no such coin')
    expect(canvas.getByText('No asset matches “no such coin”.')).toBeVisible()
  },
}

export const SortedByAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTable(canvasElement)
    const totalHeader = canvas.getAllByRole('columnheader')[1]!
    const sort = within(totalHeader).getByRole('button', { name: 'Total' })
    sort.focus()
    await userEvent.keyboard('{Enter}')
    expect(totalHeader).toHaveAttribute('aria-sort', 'descending')
    const descending = rows(canvasElement).map(totalOf)
    for (let index = 1; index < descending.length; index++) expect(descending[index]! <= descending[index - 1]!).toBe(true)
    expect(rows(canvasElement)[0]!.dataset.denom).toBe('akii')
    await userEvent.keyboard(' ')
    expect(totalHeader).toHaveAttribute('aria-sort', 'ascending')
    const ascending = rows(canvasElement).map(totalOf)
    for (let index = 1; index < ascending.length; index++) expect(ascending[index]! >= ascending[index - 1]!).toBe(true)
    expect(canvas.getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort')
  },
}

export const Empty: Story = {
  args: { address: fixtures.unknownAddress },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This address holds no tokens.', {}, { timeout: 10_000 })).toBeVisible()
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty')
    expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { devnetFaults: [neverAnswers(balancesRoute)] },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'pending')
    expect(rootOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

export const ErrorWithRetry: Story = {
  parameters: { devnetFaults: [failsTwice(balancesRoute)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('Could not load this.')
    // A plain sentence; the gateway's code and words only behind the closed "Technical details".
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('The gateway had a problem answering.')
    const details = within(alert).getByText('Technical details').closest('details')
    expect(details).not.toHaveAttribute('open')
    expect(details).toHaveTextContent('Unavailable')
    expect(details).toHaveTextContent('service unavailable')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await findTable(canvasElement)
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
  },
}

const hostileName = '<script>alert("kii")</script>'
const hostileSymbol = '\u202EIIK<img src=x onerror=alert(1)>'

export const HostileMetadata: Story = {
  beforeEach({ msw }) {
    const metadatas = genesis.metadata.map((entry) => {
      if (entry.base === 'akii') {
        return {
          ...entry,
          name: hostileName,
          symbol: hostileSymbol,
          uri: 'javascript:alert(document.cookie)',
          description: `\u202Egnp.exe <b onmouseover=alert(2)>free tokens</b> ${'a very long description '.repeat(20)}`,
        }
      }
      if (entry.base === fixtures.factoryDenom) return { ...entry, name: `Oro\u2067\u202E${'x'.repeat(120)}`, uri: 'data:text/html,<script>alert(3)</script>' }
      // An absurd display exponent: ignored, the amount is shown raw instead of padding billions of zeros.
      if (entry.base === 'ticket') return { ...entry, display: 'megaticket', denom_units: [...entry.denom_units, { denom: 'megaticket', exponent: 2_147_483_647, aliases: [] }] }
      return entry
    })
    msw.use(http.get(metadataListPath, () => HttpResponse.json({ metadatas, pagination: { next_key: null, total: String(metadatas.length) } })))
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    expect(canvasElement.querySelector('script, img, b')).toBeNull()
    expect(within(table).queryAllByRole('link')).toHaveLength(0)
    const kii = rowOf(canvasElement, 'akii')!
    expect(within(kii).getByRole('rowheader')).toHaveTextContent(hostileName)
    expect(kii.querySelector('.gk-balance-list__symbol')?.tagName).toBe('BDI')
    // The override is shown as ⟨U+202E⟩, not obeyed.
    expect(kii.querySelector('.gk-balance-list__symbol')).toHaveTextContent(revealHiddenCharacters(hostileSymbol))
    // Still scaled by the (valid) units: the hostile symbol is only a label.
    expect(kii.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'metadata')
    expect(rowOf(canvasElement, 'ticket')!.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'raw')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement)
    expect(rootOf(canvasElement).closest('[data-gk-theme]')).toHaveAttribute('data-gk-theme', 'dark')
    const sort = within(canvasElement).getByRole('button', { name: 'Asset' })
    await userEvent.click(sort)
    expect(sort.closest('th')).toHaveAttribute('aria-sort', 'ascending')
  },
}
