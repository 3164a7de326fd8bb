// The link model and the full-value popover in Chromium with the real styles: entities with a route
// are real anchors (through a router's link component when given), nothing is a link without routes,
// table rows open through their link, and the popover of a shortened value is reachable by keyboard,
// announces a copy, closes on Escape, stays inside the viewport from a scrolling cell and flips at
// the bottom edge. axe finds nothing.
import { render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import 'gatekit/styles.css'
import { act, forwardRef, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { adoptWidgetStyles } from '../../src/widget/shadowStyles.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Address } from '../../src/components/Address/Address.tsx'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import type { GatekitLinkProps, GatekitRoutes } from '../../src/components/shared/links.tsx'

const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const proposer = 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const txHash = '5775DB42A21FE201110B153C9E12C4B8BF585EC212C7EA7F0725436AEA8813B2'
const routes: GatekitRoutes = {
  tx: (hash) => `/tx/${hash}`,
  block: (height) => `/block/${height}`,
  account: (value) => `/account/${value}`,
  validator: (value) => `/validator/${value}`,
  denom: (denom) => `/denom/${encodeURIComponent(denom)}`,
  channel: ({ portId, channelId }) => `/ibc/${portId}/${channelId}`,
}
const txRows: TxTableRow[] = [
  { hash: txHash, height: '1204', code: 0, messages: ['/cosmos.bank.v1beta1.MsgSend'] },
  { hash: 'AB'.repeat(32), height: '1203', code: 5, messages: [] },
]
const blockRows = [
  { height: '1204', time: '2026-03-01T12:00:00Z', proposer, proposerName: 'Aurora', txCount: 3 },
  { height: '1203', time: '2026-03-01T11:59:54Z', proposer, txCount: 0 },
]

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { resultTypes: ['violations'] })
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

// A router's link: it receives href and the anchor props, and marks what it renders.
const routerHrefs: string[] = []
const RouterLink = forwardRef<HTMLAnchorElement, GatekitLinkProps>(function RouterLink({ href, children, ...props }, ref) {
  routerHrefs.push(href)
  return (
    <a ref={ref} href={href} data-router="" {...props}>
      {children}
    </a>
  )
})

let written: string[] = []
beforeEach(() => {
  written = []
  routerHrefs.length = 0
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
  // Row links point at routes this page does not have: stay here.
  window.addEventListener('click', preventNavigation)
})
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'clipboard')
  window.removeEventListener('click', preventNavigation)
  document.body.style.margin = ''
  await page.viewport(414, 896)
})
const followed: string[] = []
function preventNavigation(event: MouseEvent) {
  const link = (event.target as Element).closest?.('a[href]')
  if (link) {
    followed.push(link.getAttribute('href')!)
    event.preventDefault()
  }
}

function withRoutes(children: ReactNode, extra: Partial<Parameters<typeof GatekitUIProvider>[0]> = {}) {
  return (
    <GatekitUIProvider routes={routes} locale="en-US" {...extra}>
      {children}
    </GatekitUIProvider>
  )
}

describe('links', () => {
  it('renders every routed entity as a real anchor with its href', async () => {
    const { container } = render(
      withRoutes(
        <>
          <Address value={address} />
          <Address value={proposer} />
          <Hash value={txHash} entity="tx" kind="transaction hash" />
          <Hash value={'CD'.repeat(32)} kind="block hash" />
        </>,
      ),
    )
    const hrefs = [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))
    // The block hash has no entity: no route applies, no link.
    expect(hrefs).toEqual([`/account/${address}`, `/validator/${proposer}`, `/tx/${txHash}`])
    await expectNoAxeViolations(container)
  })

  it('renders links through the linkComponent, with a component prop over the provider', async () => {
    const { container } = render(
      withRoutes(<TxTableView status="success" rows={txRows} routes={{ block: (height) => `/blocks/${height}` }} />, { linkComponent: RouterLink }),
    )
    const table = container.querySelector('table')!
    const rowLinks = within(table).getAllByRole('link').filter((link) => link.hasAttribute('data-gk-row-focus'))
    expect(rowLinks.map((link) => link.getAttribute('href'))).toEqual([`/tx/${txHash}`, `/tx/${'AB'.repeat(32)}`])
    expect(rowLinks.every((link) => link.hasAttribute('data-router'))).toBe(true)
    // The table's own `routes` wins over the provider's for heights.
    expect(within(table).getByRole('link', { name: '1,204' })).toHaveAttribute('href', '/blocks/1204')
    expect(routerHrefs).toContain(`/tx/${txHash}`)
    await expectNoAxeViolations(container)
  })

  it('links denoms and channels through their routes', async () => {
    await page.viewport(1280, 800)
    const channel = { port_id: 'transfer', channel_id: 'channel-0', state: 'STATE_OPEN', ordering: 'ORDER_UNORDERED', counterparty: { port_id: 'transfer', channel_id: 'channel-141' }, connection_hops: ['connection-0'], version: 'ics20-1' }
    const { container } = render(
      withRoutes(
        <>
          <BalanceListView status="success" balances={[{ denom: 'factory/kii1creator/ORO', amount: '12' }]} />
          <ChannelTableView status="success" channels={[channel]} />
        </>,
      ),
    )
    expect(container.querySelector('.gk-balance-list__link')).toHaveAttribute('href', `/denom/${encodeURIComponent('factory/kii1creator/ORO')}`)
    expect(container.querySelector('.gk-channel-table__link')).toHaveAttribute('href', '/ibc/transfer/channel-0')
    await expectNoAxeViolations(container)
  })

  it('keeps getTxHref working as routes.tx', () => {
    const { container } = render(<TxTableView status="success" rows={txRows} getTxHref={(hash) => `#/tx/${hash}`} />)
    expect(container.querySelector('tbody th a')).toHaveAttribute('href', `#/tx/${txHash}`)
  })

  it('makes nothing a link without routes, and rows expand in place', async () => {
    const { container } = render(
      <GatekitUIProvider locale="en-US">
        <Address value={address} />
        <TxTableView status="success" rows={txRows} />
        <BalanceListView status="success" balances={[{ denom: 'uatom', amount: '5' }]} />
        <BlockExplorerTableView status="success" rows={blockRows} renderDetail={(height) => <p>Detail of {height}</p>} />
      </GatekitUIProvider>,
    )
    expect(container.querySelectorAll('a')).toHaveLength(0)
    const [firstTx] = screen.getAllByRole('button', { name: new RegExp(txHash) })
    firstTx!.focus()
    await userEvent.keyboard('{Enter}')
    expect(firstTx).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(container)
  })

  it('opens a row through its link: Enter on the focused row, and a click elsewhere on the row', async () => {
    followed.length = 0
    await page.viewport(1280, 800)
    const { container } = render(withRoutes(<BlockExplorerTableView status="success" rows={blockRows} renderDetail={(height) => <p>Detail of {height}</p>} />))
    const rowLink = screen.getByRole('link', { name: 'Block 1,204' })
    expect(rowLink).toHaveAttribute('href', '/block/1204')
    // The proposer shows by moniker, linked to its validator page, out of the tab order.
    const moniker = screen.getByRole('link', { name: 'Aurora' })
    expect(moniker).toHaveAttribute('href', `/validator/${proposer}`)
    expect(moniker).toHaveAttribute('tabindex', '-1')
    rowLink.focus()
    await userEvent.keyboard('{Enter}')
    expect(followed).toEqual(['/block/1204'])
    await userEvent.click(container.querySelector('tbody tr td:nth-child(4)')!)
    expect(followed).toEqual(['/block/1204', '/block/1204'])
    // Arrow keys still move between rows.
    rowLink.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toHaveAttribute('href', '/block/1203')
    // Nothing opened in place.
    expect(screen.queryByText(/Detail of/)).toBeNull()
    await expectNoAxeViolations(container)
  })
})

describe('the full-value popover', () => {
  it('opens on keyboard focus with the full value, announces a copy in words, and closes on Escape', async () => {
    const { container } = render(
      <>
        <button type="button">Before</button>
        {withRoutes(<Address value={address} />)}
      </>,
    )
    screen.getByRole('button', { name: 'Before' }).focus()
    await userEvent.tab()
    const link = screen.getByRole('link')
    expect(link).toHaveFocus()
    const popover = screen.getByRole('tooltip')
    expect(popover).toBeVisible()
    expect(popover).toHaveTextContent(address)
    expect(link).toHaveAccessibleDescription(address)
    // In the top layer: no ancestor's overflow can clip it.
    expect(popover.matches(':popover-open')).toBe(true)
    await userEvent.tab()
    const copy = screen.getByRole('button', { name: 'Copy address' })
    expect(copy).toHaveFocus()
    expect(popover).toBeVisible()
    await userEvent.keyboard('{Enter}')
    expect(written).toEqual([address])
    await expect.element(page.elementLocator(container.querySelector('[aria-live="polite"]')!)).toHaveTextContent('Copied')
    // Visible in words, not only as an icon.
    expect(container.querySelector('.gk-copyable__status')).toHaveTextContent('Copied')
    expect(container.querySelector('.gk-copyable__status')).toBeVisible()
    expect(popover).toHaveTextContent('Copied')
    await userEvent.keyboard('{Escape}')
    expect(popover).not.toBeVisible()
    expect(copy).toHaveFocus()
    await expectNoAxeViolations(container)
  })

  it('opens on hover and on tap of a value that is not a link', async () => {
    render(<Hash value={txHash} kind="transaction hash" copyable={false} />)
    const popover = screen.getByRole('tooltip', { hidden: true })
    expect(popover).not.toBeVisible()
    await userEvent.hover(screen.getByText('5775DB42…EA8813B2'))
    expect(popover).toBeVisible()
    await userEvent.unhover(screen.getByText('5775DB42…EA8813B2'))
    await expect.poll(() => getComputedStyle(popover).display).toBe('none')
    // A tap: activation without a pointer hovering first (a mouse click hovers, which opens it already,
    // and a click on an open popover closes it).
    act(() => screen.getByText('5775DB42…EA8813B2').click())
    await expect.poll(() => getComputedStyle(popover).display).not.toBe('none')
    expect(popover).toBeVisible()
  })

  it('stays inside the viewport from a scrolling table cell at 360 px, wrapping the value', async () => {
    await page.viewport(360, 640)
    document.body.style.margin = '0'
    const long = `factory/${address}/${'x'.repeat(120)}`
    render(
      <div style={{ overflow: 'auto', width: '200px' }}>
        <table>
          <tbody>
            <tr>
              <td style={{ overflow: 'hidden', maxWidth: '120px' }}>
                <Address value={long} head={8} tail={4} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>,
    )
    screen.getByRole('button', { name: 'Copy address' }).focus()
    await expect.element(page.getByRole('tooltip')).toBeVisible()
    const popover = screen.getByRole('tooltip')
    const box = popover.getBoundingClientRect()
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(360)
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(640)
    // Wider than the 120 px cell that would have clipped it, and the whole value is there.
    expect(box.width).toBeGreaterThan(120)
    expect(popover.textContent).toContain(long)
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  })

  it('flips above the value near the bottom edge', async () => {
    await page.viewport(360, 640)
    document.body.style.margin = '0'
    render(
      <div style={{ position: 'fixed', bottom: '4px', left: '4px' }}>
        <Address value={address} />
      </div>,
    )
    const copy = screen.getByRole('button', { name: 'Copy address' })
    copy.focus()
    await expect.element(page.getByRole('tooltip')).toBeVisible()
    const popover = screen.getByRole('tooltip')
    const value = copy.closest('.gk-copyable')!.querySelector('.gk-copyable__value')!.getBoundingClientRect()
    const box = popover.getBoundingClientRect()
    expect(popover.dataset.side).toBe('top')
    expect(box.bottom).toBeLessThanOrEqual(value.top)
    expect(box.top).toBeGreaterThanOrEqual(0)
  })

  it('works inside the widget\'s shadow root, with its styles and theme', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const removeStyles = adoptWidgetStyles(shadow)
    const container = document.createElement('div')
    container.className = 'gk-widget'
    container.dataset.gkTheme = 'dark'
    container.style.cssText = 'overflow: hidden; width: 140px'
    shadow.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<Address value={address} />))
    const copy = shadow.querySelector<HTMLButtonElement>('.gk-copyable__copy')!
    await act(async () => copy.focus())
    const popover = shadow.querySelector<HTMLElement>('[role="tooltip"]')!
    await expect.poll(() => getComputedStyle(popover).display).not.toBe('none')
    expect(popover.matches(':popover-open')).toBe(true)
    // Wider than the 140 px container that clips its overflow, inside the viewport, themed from the widget.
    const box = popover.getBoundingClientRect()
    expect(box.width).toBeGreaterThan(140)
    expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    // The dark theme's tooltip colour (#e7e9ec): the shadow root's sheet and the widget's theme reach it.
    expect(getComputedStyle(popover).backgroundColor).toBe('rgb(231, 233, 236)')
    await act(async () => root.unmount())
    removeStyles()
    host.remove()
  })
})
