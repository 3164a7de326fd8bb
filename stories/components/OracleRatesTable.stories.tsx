import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, failsTwice, gatewayPath, neverAnswers, storybookSeed } from '../gateway.ts'

const genesis = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' })
const denoms = [...genesis.oracleRates.keys()].sort()
const ratesRoute = '/appchain/oracle/denoms/exchange_rates'
const ratesPath = gatewayPath(ratesRoute)
const historyPath = gatewayPath('/appchain/oracle/denoms/price_snapshot_history')

const meta = {
  title: 'Components/OracleRatesTable',
  component: OracleRatesTable,
  args: { locale: 'en-US' },
} satisfies Meta<typeof OracleRatesTable>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.gk-oracle-rates-table')!
const rowOf = (table: HTMLElement, denom: string) => {
  const header = within(table)
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent === denom || cell.textContent?.endsWith(denom))
  if (!header) throw new Error(`no row for ${denom}`)
  return header.closest('tr')!
}

// "KII in USD, last 10 min: up 1.20% over 120 snapshots; low 1.2, high 1.3"
const trendLabel = /^\S+ in USD, last \d+ \S+: (up \S+ over \d+ snapshots|down \S+ over \d+ snapshots|unchanged over \d+ snapshots); low \S+, high \S+$/

/**
 * The devnet's current rates in USD to 6 significant digits, denoms by their metadata's symbol (akii is
 * KII), the shared last update said once, each rate with a sparkline: its period and scale beside it, each
 * snapshot's time and rate on hover or with the arrow keys.
 */
export const CurrentRates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Oracle exchange rates' })
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(denoms.map((denom) => (denom === 'akii' ? 'KIIakii' : denom))))
    expect(table.querySelector('thead')).toHaveTextContent('Exchange rate (USD)')
    expect(table).toHaveAccessibleDescription(/^Last update at height [\d,]+, /)
    // The snapshot history arrives on its own; then every denom has its sparkline.
    await waitFor(() => expect(within(table).getAllByRole('img', { name: trendLabel })).toHaveLength(denoms.length))
    for (const denom of denoms) {
      const row = rowOf(table, denom)
      // The exact 18-decimal rate is the value and the title; the text is its first 6 significant digits.
      const rate = row.querySelector('data')!
      expect(rate.getAttribute('value')).toMatch(/^\d+\.\d{18}$/)
      expect(rate).toHaveAttribute('title', rate.getAttribute('value'))
      expect(rate.textContent!.replace(/\D/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(6)
      expect(rate.getAttribute('value')!.replace('.', '').replace(/^0+/, '')).toMatch(new RegExp(`^${rate.textContent!.replace(/\D/g, '').replace(/^0+/, '')}`))
      expect(within(row).getByRole('img', { name: trendLabel })).toBeVisible()
      expect(within(row).getByText(/^last \d+ \S+$/)).toBeVisible()
    }
    const slider = within(rowOf(table, 'akii')).getByRole('slider', { name: 'KII price history' })
    slider.focus()
    const newest = slider.getAttribute('aria-valuetext')
    await userEvent.keyboard('{ArrowLeft}')
    expect(slider.getAttribute('aria-valuetext')).toMatch(/: [\d.,]+ USD$/)
    expect(slider.getAttribute('aria-valuetext')).not.toBe(newest)
  },
}

/** Rates that move every half second; each new height is announced politely. */
export const LiveUpdates: Story = {
  args: { refetchInterval: 500 },
  beforeEach({ msw }) {
    let height = 5000
    msw.use(
      http.get(ratesPath, () => {
        height += 1
        const timestamp = String(Date.now())
        return HttpResponse.json({
          denom_oracle_exchange_rate: denoms.map((denom, index) => ({
            denom,
            oracle_exchange_rate: {
              exchange_rate: `${index + 1}.${String(height).padStart(18, '0')}`,
              last_update: String(height),
              last_update_timestamp: timestamp,
            },
          })),
        })
      }),
    )
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Oracle exchange rates' })
    const live = rootOf(canvasElement).querySelector('[aria-live="polite"]')!
    await waitFor(() => expect(live.textContent).toMatch(/^Exchange rates updated at height 5,00\d\.$/), { timeout: 5_000 })
  },
}

/** An oracle without rates and without snapshots. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(ratesPath, () => HttpResponse.json({ denom_oracle_exchange_rate: [] })),
      http.get(historyPath, () => HttpResponse.json({ price_snapshot: [] })),
    )
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The oracle has no exchange rates yet.')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty')
    expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

/** The rates never answer. */
export const Loading: Story = {
  parameters: { devnetFaults: [neverAnswers(ratesRoute)] },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'pending')
  },
}

/** The gateway fails twice (the request and the client's one retry), then recovers on "Retry". */
export const ErrorWithRetry: Story = {
  args: { refetchInterval: false },
  parameters: { devnetFaults: [failsTwice(ratesRoute)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    expect(alert).toHaveTextContent('Could not load the exchange rates.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('table', { name: 'Oracle exchange rates' })
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
  },
}

const hostileDenoms = [
  '<script>alert(1)</script>',
  '\u202Edsu\u202C',
  'javascript:alert(2)',
  `factory/kii1${'q'.repeat(90)}/<img src=x onerror=alert(3)>`,
]

/** Denoms with markup, bidi overrides, a `javascript:` URI and great length stay inert text. */
export const HostileDenoms: Story = {
  args: { refetchInterval: false },
  beforeEach({ msw }) {
    const item = (denom: string, rate: string) => ({
      denom,
      oracle_exchange_rate: { exchange_rate: rate, last_update: '77', last_update_timestamp: String(Date.now() - 60_000) },
    })
    msw.use(
      http.get(ratesPath, () => HttpResponse.json({ denom_oracle_exchange_rate: hostileDenoms.map((denom) => item(denom, '1.250000000000000000')) })),
      http.get(historyPath, () =>
        HttpResponse.json({
          price_snapshot: ['1.200000000000000000', '1.300000000000000000', '1.250000000000000000'].map((rate, index) => ({
            snapshot_timestamp: String(1_772_366_400 + index * 5),
            price_snapshot_items: hostileDenoms.map((denom) => item(denom, rate)),
          })),
        }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Oracle exchange rates' })
    expect(canvasElement.querySelector('script, img, a')).toBeNull()
    const headers = within(table).getAllByRole('rowheader')
    expect(headers[0]).toHaveTextContent('<script>alert(1)</script>')
    expect(headers[1]).toHaveTextContent('⟨U+202E⟩dsu⟨U+202C⟩')
    expect(headers[2]).toHaveTextContent('javascript:alert(2)')
    expect(within(headers[3]!).getByRole('tooltip', { hidden: true })).toHaveTextContent('<img src=x onerror=alert(3)>')
    expect(table.textContent).not.toMatch(/[\u202A-\u202E]/)
    await waitFor(() => expect(within(table).getAllByRole('img', { name: /: up 4\.17% over 3 snapshots;/ })).toHaveLength(4))
  },
}

/** The current rates in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Oracle exchange rates' })
    expect(table.closest('[data-gk-theme]')).toHaveAttribute('data-gk-theme', 'dark')
    await waitFor(() => expect(within(table).getAllByRole('img', { name: trendLabel })).toHaveLength(denoms.length))
  },
}
