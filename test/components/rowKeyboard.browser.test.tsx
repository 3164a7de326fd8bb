// The table kit's one row keyboard model in Chromium with the real styles, in BalanceList,
// ChannelTable and OracleRatesTable (the explorer tables share it; links.browser.test.tsx): with a
// route each row is a real `<a href>` and the rows are one tab stop; Arrow Down / Up, Home and End
// move the focus between rows; Enter navigates to the row's href; a click elsewhere on the row
// follows it. Without a route no row is a link or a tab stop. AmountView's unit links to the denom
// route. ChannelTable fits 320, 360, 768 and 1280 px. axe finds nothing.
import { render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import 'gatekit/styles.css'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import type { GatekitRoutes } from '../../src/components/shared/links.tsx'
import { layoutProblems } from './layoutProblems.ts'

const routes: GatekitRoutes = {
  denom: (denom) => `/denom/${encodeURIComponent(denom)}`,
  channel: ({ portId, channelId }) => `/ibc/${portId}/${channelId}`,
}
const denomHref = (denom: string) => `/denom/${encodeURIComponent(denom)}`

const ibcDenom = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
const balances = [
  { denom: 'akii', amount: '1500000000000000000' },
  { denom: 'uatom', amount: '5300' },
  { denom: ibcDenom, amount: '12' },
]
const metadata = {
  akii: { base: 'akii', display: 'kii', symbol: 'KII', denom_units: [{ denom: 'akii', exponent: 0 }, { denom: 'kii', exponent: 18 }] },
}
const icaPort = 'icacontroller-kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const channel = (id: number, port = 'transfer') => ({
  port_id: port,
  channel_id: `channel-${id}`,
  state: id === 2 ? 'STATE_CLOSED' : 'STATE_OPEN',
  ordering: port === 'transfer' ? 'ORDER_UNORDERED' : 'ORDER_ORDERED',
  counterparty: { port_id: port === 'transfer' ? 'transfer' : 'icahost', channel_id: `channel-${140 + id}` },
  connection_hops: [`connection-${id % 3}`],
  version:
    port === 'transfer'
      ? 'ics20-1'
      : JSON.stringify({ version: 'ics27-1', controller_connection_id: 'connection-2', host_connection_id: 'connection-202', address: 'noble1icahostaccount', encoding: 'proto3', tx_type: 'sdk_multi_msg' }),
})
const channels = [channel(0), channel(1), channel(2), channel(3, icaPort)]
const rates = ['akii', 'uatom', ibcDenom].map((denom, index) => ({
  denom,
  oracle_exchange_rate: { exchange_rate: `${index + 1}.25`, last_update: '61', last_update_timestamp: '1772366400' },
}))

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { resultTypes: ['violations'] })
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

// Row links point at routes this page does not have: record where they go and stay here.
const followed: string[] = []
function preventNavigation(event: MouseEvent) {
  const link = (event.target as Element).closest?.('a[href]')
  if (link) {
    followed.push(link.getAttribute('href')!)
    event.preventDefault()
  }
}
beforeEach(async () => {
  followed.length = 0
  window.addEventListener('click', preventNavigation)
  await page.viewport(1280, 900)
})
afterEach(async () => {
  window.removeEventListener('click', preventNavigation)
  document.body.style.margin = ''
  await page.viewport(414, 896)
})

function withRoutes(children: ReactNode) {
  return (
    <GatekitUIProvider routes={routes} locale="en-US">
      {children}
    </GatekitUIProvider>
  )
}

const rowLinksOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('tbody a[data-gk-row-focus]')]
const tabStops = (links: HTMLElement[]) => links.filter((link) => link.tabIndex === 0)

/** Walks the rows with the keyboard from the first row link, checking focus and the single tab stop. */
async function expectRowKeyboard(container: HTMLElement, hrefs: string[]) {
  const links = rowLinksOf(container)
  expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs)
  // One tab stop for the rows: Tab from before the table lands on the first row's link; the other
  // links in the rows (the denom again, an amount's unit) are out of the tab order.
  expect(tabStops(links)).toEqual([links[0]])
  expect(tabStops([...container.querySelectorAll<HTMLElement>('tbody a[href]')])).toEqual([links[0]])
  links[0]!.focus()
  await userEvent.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(links[1])
  expect(tabStops(rowLinksOf(container))).toEqual([links[1]])
  await userEvent.keyboard('{End}')
  expect(document.activeElement).toBe(links.at(-1))
  await userEvent.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(links.at(-1))
  await userEvent.keyboard('{ArrowUp}')
  expect(document.activeElement).toBe(links.at(-2))
  await userEvent.keyboard('{Home}')
  expect(document.activeElement).toBe(links[0])
  // Enter opens the focused row's link.
  await userEvent.keyboard('{ArrowDown}{Enter}')
  expect(followed).toEqual([hrefs[1]])
}

describe('the row keyboard model', () => {
  it('BalanceList: each row links to its denom; keys move between rows; Enter and a click on the row open it', async () => {
    const { container } = render(withRoutes(<BalanceListView status="success" balances={balances} metadata={metadata} defaultSort={{ key: 'name', direction: 'ascending' }} />))
    const hrefs = rowLinksOf(container).map((link) => link.getAttribute('href'))
    expect([...hrefs].sort()).toEqual(balances.map(({ denom }) => denomHref(denom)).sort())
    await expectRowKeyboard(container, hrefs as string[])
    // A click elsewhere on the row (its amount cell) follows the row's link.
    await userEvent.click(container.querySelectorAll('tbody tr')[2]!.querySelector('td')!)
    expect(followed.at(-1)).toBe(hrefs[2])
    // Every amount's unit and full denom link to the denom too (every entity is a link), out of the tab order.
    const amountLinks = [...container.querySelectorAll<HTMLAnchorElement>('tbody .gk-amount a, tbody .gk-balance-list__denom a')]
    expect(amountLinks).toHaveLength(balances.length * 2)
    expect(amountLinks.every((link) => link.tabIndex === -1 && hrefs.includes(link.getAttribute('href')))).toBe(true)
    await expectNoAxeViolations(container)
  })

  it("BalanceList: an IBC voucher's trace path links to this chain's channel, out of the tab order", async () => {
    const { container } = render(
      withRoutes(<BalanceListView status="success" balances={balances} traces={{ [ibcDenom]: { path: 'transfer/channel-7', base_denom: 'uosmo' } }} />),
    )
    const via = container.querySelector('.gk-balance-list__via a')!
    expect(via).toHaveAttribute('href', '/ibc/transfer/channel-7')
    expect(via).toHaveAttribute('tabindex', '-1')
    expect(via).toHaveTextContent('transfer/channel-7')
    await expectNoAxeViolations(container)
  })

  it('BalanceList: focus stays on the same denom when the rows are sorted again', async () => {
    const { container } = render(withRoutes(<BalanceListView status="success" balances={balances} metadata={metadata} />))
    const links = rowLinksOf(container)
    links[0]!.focus()
    await userEvent.keyboard('{ArrowDown}')
    const focusedHref = document.activeElement!.getAttribute('href')
    await userEvent.click(screen.getByRole('button', { name: /Asset/ }))
    // The tab stop follows the denom to its new row.
    expect(tabStops(rowLinksOf(container)).map((link) => link.getAttribute('href'))).toEqual([focusedHref])
  })

  it('ChannelTable: each row links to its channel, the ICA one too', async () => {
    const { container } = render(withRoutes(<ChannelTableView status="success" channels={channels} />))
    await expectRowKeyboard(container, channels.map(({ port_id, channel_id }) => `/ibc/${port_id}/${channel_id}`))
    // The ICA port's owner address keeps its full value and copy button outside the row's link.
    const icaRow = container.querySelectorAll('tbody tr')[3]!
    expect(within(icaRow as HTMLElement).getByRole('button', { name: 'Copy address' }).closest('a')).toBeNull()
    await userEvent.click(icaRow.querySelectorAll('td')[1]!)
    expect(followed.at(-1)).toBe(`/ibc/${icaPort}/channel-3`)
    await expectNoAxeViolations(container)
  })

  it('OracleRatesTable: each row links to its denom; the sparkline keeps its own keys', async () => {
    const { container } = render(withRoutes(<OracleRatesTableView rates={rates} metadata={[metadata.akii]} />))
    await expectRowKeyboard(container, rates.map(({ denom }) => denomHref(denom)))
    // The ibc denom's link shows it shortened; the full denom is beside it, with its copy button outside the link.
    const ibcRow = container.querySelectorAll('tbody tr')[2]! as HTMLElement
    expect(within(ibcRow).getByRole('button', { name: /Copy/ }).closest('a')).toBeNull()
    expect(ibcRow.textContent).toContain(ibcDenom)
    // The base denoms link to their page too (every entity a link), out of the tab order.
    const baseDenomLinks = [...container.querySelectorAll<HTMLAnchorElement>('tbody .gk-oracle-rates-table__base-denom a')]
    expect(baseDenomLinks.map((link) => [link.getAttribute('href'), link.tabIndex])).toEqual([
      [denomHref('akii'), -1],
      [denomHref(ibcDenom), -1],
    ])
    await expectNoAxeViolations(container)
  })

  it('without routes: no row is a link or a tab stop, and the tables stay readable', async () => {
    const { container } = render(
      <GatekitUIProvider locale="en-US">
        <BalanceListView status="success" balances={balances} metadata={metadata} />
        <ChannelTableView status="success" channels={channels} />
        <OracleRatesTableView rates={rates} metadata={[metadata.akii]} />
        <AmountView amount="1500000000000000000" denom="akii" metadata={metadata.akii} />
      </GatekitUIProvider>,
    )
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.querySelectorAll('[data-gk-row-focus]')).toHaveLength(0)
    // A click on a row opens nothing and throws nothing.
    await userEvent.click(container.querySelector('tbody tr td')!)
    expect(followed).toEqual([])
    await expectNoAxeViolations(container)
  })
})

describe("a navigable row's inner controls, as in a grid", () => {
  const focusable = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')].filter((element) => element.tabIndex >= 0)

  it('BalanceList: the rows are one tab stop; Arrow Right / Left walk the row link, its links and its copy button; Up / Down change rows', async () => {
    const { container } = render(withRoutes(<BalanceListView status="success" balances={balances} metadata={metadata} defaultSort={{ key: 'name', direction: 'ascending' }} />))
    const rows = [...container.querySelectorAll<HTMLElement>('tbody tr')]
    const links = rowLinksOf(container)
    // No copy button, no inner link in the tab order: inside the rows only the active row's link is.
    expect(focusable(container.querySelector('tbody')!)).toEqual([links[0]])
    const copy = within(rows[0]!).getByRole('button', { name: /^Copy/ })
    expect(copy.tabIndex).toBe(-1)
    // Arrow Right from the row link goes through the row's controls in order, and stops at the last.
    links[0]!.focus()
    const controls = [...rows[0]!.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.checkVisibility())
    expect(controls[0]).toBe(links[0])
    expect(controls).toContain(copy)
    for (const control of controls.slice(1)) {
      await userEvent.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(control)
    }
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(controls.at(-1))
    // Arrow Left walks back to the row link, and stops there.
    for (const control of controls.slice(0, -1).reverse()) {
      await userEvent.keyboard('{ArrowLeft}')
      expect(document.activeElement).toBe(control)
    }
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(links[0])
    // From a control, Arrow Down goes to the next row's link, which becomes the tab stop.
    await userEvent.keyboard('{ArrowRight}{ArrowDown}')
    expect(document.activeElement).toBe(links[1])
    expect(tabStops(rowLinksOf(container))).toEqual([links[1]])
    // Escape from a control goes back to its row's link.
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).not.toBe(links[1])
    await userEvent.keyboard('{Escape}{Escape}')
    expect(document.activeElement).toBe(links[1])
    await expectNoAxeViolations(container)
  })

  it('BalanceList: from a control, Home / End go to the row\'s first or last control; Control + Home / End to the first or last row', async () => {
    const { container } = render(withRoutes(<BalanceListView status="success" balances={balances} metadata={metadata} defaultSort={{ key: 'name', direction: 'ascending' }} />))
    const rows = [...container.querySelectorAll<HTMLElement>('tbody tr')]
    const links = rowLinksOf(container)
    const controls = [...rows[1]!.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.checkVisibility())
    expect(controls.length).toBeGreaterThan(2)
    links[1]!.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(controls[1])
    // In the row, as in a treegrid's cell mode.
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(controls.at(-1))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(links[1])
    // From the row's link, Home / End are the rows' (row mode).
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(links.at(-1))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(links[0])
    // Control + End / Home from a control: to the last or first row's link.
    await userEvent.keyboard('{ArrowRight}{Control>}{End}{/Control}')
    expect(document.activeElement).toBe(links.at(-1))
    await userEvent.keyboard('{ArrowRight}{Control>}{Home}{/Control}')
    expect(document.activeElement).toBe(links[0])
  })

  it('BalanceList: Tab from before the table lands on the row link, the next Tab leaves the rows', async () => {
    const { container } = render(
      withRoutes(
        <>
          <button type="button">before</button>
          <BalanceListView status="success" balances={balances} metadata={metadata} defaultSort={{ key: 'name', direction: 'ascending' }} />
          <button type="button">after</button>
        </>,
      ),
    )
    const links = rowLinksOf(container)
    screen.getByRole('button', { name: 'before' }).focus()
    const visited: Element[] = []
    for (let step = 0; step < 12 && document.activeElement !== screen.getByRole('button', { name: 'after' }); step++) {
      await userEvent.keyboard('{Tab}')
      visited.push(document.activeElement!)
    }
    const inRows = visited.filter((element) => element.closest('tbody'))
    expect(inRows).toEqual([links[0]])
  })

  it('ChannelTable: the port\'s account link and copy button are reached with Arrow Left / Right, not Tab', async () => {
    const { container } = render(
      withRoutes(
        <GatekitUIProvider routes={{ account: (address) => `/account/${address}` }}>
          <ChannelTableView status="success" channels={channels} />
        </GatekitUIProvider>,
      ),
    )
    const icaRow = container.querySelectorAll<HTMLElement>('tbody tr')[3]!
    const owner = icaPort.slice('icacontroller-'.length)
    const account = within(icaRow).getAllByRole('link').find((link) => link.getAttribute('href') === `/account/${owner}`)!
    const copy = within(icaRow).getByRole('button', { name: 'Copy address' })
    const rowLink = icaRow.querySelector<HTMLElement>('[data-gk-row-focus]')!
    expect([account.tabIndex, copy.tabIndex, rowLink.tabIndex]).toEqual([-1, -1, -1])
    expect(focusable(container.querySelector('tbody')!)).toEqual([rowLinksOf(container)[0]])
    // Document order: the port's address and its copy button come before the channel's link.
    rowLink.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(copy)
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(account)
    // Focus on the address shows its full value.
    expect(within(icaRow).getByRole('tooltip')).toHaveTextContent(owner)
    // Focusing a control makes its row the tab stop.
    expect(tabStops(rowLinksOf(container))).toEqual([rowLink])
    await userEvent.keyboard('{Enter}')
    expect(followed).toEqual([`/account/${owner}`])
    await expectNoAxeViolations(container)
  })

  it('without routes the rows are not navigable and their controls stay in the tab order', async () => {
    const { container } = render(
      <GatekitUIProvider locale="en-US">
        <ChannelTableView status="success" channels={channels} />
      </GatekitUIProvider>,
    )
    const copy = within(container.querySelectorAll<HTMLElement>('tbody tr')[3]!).getByRole('button', { name: 'Copy address' })
    expect(copy.tabIndex).toBe(0)
    expect(copy).not.toHaveAttribute('tabindex')
  })

  it('a row that gains a route takes its controls out of the tab order; one that loses it gives them back', async () => {
    const table = (withRoute: boolean) => (
      <GatekitUIProvider locale="en-US" routes={withRoute ? routes : {}}>
        <ChannelTableView status="success" channels={channels} />
      </GatekitUIProvider>
    )
    const { container, rerender } = render(table(false))
    const copyOf = () => within(container.querySelectorAll<HTMLElement>('tbody tr')[3]!).getByRole('button', { name: 'Copy address' })
    expect(copyOf().tabIndex).toBe(0)
    rerender(table(true))
    await expect.poll(() => copyOf().tabIndex).toBe(-1)
    rerender(table(false))
    await expect.poll(() => copyOf().tabIndex).toBe(0)
    expect(copyOf()).not.toHaveAttribute('tabindex')
  })
})

describe('AmountView links its denom', () => {
  it('through the denom route, through href, and not with entity="none"', async () => {
    const { container } = render(
      withRoutes(
        <>
          <AmountView data-testid="routed" amount="1500000000000000000" denom="akii" metadata={metadata.akii} />
          <AmountView data-testid="raw" amount="12" denom={ibcDenom} />
          <AmountView data-testid="own" amount="5" denom="uatom" href="/assets/atom" />
          <AmountView data-testid="none" amount="5" denom="uatom" entity="none" />
          <AmountView data-testid="no-unit" amount="5" denom="uatom" showUnit={false} />
        </>,
      ),
    )
    const linkOf = (id: string) => screen.getByTestId(id).querySelector('a')
    expect(linkOf('routed')).toHaveAttribute('href', denomHref('akii'))
    expect(linkOf('routed')).toHaveTextContent('KII')
    expect(linkOf('raw')).toHaveAttribute('href', denomHref(ibcDenom))
    expect(linkOf('own')).toHaveAttribute('href', '/assets/atom')
    expect(linkOf('none')).toBeNull()
    expect(linkOf('no-unit')).toBeNull()
    // The number is never inside the link: only the unit.
    expect(linkOf('routed')!.querySelector('.gk-amount__value')).toBeNull()
    await expectNoAxeViolations(container)
  })
})

describe('ChannelTable with links fits its container', () => {
  for (const width of [320, 360, 768, 1280]) {
    it(`at ${width} px`, async () => {
      await page.viewport(width, 900)
      document.body.style.margin = '0'
      const { container } = render(withRoutes(<main>{<ChannelTableView status="success" channels={channels} locale="en-US" />}</main>))
      const root = container.querySelector<HTMLElement>('.gk-table')!
      expect(layoutProblems(root)).toEqual([])
      const ordering = root.querySelector('tbody td[data-priority="medium"]')!
      // 36rem to 54rem: ordering and connection give way, shown under state and counterparty.
      const medium = width === 768
      expect(getComputedStyle(ordering).display).toBe(medium ? 'none' : width < 600 ? 'block' : 'table-cell')
      expect(getComputedStyle(root.querySelector('.gk-channel-table__fold')!).display).toBe(medium ? 'block' : 'none')
      await expectNoAxeViolations(container)
    })
  }
})
