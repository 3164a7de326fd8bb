import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BalanceList } from '../../src/components/BalanceList/BalanceList.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { compareDisplayAmounts, safeHttpUrl, type BalanceListMetadata } from '../../src/components/BalanceList/useBalanceList.ts'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { GatewayError } from '../../src/core/errors.ts'
import { formatUnits, parseUnits } from '../../src/core/format.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch, testClient } from '../helpers.tsx'

const units = (base: string, display: string, exponent: number, name: string, symbol: string, extra: Partial<BalanceListMetadata> = {}) => ({
  base,
  display,
  name,
  symbol,
  description: `${name} token.`,
  denom_units: [
    { denom: base, exponent: 0, aliases: [] },
    { denom: display, exponent, aliases: [] },
  ],
  ...extra,
})

const atomVoucher = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
const metadata = {
  akii: units('akii', 'kii', 18, 'Kii', 'KII'),
  uatom: units('uatom', 'atom', 6, 'Cosmos Hub Atom', 'ATOM'),
  'factory/kii1creator/ORO': units('factory/kii1creator/ORO', 'oro', 6, 'Oro', 'ORO', { uri: 'https://example.org/oro.json' }),
}
const traces = { [atomVoucher]: { path: 'transfer/channel-0', base_denom: 'uatom' } }
const balances = [
  { denom: 'akii', amount: '1234567800000000000000' },
  { denom: 'factory/kii1creator/ORO', amount: '42000000' },
  { denom: 'factory/kii1creator/UNKNOWN', amount: '18446744073709551617' },
  { denom: atomVoucher, amount: '1500000' },
]
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'

function rowOf(denom: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`tr[data-denom="${CSS.escape(denom)}"]`)
  if (!row) throw new Error(`no row for ${denom}`)
  return row
}

const denomsInOrder = () => [...document.querySelectorAll('tbody tr[data-denom]')].map((row) => row.getAttribute('data-denom'))

describe('BalanceListView', () => {
  it('is a captioned table with column headers, amounts in display units', () => {
    render(<BalanceListView status="success" address={address} balances={balances} metadata={metadata} traces={traces} locale="en-US" />)
    const table = screen.getByRole('table', { name: /Balances of/ })
    expect(table.querySelector('caption')).toHaveTextContent('Balances of kii1sgsyrq…gq5u7l')
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col'])
    expect(headers.map((header) => header.textContent)).toEqual(['Asset', 'Total'])
    expect(table.closest('.gk-balance-list')).toHaveAttribute('data-state', 'success')
    expect(within(rowOf('akii')).getByRole('rowheader')).toHaveTextContent(/^KiiKII/)
    expect(within(rowOf('akii')).getByTitle(/KII =/)).toHaveTextContent('1,234.5678 KII')
    expect(within(rowOf('factory/kii1creator/ORO')).getByTitle(/ORO =/)).toHaveTextContent('42 ORO')
  })

  it('never scales an amount without metadata: raw, exact, and says so', () => {
    render(<BalanceListView status="success" balances={balances} metadata={metadata} traces={traces} locale="en-US" />)
    const row = rowOf('factory/kii1creator/UNKNOWN')
    expect(within(row).getByText('18,446,744,073,709,551,617')).toBeInTheDocument()
    expect(row).toHaveTextContent('No metadata: base units')
  })

  it('ignores metadata whose display unit is missing or absurd', () => {
    const broken = {
      ticket: units('ticket', 'megaticket', 2_147_483_647, 'Ticket', 'TICKET'),
      akii: { ...units('akii', 'kii', 18, 'Kii', 'KII'), display: 'nowhere' },
    }
    render(
      <BalanceListView
        status="success"
        balances={[
          { denom: 'akii', amount: '5' },
          { denom: 'ticket', amount: '3' },
        ]}
        metadata={broken}
        locale="en-US"
      />,
    )
    expect(rowOf('ticket').querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'raw')
    expect(rowOf('akii').querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'raw')
    expect(rowOf('akii')).toHaveTextContent('5 akii')
  })

  it('names an IBC voucher by its trace and scales it by the base denom metadata', () => {
    render(<BalanceListView status="success" balances={balances} metadata={metadata} traces={traces} locale="en-US" />)
    const row = rowOf(atomVoucher)
    expect(within(row).getByTitle(/ATOM =/)).toHaveTextContent('1.5 ATOM')
    expect(row).toHaveTextContent('IBC via transfer/channel-0')
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Cosmos Hub Atom/)
  })

  it('shows spendable next to total, with what is locked', () => {
    render(
      <BalanceListView
        status="success"
        balances={[{ denom: 'akii', amount: '250000000000000000000000' }]}
        spendableBalances={[{ denom: 'akii', amount: '100000000000000000000000' }]}
        metadata={metadata}
        locale="en-US"
      />,
    )
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Asset', 'Total', 'Spendable'])
    const cells = within(rowOf('akii')).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent('250,000 KII')
    expect(cells[1]).toHaveTextContent('100,000 KII150,000 KII locked')
    expect(rowOf('akii')).toHaveAttribute('data-locked')
  })

  it('marks a spendable amount it does not know as such', () => {
    render(<BalanceListView status="success" balances={balances.slice(0, 2)} spendableBalances={[{ denom: 'akii', amount: '1' }]} metadata={metadata} />)
    expect(within(rowOf('factory/kii1creator/ORO')).getAllByRole('cell')[1]).toHaveTextContent('—Not known')
  })

  it('filters by denom, symbol or name through a labelled search field and announces the count', async () => {
    const user = userEvent.setup()
    render(<BalanceListView status="success" balances={balances} metadata={metadata} traces={traces} locale="en-US" />)
    const filter = screen.getByRole('searchbox', { name: 'Filter by name, symbol or denom' })
    expect(screen.getByText('Assets: 4')).toHaveAttribute('aria-live', 'polite')
    await user.type(filter, 'atom')
    expect(denomsInOrder()).toEqual([atomVoucher])
    expect(screen.getByText('Showing 1 of 4 assets')).toBeInTheDocument()
    await user.clear(filter)
    await user.type(filter, 'ORO')
    expect(denomsInOrder()).toEqual(['factory/kii1creator/ORO'])
    await user.clear(filter)
    await user.type(filter, 'unknown')
    expect(denomsInOrder()).toEqual(['factory/kii1creator/UNKNOWN'])
    await user.clear(filter)
    await user.type(filter, 'nothing like it')
    expect(screen.getByText('No asset matches “nothing like it”.')).toBeInTheDocument()
  })

  it('sorts by amount exactly across exponents, from the keyboard, with aria-sort on the header', async () => {
    const user = userEvent.setup()
    // 9007199254740993.0 and 9007199254740992: equal as floats, not as bigints.
    const close = [
      { denom: 'alpha', amount: '9007199254740992' },
      { denom: 'beta', amount: '90071992547409930' },
      { denom: 'gamma', amount: '1' },
    ]
    const closeMetadata = {
      alpha: units('alpha', 'alpha', 0, 'Alpha', 'ALP'),
      beta: units('beta', 'betadisplay', 1, 'Beta', 'BET'),
      gamma: units('gamma', 'gammadisplay', 18, 'Gamma', 'GAM'),
    }
    render(<BalanceListView status="success" balances={close} metadata={closeMetadata} locale="en-US" />)
    const [assetHeader, totalHeader] = screen.getAllByRole('columnheader')
    expect(totalHeader).not.toHaveAttribute('aria-sort')
    await user.tab() // the filter
    await user.tab() // Asset
    await user.tab() // Total
    expect(within(totalHeader!).getByRole('button', { name: 'Total' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(totalHeader).toHaveAttribute('aria-sort', 'descending')
    expect(assetHeader).not.toHaveAttribute('aria-sort')
    expect(denomsInOrder()).toEqual(['beta', 'alpha', 'gamma'])
    await user.keyboard(' ')
    expect(totalHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(denomsInOrder()).toEqual(['gamma', 'alpha', 'beta'])
    await user.click(within(assetHeader!).getByRole('button', { name: 'Asset' }))
    expect(assetHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(totalHeader).not.toHaveAttribute('aria-sort')
    expect(denomsInOrder()).toEqual(['alpha', 'beta', 'gamma'])
  })

  it('compares display amounts with bigint', () => {
    expect(compareDisplayAmounts({ amount: '90071992547409930', exponent: 1 }, { amount: '9007199254740992', exponent: 0 })).toBe(1)
    expect(compareDisplayAmounts({ amount: '1500000', exponent: 6 }, { amount: '1500000000000000000', exponent: 18 })).toBe(0)
    expect(compareDisplayAmounts({ amount: 1n, exponent: 18 }, { amount: 0n, exponent: 0 })).toBe(1)
  })

  it('renders hostile metadata as inert text and links only http(s) URIs', () => {
    const hostile = {
      akii: units('akii', 'kii', 18, '<script>alert(1)</script>', '\u202EIIK<img src=x onerror=alert(2)>', {
        uri: 'javascript:alert(3)',
        description: '<b>bold</b>\u202Egnp.exe',
      }),
    }
    render(
      <BalanceListView
        status="success"
        balances={[
          { denom: 'akii', amount: '1000000000000000000' },
          { denom: 'factory/kii1creator/ORO', amount: '1' },
          { denom: 'constructor', amount: '7' },
        ]}
        metadata={{ ...hostile, 'factory/kii1creator/ORO': metadata['factory/kii1creator/ORO'] }}
        locale="en-US"
      />,
    )
    const row = rowOf('akii')
    expect(row.querySelector('script, img, b')).toBeNull()
    expect(within(row).getByRole('rowheader')).toHaveTextContent('<script>alert(1)</script>')
    expect(within(row).queryByRole('link')).toBeNull()
    expect(row.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(3)
    const link = within(rowOf('factory/kii1creator/ORO')).getByRole('link', { name: 'Oro' })
    expect(link).toHaveAttribute('href', 'https://example.org/oro.json')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    // A denom named like an Object.prototype member finds no metadata.
    expect(rowOf('constructor')).toHaveTextContent('7 constructor')
    expect(safeHttpUrl(' JAVASCRIPT:alert(1)')).toBeUndefined()
    expect(safeHttpUrl('data:text/html,<script>')).toBeUndefined()
    expect(safeHttpUrl('//example.org/x')).toBeUndefined()
    expect(safeHttpUrl('http://example.org/x')).toBe('http://example.org/x')
  })

  it('shows loading, empty and error with retry through the shared states', async () => {
    const user = userEvent.setup()
    const { rerender, container } = render(<BalanceListView status="pending" />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'pending')
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('table')).toBeNull()

    rerender(<BalanceListView status="success" balances={[]} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('This address holds no tokens.')).toBeInTheDocument()

    const onRetry = vi.fn()
    const error = new GatewayError({
      status: 503,
      body: { code: 14, message: 'node is catching up', details: [] },
      request: { method: 'GET', url: 'http://gateway/x' },
    } as ConstructorParameters<typeof GatewayError>[0])
    rerender(<BalanceListView status="error" error={error} onRetry={onRetry} />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(error.shortMessage)
    expect(alert).not.toHaveTextContent('http://gateway/x')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('keeps the loaded rows when a later page fails, with a retry', async () => {
    const onRetry = vi.fn()
    render(<BalanceListView status="error" error={new Error('page 2 failed')} onRetry={onRetry} hasMore onLoadMore={() => {}} balances={balances} metadata={metadata} />)
    expect(screen.getByRole('table')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('page 2 failed')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('loads more on demand and ignores clicks while a page is on its way', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    const { rerender } = render(<BalanceListView status="success" balances={balances} hasMore onLoadMore={onLoadMore} />)
    expect(screen.getByText('Assets: 4 More available.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender(<BalanceListView status="success" balances={balances} hasMore isLoadingMore onLoadMore={onLoadMore} />)
    const busy = screen.getByRole('button', { name: 'Loading more…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy).toHaveFocus()
    await user.click(busy)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    // The last page removes the button; focus stays in the list.
    rerender(<BalanceListView status="success" balances={balances} hasMore={false} onLoadMore={onLoadMore} />)
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull()
    expect(screen.getByRole('table')).toHaveFocus()
  })

  it('can load the next page when the button scrolls into view', () => {
    const observed: Element[] = []
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    try {
      const onLoadMore = vi.fn()
      render(<BalanceListView status="success" balances={balances} hasMore onLoadMore={onLoadMore} loadMoreOnScroll />)
      expect(observed).toEqual([screen.getByRole('button', { name: 'Load more' })])
      notify?.([{ isIntersecting: false }])
      expect(onLoadMore).not.toHaveBeenCalled()
      notify?.([{ isIntersecting: true }])
      expect(onLoadMore).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('offers a retry when details (metadata, spendable amounts) failed', async () => {
    const user = userEvent.setup()
    const onRetryDetails = vi.fn()
    render(<BalanceListView status="success" balances={balances} detailsError={new Error('metadata down')} onRetryDetails={onRetryDetails} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Some details could not be loaded')
    expect(alert).toHaveTextContent('metadata down')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetryDetails).toHaveBeenCalled()
  })

  it('takes locale and strings from its props over the provider', () => {
    render(
      <GatekitUIProvider locale="de-DE" strings={{ totalColumn: 'Gesamt', retry: 'Nochmal' }}>
        <BalanceListView status="success" balances={balances.slice(0, 1)} metadata={metadata} strings={{ assetColumn: 'Token' }} />
      </GatekitUIProvider>,
    )
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Token', 'Gesamt'])
    expect(within(rowOf('akii')).getByTitle(/KII =/)).toHaveTextContent('1.234,5678 KII')
  })
})

let devnet: DevnetServer
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'balance-list', autoAdvance: false })
})
afterAll(() => devnet.close())

function renderWithGateway(ui: ReactNode, fetch?: typeof globalThis.fetch) {
  const client = testClient({ baseUrl: devnet.url, retry: 0, ...(fetch ? { fetch } : {}) })
  return render(
    <GatekitProvider client={client} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
}

// A fetch that answers some paths with a gateway error and passes the rest to the devnet.
function faultyFetch(fault: (path: string) => { status: number; code: number; message: string } | undefined): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init)
    const answer = fault(new URL(request.url).pathname)
    if (!answer) return globalThis.fetch(request)
    const body = JSON.stringify({ code: answer.code, message: answer.message, details: [] })
    return Promise.resolve(new Response(body, { status: answer.status, headers: { 'content-type': 'application/json' } }))
  }
}

const root = (container: HTMLElement) => container.querySelector('.gk-balance-list')!

describe('BalanceList (connected)', () => {
  it('shows the balances of an address resolved through metadata and IBC traces', async () => {
    const { fixtures } = devnet.devnet
    const { container } = renderWithGateway(<BalanceList address={fixtures.richAddress} locale="en-US" />)
    expect(root(container)).toHaveAttribute('data-state', 'pending')
    await waitFor(() => expect(root(container)).toHaveAttribute('data-state', 'success'))
    expect(within(rowOf('akii')).getAllByRole('cell')[0]).toHaveTextContent(/^[\d,]+\.\d{1,6} KII$/)
    const oro = rowOf(fixtures.factoryDenom)
    expect(within(oro).getByRole('link', { name: 'Oro' })).toHaveAttribute('href', 'https://example.org/oro.json')
    const oroHeld = devnet.devnet.chain.balances(fixtures.richAddress).get(fixtures.factoryDenom)!
    expect(within(oro).getAllByRole('cell')[0]!.querySelector('data')).toHaveAttribute('value', formatUnits(oroHeld, 6))
    const multiHop = [...document.querySelectorAll('tr[data-denom^="ibc/"]')].find((row) => row.textContent?.includes('channel-141'))
    expect(multiHop).toBeDefined()
    expect(multiHop!.querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'trace')
    expect(multiHop!.querySelector('td')).toHaveTextContent(/^[\d,]+ uosmo$/)
    expect(multiHop).toHaveTextContent('IBC via transfer/channel-0/transfer/channel-141')
    expect(rowOf('ticket').querySelector('.gk-amount')).toHaveTextContent(/^\d+ TICKET$/)
  })

  it('shows less spendable than total for the vesting account', async () => {
    const { fixtures } = devnet.devnet
    renderWithGateway(<BalanceList address={fixtures.vestingAddress} locale="en-US" />)
    const row = await waitFor(() => rowOf('akii'))
    const [total, spendable] = within(row).getAllByRole('cell')
    const totalValue = total!.querySelector('data')!.getAttribute('value')!
    const spendableValue = spendable!.querySelector('data')!.getAttribute('value')!
    // Exact: locked = total - spendable, compared in base units.
    const locked = parseUnits(totalValue, 18) - parseUnits(spendableValue, 18)
    expect(locked).toBeGreaterThan(0n)
    expect(spendable!.querySelector('.gk-balance-list__locked data')).toHaveAttribute('value', formatUnits(locked, 18))
    expect(spendable).toHaveTextContent(/KII locked$/)
    expect(row).toHaveAttribute('data-locked')
  })

  it('loads a long list page by page to its end, resolving metadata with one walk', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const { fixtures } = devnet.devnet
    const counting = countingFetch()
    renderWithGateway(<BalanceList address={fixtures.collectorAddress} pageSize={10} locale="en-US" />, counting.fetch)
    const held = [...devnet.devnet.chain.balances(fixtures.collectorAddress).values()].filter((amount) => amount > 0n).length
    const pages = Math.ceil(held / 10)
    expect(pages).toBeGreaterThanOrEqual(4)
    await screen.findByText('Assets: 10 More available.')
    for (let page = 2; page <= pages; page++) {
      await user.click(await screen.findByRole('button', { name: 'Load more' }))
      await screen.findByText(new RegExp(`^Assets: ${Math.min(page * 10, held)}`))
    }
    expect(screen.getByText(`Assets: ${held}`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Load more|Loading more/ })).toBeNull()
    const paths = counting.requests.map((request) => new URL(request.url).pathname)
    expect(paths.filter((path) => path.includes('/bank/v1beta1/balances/'))).toHaveLength(pages)
    expect(paths.filter((path) => path.endsWith('/bank/v1beta1/denoms_metadata'))).toHaveLength(1)
    expect(paths.filter((path) => path.includes('/denoms_metadata/'))).toHaveLength(0)
    expect(paths.filter((path) => path.includes('/spendable_balances/')).length).toBeLessThanOrEqual(pages)

    // Sorting by amount compares the values shown, exactly: non-increasing down the column.
    await user.click(screen.getByRole('button', { name: 'Total' }))
    const shown = [...document.querySelectorAll('tbody tr[data-denom]')].map((row) => row.querySelector('td data')!.getAttribute('value')!)
    expect(shown).toHaveLength(held)
    const scaled = shown.map((value) => parseUnits(value, 18))
    for (let index = 1; index < scaled.length; index++) expect(scaled[index]! <= scaled[index - 1]!).toBe(true)
  })

  it('hides the spendable column on a gateway without the route (SDK before 0.46)', async () => {
    const { fixtures } = devnet.devnet
    const fetch = faultyFetch((path) => (path.includes('/spendable_balances/') ? { status: 501, code: 12, message: 'Not Implemented' } : undefined))
    renderWithGateway(<BalanceList address={fixtures.vestingAddress} locale="en-US" />, fetch)
    await waitFor(() => rowOf('akii'))
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Asset', 'Total'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows amounts raw with a notice when metadata fails, and scales them after a retry', async () => {
    const user = userEvent.setup()
    const { fixtures } = devnet.devnet
    let failing = true
    const fetch = faultyFetch((path) => (failing && path.endsWith('/denoms_metadata') ? { status: 503, code: 14, message: 'unavailable' } : undefined))
    renderWithGateway(<BalanceList address={fixtures.richAddress} locale="en-US" />, fetch)
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Some details could not be loaded')
    expect(rowOf('akii').querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'raw')
    expect(rowOf('akii')).toHaveTextContent('No metadata: base units')
    failing = false
    await user.click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rowOf('akii').querySelector('.gk-amount')).toHaveAttribute('data-resolution', 'metadata'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the empty state for an address without tokens', async () => {
    const { container } = renderWithGateway(<BalanceList address={devnet.devnet.fixtures.unknownAddress} />)
    await screen.findByText('This address holds no tokens.')
    expect(root(container)).toHaveAttribute('data-state', 'empty')
  })

  it('shows the error without a retry for an address the gateway refuses', async () => {
    // Well-formed bech32 of another chain: only the gateway knows its own prefix.
    const { container } = renderWithGateway(<BalanceList address="cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp" />)
    const alert = await screen.findByRole('alert')
    // A plain sentence first, the gateway's words behind the disclosure, and no Retry: asking again cannot help.
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('This address is not valid.')
    expect(within(alert).getByText('Technical details').closest('details')).toHaveTextContent('InvalidArgument')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(root(container)).toHaveAttribute('data-state', 'error')
  })

  it('shows the parameter error of a malformed address', async () => {
    const { container } = renderWithGateway(<BalanceList address="kii1thisisnotbech32" />)
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('.gk-status__detail')).toHaveTextContent('This address is not valid.')
    expect(within(alert).getByText('Technical details').closest('details')).toHaveTextContent('Parameter `address` must be a bech32 account address')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(root(container)).toHaveAttribute('data-state', 'error')
  })
})
