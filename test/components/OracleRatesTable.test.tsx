import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeRateTrend, formatDecimal, formatRate, significantFractionDigits } from '../../src/components/OracleRatesTable/describeRates.ts'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import type { OracleRateEntry, OracleRateSnapshot } from '../../src/components/OracleRatesTable/useOracleRatesTable.ts'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch, testClient } from '../helpers.tsx'

const updatedAt = Date.parse('2026-03-01T12:00:00Z')
const now = updatedAt + 5 * 60 * 1000
const atomVoucher = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'

const rate = (denom: string, exchangeRate: string, height = '1234567'): OracleRateEntry => ({
  denom,
  oracle_exchange_rate: { exchange_rate: exchangeRate, last_update: height, last_update_timestamp: String(updatedAt) },
})

const rates: OracleRateEntry[] = [
  rate('uatom', '6.412000000000000000'),
  rate('uosmo', '0.412300000000000000'),
  rate('akii', '123456789012345678.123456789012345678'),
  rate(atomVoucher, '1.000000000000000000'),
]

// Oldest first: uatom rises 1.2 %, uosmo falls, akii stays, the voucher has one snapshot only.
const history = [
  ['6.336000000000000000', '0.420000000000000000', '123456789012345678.123456789012345678'],
  ['6.300000000000000000', '0.415000000000000000', '123456789012345678.123456789012345678'],
  ['6.412000000000000000', '0.412300000000000000', '123456789012345678.123456789012345678'],
]
const snapshots: OracleRateSnapshot[] = history.map(([atom, osmo, kii], index) => ({
  snapshot_timestamp: String(1772366400 + index * 5),
  price_snapshot_items: [
    { denom: 'uatom', oracle_exchange_rate: { exchange_rate: atom! } },
    { denom: 'uosmo', oracle_exchange_rate: { exchange_rate: osmo! } },
    { denom: 'akii', oracle_exchange_rate: { exchange_rate: kii! } },
    ...(index === 2 ? [{ denom: atomVoucher, oracle_exchange_rate: { exchange_rate: '1.000000000000000000' } }] : []),
  ],
}))

const rowOf = (denom: string) => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('rowheader')[0]?.textContent?.startsWith(denom))
  if (!row) throw new Error(`no row for ${denom}`)
  return row
}

describe('OracleRatesTableView', () => {
  it('is a captioned table with column and row headers', () => {
    render(<OracleRatesTableView rates={rates} snapshots={snapshots} locale="en-US" now={now} />)
    const table = screen.getByRole('table', { name: 'Oracle exchange rates' })
    const headers = within(table).getAllByRole('columnheader')
    // Every rate shares its last update: said once, as the table's description, not per row; the quote currency in the header.
    expect(headers.map((header) => header.textContent)).toEqual(['Denom', 'Exchange rate (USD)', 'Trend'])
    expect(table).toHaveAccessibleDescription('Last update at height 1,234,567, 5 minutes ago')
    expect(screen.getAllByText(/1,234,567/)).toHaveLength(1)
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true)
    expect(within(table).getAllByRole('rowheader').map((header) => header.getAttribute('scope'))).toEqual(['row', 'row', 'row', 'row'])
    expect(table.closest('.gk-oracle-rates-table')).toHaveAttribute('data-state', 'success')
    expect(screen.getByRole('region', { name: 'Oracle exchange rates' })).toHaveAttribute('tabindex', '0')
  })

  it('formats rates exactly for the locale, the exact decimal in the title and value', () => {
    const { rerender } = render(<OracleRatesTableView rates={rates} locale="en-US" now={now} significantDigits={Infinity} />)
    const kii = within(rowOf('akii')).getByTitle('123456789012345678.123456789012345678')
    // Far beyond a float's 17 significant digits, every digit kept.
    expect(kii).toHaveTextContent('123,456,789,012,345,678.123456789012345678')
    expect(kii.tagName).toBe('DATA')
    expect(kii).toHaveAttribute('value', '123456789012345678.123456789012345678')
    expect(within(rowOf('uatom')).getByTitle('6.412000000000000000')).toHaveTextContent(/^6\.412$/)
    rerender(<OracleRatesTableView rates={rates} locale="de-DE" now={now} significantDigits={Infinity} maximumFractionDigits={4} />)
    expect(within(rowOf('akii')).getByTitle('123456789012345678.123456789012345678')).toHaveTextContent('123.456.789.012.345.678,1234')
    expect(within(rowOf('uosmo')).getByTitle('0.412300000000000000')).toHaveTextContent('0,4123')
  })

  it('shows 6 significant digits by default, cut from the exact decimal, and takes another precision', () => {
    const precise = [rate('uatom', '6.412345678912345678'), rate('uosmo', '0.000012345678912345'), rate('akii', '123456789012345678.123456789012345678')]
    const { rerender } = render(<OracleRatesTableView rates={precise} locale="en-US" now={now} />)
    expect(within(rowOf('uatom')).getByTitle('6.412345678912345678')).toHaveTextContent(/^6\.41234$/)
    expect(within(rowOf('uosmo')).getByTitle('0.000012345678912345')).toHaveTextContent(/^0\.0000123456$/)
    // The whole part is never cut.
    expect(within(rowOf('akii')).getByTitle('123456789012345678.123456789012345678')).toHaveTextContent(/^123,456,789,012,345,678$/)
    rerender(<OracleRatesTableView rates={precise} locale="en-US" now={now} significantDigits={3} />)
    expect(within(rowOf('uatom')).getByTitle('6.412345678912345678')).toHaveTextContent(/^6\.41$/)
    expect(significantFractionDigits('0.000012345', 2)).toBe(6)
    expect(formatRate('1234.5678', { locale: 'en-US', significantDigits: 6 })).toBe('1,234.56')
  })

  it('shows denoms by their display unit from bank metadata and the quote currency from a prop', () => {
    const metadata = [
      { base: 'akii', display: 'kii', symbol: 'KII', denom_units: [{ denom: 'akii', exponent: 0 }, { denom: 'kii', exponent: 18 }] },
      { base: 'uatom', display: 'atom', symbol: 'ATOM', denom_units: [{ denom: 'uatom', exponent: 0 }, { denom: 'atom', exponent: 6 }] },
    ]
    render(<OracleRatesTableView rates={rates} metadata={metadata} quoteCurrency="EUR" locale="en-US" now={now} />)
    const headers = screen.getAllByRole('rowheader')
    expect(headers[0]).toHaveTextContent(/^ATOMuatom$/)
    expect(headers[1]).toHaveTextContent(/^uosmo$/)
    expect(headers[2]).toHaveTextContent(/^KIIakii$/)
    expect(screen.getByRole('columnheader', { name: 'Exchange rate (EUR)' })).toBeInTheDocument()
  })

  it('draws a sparkline per denom, described in words, with a change that does not rely on colour', () => {
    const { container } = render(<OracleRatesTableView rates={rates} snapshots={snapshots} locale="en-US" now={now} />)
    const atom = within(rowOf('uatom')).getByRole('img', { name: 'uatom in USD, last 10 sec: up 1.20% over 3 snapshots; low 6.3, high 6.412' })
    expect(atom.tagName.toLowerCase()).toBe('svg')
    expect(atom).toHaveAttribute('data-direction', 'up')
    expect(atom.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3)
    expect(within(rowOf('uatom')).getByText('+1.20%', { exact: false })).toHaveTextContent('▲ +1.20%')
    expect(within(rowOf('uosmo')).getByRole('img', { name: /: down 1\.83% over 3 snapshots;/ })).toHaveAttribute('data-direction', 'down')
    expect(within(rowOf('uosmo')).getByText(/1\.83%/)).toHaveTextContent('▼ -1.83%')
    expect(within(rowOf('akii')).getByRole('img', { name: /: unchanged over 3 snapshots;/ })).toBeInTheDocument()
    // One snapshot is no trend.
    expect(within(rowOf(atomVoucher.slice(0, 10))).queryByRole('img')).toBeNull()
    expect(within(rowOf(atomVoucher.slice(0, 10))).getByText('No trend yet')).toBeInTheDocument()
    // The visible change is for sight; assistive technology reads the image's name instead.
    expect(container.querySelector('.gk-oracle-rates-table__change')).toHaveAttribute('aria-hidden', 'true')
  })

  it('says when the trend is loading or unavailable', () => {
    const { rerender } = render(<OracleRatesTableView rates={rates} snapshotsStatus="pending" now={now} />)
    expect(within(rowOf('uatom')).getByText('Loading trend…')).toBeInTheDocument()
    rerender(<OracleRatesTableView rates={rates} snapshotsStatus="error" now={now} />)
    expect(within(rowOf('uatom')).getByText('No trend yet')).toBeInTheDocument()
  })

  it('shows the height and time of the last update', () => {
    render(<OracleRatesTableView rates={[...rates, { ...rate('uusdc', '1.0001'), oracle_exchange_rate: { exchange_rate: '1.0001', last_update: '0', last_update_timestamp: '0' } }]} locale="en-US" timeZone="UTC" now={now} />)
    const cells = within(rowOf('uatom')).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('Height 1,234,567')
    const time = within(cells[2]!).getByText('5 minutes ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', '2026-03-01T12:00:00.000Z')
    expect(within(rowOf('uusdc')).getByText('Never updated')).toBeInTheDocument()
  })

  it('announces newer rates politely, never on first render', () => {
    const { container, rerender } = render(<OracleRatesTableView rates={[]} status="pending" locale="en-US" now={now} />)
    const live = container.querySelector('[aria-live="polite"]')!
    expect(live).toHaveClass('gk-visually-hidden')
    rerender(<OracleRatesTableView rates={rates} locale="en-US" now={now} />)
    expect(live).toHaveTextContent(/^$/)
    rerender(<OracleRatesTableView rates={rates.map((entry) => rate(entry.denom, entry.oracle_exchange_rate!.exchange_rate, '1234568'))} locale="en-US" now={now} />)
    expect(live).toHaveTextContent('Exchange rates updated at height 1,234,568.')
    // The live region stays the same element, so screen readers hear the change.
    expect(container.querySelector('[aria-live="polite"]')).toBe(live)
  })

  it('renders hostile denoms as text, hidden characters made visible', () => {
    const hostile = [
      rate('<script>alert(1)</script>', '1.5'),
      rate('\u202Eusd\u202C', '2'),
      rate('javascript:alert(1)', '3'),
      rate(`factory/kii1${'x'.repeat(200)}/<img src=x onerror=alert(2)>`, '4'),
    ]
    const { container } = render(<OracleRatesTableView rates={hostile} locale="en-US" now={now} />)
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    const headers = screen.getAllByRole('rowheader')
    expect(headers[0]).toHaveTextContent('<script>alert(1)</script>')
    expect(headers[1]).toHaveTextContent('⟨U+202E⟩usd⟨U+202C⟩')
    expect(container.textContent).not.toMatch(/[\u202A-\u202E]/)
    expect(within(headers[3]!).getByRole('tooltip')).toHaveTextContent(`factory/kii1${'x'.repeat(200)}/<img src=x onerror=alert(2)>`)
  })

  it('shows loading, error with retry and empty states in data-state', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const { container, rerender } = render(<OracleRatesTableView rates={[]} status="pending" />)
    const root = container.firstElementChild!
    expect(root).toHaveAttribute('data-state', 'pending')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    rerender(<OracleRatesTableView rates={[]} status="error" error={Object.assign(new Error('long'), { shortMessage: 'The gateway is down.' })} onRetry={onRetry} />)
    expect(root).toHaveAttribute('data-state', 'error')
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the exchange rates.Something went wrong.')
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('The gateway is down.')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<OracleRatesTableView rates={[]} />)
    expect(root).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('The oracle has no exchange rates yet.')).toBeInTheDocument()
  })

  it('takes strings and locale from props or the nearest provider', () => {
    render(
      <GatekitUIProvider locale="de-DE" strings={{ trendUp: 'steigt um {change} über {count} Schnappschüsse' }}>
        <OracleRatesTableView rates={rates} snapshots={snapshots} strings={{ caption: 'Orakelkurse' }} now={now} />
      </GatekitUIProvider>,
    )
    expect(screen.getByRole('table', { name: 'Orakelkurse' })).toBeInTheDocument()
    expect(within(rowOf('uatom')).getByRole('img', { name: /: steigt um 1,20\s% über 3 Schnappschüsse;/ })).toBeInTheDocument()
    expect(within(rowOf('uatom')).getByTitle('6.412000000000000000')).toHaveTextContent('6,412')
  })

  it('forwards its ref and className to the root', () => {
    let root: HTMLDivElement | null = null
    render(<OracleRatesTableView ref={(node) => void (root = node)} rates={rates} className="mine" data-testid="t" />)
    expect(root).toBe(screen.getByTestId('t'))
    expect(root).toHaveClass('gk-oracle-rates-table', 'mine')
  })
})

describe('rate helpers', () => {
  it('formats decimal strings exactly', () => {
    expect(formatDecimal('6.412000000000000000', { locale: 'en-US' })).toBe('6.412')
    expect(formatDecimal('-0.000000000000000001', { locale: 'en-US' })).toBe('-0.000000000000000001')
    expect(formatDecimal('0.000000000000000001', { locale: 'en-US', maximumFractionDigits: 4 })).toBe('<0.0001')
    expect(formatDecimal('9007199254740993', { locale: 'en-US' })).toBe('9,007,199,254,740,993')
    expect(formatDecimal('not a number')).toBe('not a number')
  })

  it('describes a trend with exact comparisons', () => {
    // Two rates a float cannot tell apart still make a rise.
    const trend = describeRateTrend(['1.000000000000000000', '1.000000000000000001'])!
    expect(trend.direction).toBe('up')
    expect(trend.points).toEqual([0, 1])
    expect(describeRateTrend(['2', '2', '2'])).toMatchObject({ direction: 'flat', change: 0, points: [0.5, 0.5, 0.5] })
    expect(describeRateTrend(['1.0', '1.5', '0.9'])).toMatchObject({ direction: 'down', change: -0.1, count: 3 })
    expect(describeRateTrend(['0', '1'])).toMatchObject({ direction: 'up', change: undefined })
    expect(describeRateTrend(['1'])).toBeUndefined()
    expect(describeRateTrend(['1', 'x'])).toBeUndefined()
  })

  it('keeps a tiny move visible in words', () => {
    render(
      <OracleRatesTableView
        rates={[rate('uatom', '1.000000000000000001')]}
        snapshots={[
          { snapshot_timestamp: '1', price_snapshot_items: [{ denom: 'uatom', oracle_exchange_rate: { exchange_rate: '1.000000000000000000' } }] },
          { snapshot_timestamp: '2', price_snapshot_items: [{ denom: 'uatom', oracle_exchange_rate: { exchange_rate: '1.000000000000000001' } }] },
        ]}
        locale="en-US"
        now={now}
      />,
    )
    expect(screen.getByRole('img', { name: /: up <0\.01% over 2 snapshots;/ })).toBeInTheDocument()
  })
})

describe('OracleRatesTable (connected)', () => {
  let devnet: DevnetServer
  beforeAll(async () => {
    devnet = await startDevnetServer({ port: 0, seed: 'channel-oracle', autoAdvance: false })
  })
  afterAll(() => devnet.close())

  function renderWithGateway(ui: ReactNode, baseUrl = devnet.url) {
    const counter = countingFetch()
    const view = render(
      <GatekitProvider client={testClient({ baseUrl, retry: 0, fetch: counter.fetch })} queryClient={new QueryClient()}>
        {ui}
      </GatekitProvider>,
    )
    return { ...view, requests: counter.requests }
  }

  it('shows the devnet rates with a trend over the snapshot history', async () => {
    const { container } = renderWithGateway(<OracleRatesTable locale="en-US" refetchInterval={false} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'pending')
    const table = await screen.findByRole('table', { name: 'Oracle exchange rates' })
    expect(container.firstElementChild).toHaveAttribute('data-state', 'success')
    const response = (await (await fetch(`${devnet.url}/appchain/oracle/denoms/exchange_rates`)).json()) as { denom_oracle_exchange_rate: OracleRateEntry[] }
    const history = (await (await fetch(`${devnet.url}/appchain/oracle/denoms/price_snapshot_history`)).json()) as { price_snapshot: OracleRateSnapshot[] }
    // akii has bank metadata (display kii, symbol KII): shown by its symbol, the denom under it.
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      response.denom_oracle_exchange_rate.map((entry) => (entry.denom === 'akii' ? 'KIIakii' : entry.denom)),
    ))
    for (const entry of response.denom_oracle_exchange_rate) {
      expect(within(table).getByTitle(entry.oracle_exchange_rate!.exchange_rate)).toHaveTextContent(
        formatRate(entry.oracle_exchange_rate!.exchange_rate, { locale: 'en-US', significantDigits: 6 }),
      )
    }
    const count = history.price_snapshot.length
    expect(count).toBeGreaterThan(2)
    await waitFor(() => expect(within(rowOf('uatom')).getByRole('img', { name: new RegExp(`over ${count} snapshots;`) })).toBeInTheDocument())
  })

  it('refreshes live and announces the new height politely', async () => {
    const { container, requests } = renderWithGateway(<OracleRatesTable locale="en-US" refetchInterval={150} />)
    await screen.findByRole('table')
    const live = container.querySelector('[aria-live="polite"]')!
    expect(live).toHaveTextContent(/^$/)
    const block = await act(async () => devnet.devnet.produceBlock())
    const height = Number(block.height)
    await waitFor(() => expect(live).toHaveTextContent(`Exchange rates updated at height ${height.toLocaleString('en-US')}.`))
    await waitFor(() => expect(screen.getByRole('table')).toHaveAccessibleDescription(new RegExp(`^Last update at height ${height.toLocaleString('en-US')},`)))
    expect(requests.filter((request) => request.url.endsWith('/price_snapshot_history')).length).toBeGreaterThan(1)
  })

  it('shows the error with a retry button when the rates fail', async () => {
    devnet.devnet.faults.inject({ kind: 'status', status: 503 })
    try {
      renderWithGateway(<OracleRatesTable refetchInterval={false} />)
      const alert = await screen.findByRole('alert')
      expect(alert.closest('.gk-oracle-rates-table')).toHaveAttribute('data-state', 'error')
      expect(alert).toHaveTextContent('The gateway had a problem answering.')
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
    } finally {
      devnet.devnet.faults.clear()
    }
  })
})
