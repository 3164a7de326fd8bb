// Issue 14 items 6 and 8 in Chromium against the devnet servers of test/globalSetup.ts: the oracle
// table's precision, display denoms, quote currency, shared last update and keyboard-readable
// sparkline; the live block table's Live/Paused indicator, its pause toggle and a focused row that
// stays put while blocks arrive (the live devnet makes a block every 400 ms); Timestamp's two forms
// and the block page at 360 px; one visible heading per table on the explorer's pages; widget padding.
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createGatewayClient, getLatestBlock, getOracleRates } from 'gatekit'
import 'gatekit/styles.css'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import '../../examples/explorer/explorer.css'
import { ExplorerApp } from '../../examples/explorer/App.tsx'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { formatRate } from '../../src/components/OracleRatesTable/describeRates.ts'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { mountExplorer, type ExplorerHandle } from '../../src/widget/mountExplorer.tsx'

const client = createGatewayClient({ baseUrl: inject('devnetUrl'), retry: 0 })
const liveClient = createGatewayClient({ baseUrl: inject('liveDevnetUrl'), retry: 0 })

function withGateway(ui: React.ReactNode, gateway = client) {
  return render(
    <GatekitProvider client={gateway} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

afterEach(async () => {
  window.location.hash = ''
  await page.viewport(414, 896)
})

describe('OracleRatesTable in Chromium', () => {
  it('shows rates to 6 significant digits in USD, denoms by display unit, the last update once', async () => {
    const { denom_oracle_exchange_rate: rates } = await getOracleRates(client)
    withGateway(<OracleRatesTable refetchInterval={false} locale="en-US" />)
    const table = await screen.findByRole('table', { name: 'Oracle exchange rates' })
    // At this width the rows stack: the header row is for screen readers, each cell carries its label.
    expect([...table.querySelectorAll('thead th')].map((header) => header.textContent)).toContain('Exchange rate (USD)')
    // akii has bank metadata (display kii, symbol KII).
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('KIIakii'))
    for (const entry of rates) {
      const exact = entry.oracle_exchange_rate!.exchange_rate
      const cell = within(table).getByTitle(exact)
      expect(cell).toHaveTextContent(formatRate(exact, { locale: 'en-US', significantDigits: 6 }))
      expect(cell.textContent!.replace(/[^0-9]/g, '').replace(/^0+/, '').length).toBeLessThanOrEqual(6)
    }
    // Every rate shares its update: said once, above the table, and no per-row column.
    const height = rates[0]!.oracle_exchange_rate!.last_update
    expect(table).toHaveAccessibleDescription(new RegExp(`^Last update at height ${Number(height).toLocaleString('en-US')},`))
    expect([...table.querySelectorAll('thead th')].map((header) => header.textContent)).not.toContain('Last update')
    expect(document.body.textContent!.match(/height \d[\d,]*\d|height \d/gi)).toEqual([`height ${Number(height).toLocaleString('en-US')}`])
  })

  it('reads the sparkline by keyboard: arrows move a point, announced as "time: value"', async () => {
    withGateway(<OracleRatesTable refetchInterval={false} locale="en-US" timeZone="UTC" />)
    const table = await screen.findByRole('table')
    const image = await within(table).findByRole('img', { name: /^KII in USD, last \d+ (sec|min): (up|down|unchanged).*; low [\d.,]+, high [\d.,]+$/ })
    expect(image.tagName.toLowerCase()).toBe('svg')
    expect(image.getAttribute('style')).toBeNull()
    const slider = within(table).getByRole('slider', { name: 'KII price history' })
    const count = Number(slider.getAttribute('aria-valuemax'))
    expect(count).toBeGreaterThan(2)
    // The period and the scale are on screen, not only in the name.
    const chart = slider.closest('.gk-oracle-rates-table__chart') as HTMLElement
    expect(within(chart).getByText(/^last \d+ (sec|min)$/)).toBeVisible()
    expect(within(chart).getByText(/^high /)).toBeVisible()
    expect(within(chart).getByText(/^low /)).toBeVisible()

    const user = userEvent.setup()
    slider.focus()
    expect(slider).toHaveAttribute('aria-valuenow', String(count))
    const newest = slider.getAttribute('aria-valuetext')!
    expect(newest).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M: [\d.,]+ USD$/)
    await user.keyboard('{ArrowLeft}')
    expect(slider).toHaveAttribute('aria-valuenow', String(count - 1))
    expect(slider.getAttribute('aria-valuetext')).not.toBe(newest)
    // The same text is visible beside the line, and a marker shows the point.
    expect(chart.querySelector('.gk-oracle-rates-table__readout')).toHaveTextContent(slider.getAttribute('aria-valuetext')!)
    expect(chart.querySelector('.gk-oracle-rates-table__sparkline-focus')).not.toBeNull()
    await user.keyboard('{Home}')
    expect(slider).toHaveAttribute('aria-valuenow', '1')
    await user.keyboard('{End}')
    expect(slider).toHaveAttribute('aria-valuetext', newest)
  })

  it('shows a point on hover', async () => {
    withGateway(<OracleRatesTable refetchInterval={false} locale="en-US" />)
    const slider = await screen.findByRole('slider', { name: 'KII price history' })
    const box = slider.getBoundingClientRect()
    const user = userEvent.setup()
    await user.pointer({ target: slider, coords: { clientX: box.left + 4, clientY: box.top + box.height / 2 } })
    const readout = slider.closest('.gk-oracle-rates-table__chart')!.querySelector('.gk-oracle-rates-table__readout')!
    await waitFor(() => expect(readout.textContent).toMatch(/: [\d.,]+ USD$/))
  })
})

describe('BlockExplorerTable live', { timeout: 30_000 }, () => {
  const liveStatus = (table: HTMLElement) => table.closest('.gk-explorer-table')!.querySelector('.gk-explorer-table__live [role="status"]')
  const topHeight = (table: HTMLElement) => Number(within(table).getAllByRole('row')[1]!.querySelector('th, td')!.textContent!.replace(/\D/g, ''))

  it('shows Live, pauses new rows with an aria-pressed toggle, and resumes', async () => {
    withGateway(<BlockExplorerTable refetchInterval={150} locale="en-US" />, liveClient)
    const table = await screen.findByRole('table')
    expect(screen.getByRole('status')).toHaveTextContent('Live')
    const toggle = screen.getByRole('button', { name: 'Pause new blocks' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const first = topHeight(table)
    await waitFor(() => expect(topHeight(table)).toBeGreaterThan(first), { timeout: 5_000 })

    const user = userEvent.setup()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Paused')
    const paused = topHeight(table)
    await sleep(1_500)
    expect(topHeight(table)).toBe(paused)
    // The chain went on meanwhile.
    expect(Number((await getLatestBlock(liveClient)).block!.header!.height)).toBeGreaterThan(paused)

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('status')).toHaveTextContent('Live')
    await waitFor(() => expect(topHeight(table)).toBeGreaterThan(paused), { timeout: 5_000 })
  })

  it('keeps a focused row where it is while blocks arrive', async () => {
    withGateway(<BlockExplorerTable refetchInterval={150} locale="en-US" />, liveClient)
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(6))
    const row = within(table).getAllByRole('row')[4]!
    const button = row.querySelector('button') as HTMLButtonElement
    const height = button.textContent
    const user = userEvent.setup()
    button.focus()
    await user.keyboard('{Enter}')
    const header = table.querySelector('thead')!.getBoundingClientRect()
    const before = button.getBoundingClientRect().top
    expect(liveStatus(table)).toHaveTextContent('Paused while a block has focus')
    await sleep(1_500)
    const focused = document.activeElement as HTMLElement
    expect(focused.textContent).toBe(height)
    expect(focused.getBoundingClientRect().top).toBeCloseTo(before, 0)
    expect(focused.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom - 1)
    // Focus leaves the rows: new blocks join again.
    const top = topHeight(table)
    screen.getByRole('button', { name: 'Pause new blocks' }).focus()
    await waitFor(() => expect(topHeight(table)).toBeGreaterThan(top), { timeout: 5_000 })
  })
})

describe('demo explorer: headings, time, width', { timeout: 30_000 }, () => {
  function renderAt(hash: string) {
    window.location.hash = hash
    return render(<ExplorerApp client={client} queryClient={new QueryClient()} defaultTheme="light" />)
  }

  // What a sighted reader sees as a title: headings and table captions with a box on screen.
  function visibleTitles(container: HTMLElement) {
    return [...container.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, caption')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 1 && box.height > 1
      })
      .map((element) => element.textContent!.trim().toLowerCase())
  }

  for (const [name, hash, table] of [
    ['home', '#/', 'Latest blocks, newest first'],
    ['oracle', '#/oracle', 'Oracle exchange rates'],
    ['channels', '#/ibc', undefined],
  ] as const) {
    it(`${name}: no title repeats another`, async () => {
      const { container } = renderAt(hash)
      await screen.findByRole('heading', { level: 1 })
      if (table) await screen.findByRole('table', { name: table })
      else await screen.findAllByRole('table')
      const titles = visibleTitles(container)
      for (const [index, title] of titles.entries()) {
        for (const other of titles.slice(index + 1)) {
          expect(other.startsWith(title) || title.startsWith(other), `"${title}" and "${other}"`).toBe(false)
        }
      }
    })
  }

  it('the block page shows both forms of the time and fits 360 px', async () => {
    await page.viewport(360, 800)
    const height = (await getLatestBlock(client)).block!.header!.height
    const { container } = renderAt(`#/block/${height}`)
    await screen.findByRole('heading', { level: 1, name: `Block ${height}` })
    const time = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('time[data-format="both"]')
      if (!element) throw new Error('no time yet')
      return element
    })
    expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(time.textContent).toMatch(/\d{4}.*\(.*ago\)$/)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
    expect(time.getBoundingClientRect().right).toBeLessThanOrEqual(360)
  })
})

describe('widget', () => {
  it('pads its views with the theme spacing', async () => {
    const element = document.body.appendChild(document.createElement('div'))
    let handle: ExplorerHandle | undefined
    try {
      handle = mountExplorer(element, { gateway: { baseUrl: inject('devnetUrl') }, view: 'oracle' })
      const root = await waitFor(() => {
        const found = element.shadowRoot?.querySelector<HTMLElement>('.gk-widget')
        if (!found) throw new Error('not mounted')
        return found
      })
      const style = getComputedStyle(root)
      expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(0)
      expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0)
    } finally {
      handle?.unmount()
      element.remove()
    }
  })
})
