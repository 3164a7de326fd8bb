import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChannelTable } from '../../src/components/ChannelTable/ChannelTable.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { describeChannelVersion } from '../../src/components/ChannelTable/describeChannel.ts'
import { revealHiddenCharacters } from '../../src/core/hiddenCharacters.ts'
import type { ChannelTableChannel } from '../../src/components/ChannelTable/useChannelTable.ts'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import { GatewayError } from '../../src/core/errors.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { countingFetch, testClient } from '../helpers.tsx'

const icaPort = 'icacontroller-kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const icaVersion = JSON.stringify({
  version: 'ics27-1',
  controller_connection_id: 'connection-2',
  host_connection_id: 'connection-202',
  address: 'noble1icahostaccountaddress',
  encoding: 'proto3',
  tx_type: 'sdk_multi_msg',
})

const channel = (id: number, overrides: Partial<ChannelTableChannel> = {}): ChannelTableChannel => ({
  port_id: 'transfer',
  channel_id: `channel-${id}`,
  state: 'STATE_OPEN',
  ordering: 'ORDER_UNORDERED',
  counterparty: { port_id: 'transfer', channel_id: `channel-${141 + id}` },
  connection_hops: [`connection-${id % 3}`],
  version: 'ics20-1',
  ...overrides,
})

const channels: ChannelTableChannel[] = [
  channel(0),
  channel(1),
  channel(10, { state: 'STATE_CLOSED' }),
  channel(2, { state: 'STATE_TRYOPEN', version: JSON.stringify({ fee_version: 'ics29-1', app_version: 'ics20-1' }) }),
  channel(5, {
    port_id: icaPort,
    ordering: 'ORDER_ORDERED',
    counterparty: { port_id: 'icahost', channel_id: 'channel-977' },
    connection_hops: ['connection-2'],
    version: icaVersion,
  }),
  channel(6, { state: 'STATE_SPLICING', version: '' }),
  channel(7, { state: 'STATE_FLUSHCOMPLETE', ordering: 'ORDER_WEIRD' }),
]

const rowOf = (channelId: string) => {
  const cell = screen.getAllByRole('rowheader').find((header) => header.textContent?.endsWith(` / ${channelId}`))
  if (!cell) throw new Error(`no row for ${channelId}`)
  return cell.closest('tr')!
}
const channelIdsInOrder = () => screen.getAllByRole('rowheader').map((header) => header.textContent!.split(' / ')[1])

describe('ChannelTableView', () => {
  it('is a captioned table with column and row headers', () => {
    render(<ChannelTableView channels={channels} locale="en-US" />)
    const table = screen.getByRole('table', { name: 'IBC channels' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col', 'col'])
    expect(headers.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Port / channel',
      'State',
      'Ordering',
      'Counterparty',
      'Connection',
      'Version',
    ])
    expect(within(table).getAllByRole('rowheader')).toHaveLength(channels.length)
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row')
    expect(table.closest('.gk-channel-table')).toHaveAttribute('data-state', 'success')
    // The scrollable region is named by the caption and reachable by keyboard.
    expect(screen.getByRole('region', { name: 'IBC channels' })).toHaveAttribute('tabindex', '0')
  })

  it('labels states in words, shows unknown states and orderings exactly as given', () => {
    render(<ChannelTableView channels={channels} locale="en-US" />)
    expect(within(rowOf('channel-0')).getByText('Open')).toHaveAttribute('data-channel-state', 'open')
    expect(within(rowOf('channel-10')).getByText('Closed')).toHaveAttribute('data-channel-state', 'closed')
    expect(within(rowOf('channel-2')).getByText('Try open')).toHaveAttribute('title', 'STATE_TRYOPEN')
    expect(within(rowOf('channel-7')).getByText('Flush complete')).toHaveAttribute('data-channel-state', 'flushing')
    expect(within(rowOf('channel-6')).getByText('STATE_SPLICING')).toHaveAttribute('data-channel-state', 'unknown')
    expect(within(rowOf('channel-5')).getByText('Ordered')).toBeInTheDocument()
    expect(within(rowOf('channel-0')).getByText('Unordered')).toBeInTheDocument()
    expect(within(rowOf('channel-7')).getByText('ORDER_WEIRD')).toBeInTheDocument()
  })

  it("shows an ICA controller port as its prefix and the owner's address, shortened, its full value in a tooltip and behind a copy button", () => {
    render(<ChannelTableView channels={channels} locale="en-US" />)
    const row = rowOf('channel-5')
    const header = within(row).getByRole('rowheader')
    const owner = icaPort.slice('icacontroller-'.length)
    expect(header.querySelector('.gk-channel-table__port-account')).toHaveTextContent(/^icacontroller-kii1sgsyrq…gq5u7l/)
    expect(within(header).getByRole('tooltip')).toHaveTextContent(owner)
    expect(within(header).getByRole('button', { name: 'Copy address' })).toHaveAccessibleDescription(owner)
    // Without an `account` route the address is not a link.
    expect(within(header).queryByRole('link')).toBeNull()
    // Short ids stay whole, without a button.
    expect(within(rowOf('channel-0')).queryByRole('button')).toBeNull()
  })

  it('links the account a port names (a wasm contract, an ICA owner) on this end, never on the counterparty end', () => {
    const contract = 'kii1qv9pzxqlyckngw6zf9g9whn9d3eh4qvg37tfmf9tk2uup37w6hwq9w33qm'
    const mistyped = `wasm.${contract.slice(0, -1)}q`
    render(
      <GatekitUIProvider routes={{ account: (address) => `/account/${address}`, channel: ({ portId, channelId }) => `/channel/${portId}/${channelId}` }}>
        <ChannelTableView
          channels={[
            channel(0, { port_id: `wasm.${contract}`, counterparty: { port_id: `wasm.${contract}`, channel_id: 'channel-9' } }),
            channel(1, { port_id: mistyped }),
            channels.find((entry) => entry.port_id === icaPort)!,
          ]}
          locale="en-US"
        />
      </GatekitUIProvider>,
    )
    const wasmHeader = within(rowOf('channel-0')).getByRole('rowheader')
    expect(wasmHeader.querySelector('.gk-channel-table__port-account')).toHaveTextContent(`wasm.${contract.slice(0, 10)}…${contract.slice(-6)}`)
    const contractLink = within(wasmHeader).getAllByRole('link').find((link) => link.getAttribute('href') === `/account/${contract}`)
    expect(contractLink).toBeDefined()
    expect(within(wasmHeader).getByRole('link', { name: 'channel-0' })).toHaveAttribute('href', `/channel/wasm.${contract}/channel-0`)
    // The counterparty's contract is on another chain: shown the same way, not linked.
    const counterparty = within(rowOf('channel-0')).getAllByRole('cell')[2]!
    expect(counterparty.querySelector('.gk-channel-table__port-account')).toHaveTextContent(`wasm.${contract.slice(0, 10)}…${contract.slice(-6)}`)
    expect(within(counterparty).queryByRole('link')).toBeNull()
    // A port whose address has a bad checksum is one identifier: nothing of it links to an account.
    const mistypedHeader = within(rowOf('channel-1')).getByRole('rowheader')
    expect(mistypedHeader.querySelector('.gk-channel-table__port-account')).toBeNull()
    expect(within(mistypedHeader).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/channel/${mistyped}/channel-1`])
    const icaHeader = within(rowOf('channel-5')).getByRole('rowheader')
    expect(within(icaHeader).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/account/${icaPort.slice('icacontroller-'.length)}`)
  })

  it('shows counterparty port, channel and chain, and the connection hops', () => {
    render(<ChannelTableView channels={channels} counterpartyChainIds={{ 'connection-0': 'cosmoshub-4', 'connection-2': 'noble-1' }} />)
    const cells = within(rowOf('channel-0')).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('transfer / channel-141on cosmoshub-4')
    expect(cells[3]).toHaveTextContent('connection-0')
    expect(within(rowOf('channel-5')).getAllByRole('cell')[2]).toHaveTextContent('icahost / channel-977on noble-1')
    // Unknown chain ids are left out, not guessed (the connection after it is the medium layout's fold).
    expect(within(rowOf('channel-1')).getAllByRole('cell')[2]).toHaveTextContent(/^transfer \/ channel-142Connection: connection-1$/)
  })

  it('shows ICS-20, fee-wrapped and ICS-27 JSON versions readably, as text', () => {
    render(<ChannelTableView channels={channels} />)
    const version = (id: string) => within(rowOf(id)).getAllByRole('cell')[4]!
    expect(version('channel-0')).toHaveTextContent('ICS-20 token transfer ics20-1')
    expect(version('channel-2')).toHaveTextContent('ICS-20 token transfer ics20-1with fees (ics29-1)')
    const ica = version('channel-5')
    expect(ica).toHaveTextContent(/^ICS-27 interchain accounts ics27-1/)
    const terms = within(ica).getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['controller connection id', 'host connection id', 'address', 'encoding', 'tx type'])
    expect(within(ica).getAllByRole('definition')[2]).toHaveTextContent('noble1icahostaccountaddress')
    expect(ica.querySelector('.gk-channel-table__version')).toHaveAttribute('title', icaVersion)
    expect(version('channel-6')).toHaveTextContent('none yet')
  })

  it('filters by state with a labelled select and announces the count politely', async () => {
    const user = userEvent.setup()
    const onStateFilterChange = vi.fn()
    render(<ChannelTableView channels={channels} locale="en-US" onStateFilterChange={onStateFilterChange} />)
    const select = screen.getByRole('combobox', { name: 'State' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All states (7)',
      'Open (3)',
      'Try open (1)',
      'Flush complete (1)',
      'Closed (1)',
      'STATE_SPLICING (1)',
    ])
    const summary = screen.getByText('7 channels')
    expect(summary).toHaveAttribute('aria-live', 'polite')
    await user.selectOptions(select, 'STATE_OPEN')
    expect(onStateFilterChange).toHaveBeenLastCalledWith('STATE_OPEN')
    expect(channelIdsInOrder()).toEqual(['channel-0', 'channel-1', 'channel-5'])
    expect(summary).toHaveTextContent('3 of 7 channels')
    await user.selectOptions(select, 'STATE_SPLICING')
    expect(channelIdsInOrder()).toEqual(['channel-6'])
    await user.selectOptions(select, '')
    expect(onStateFilterChange).toHaveBeenLastCalledWith(null)
    expect(channelIdsInOrder()).toHaveLength(7)
  })

  it('says so when no loaded channel is in the chosen state', () => {
    render(<ChannelTableView channels={channels} stateFilter="STATE_INIT" />)
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('STATE_INIT')
    expect(screen.getByRole('cell', { name: 'No loaded channel is in this state.' })).toHaveAttribute('colspan', '6')
    expect(screen.getByText('0 of 7 channels')).toBeInTheDocument()
  })

  it('sorts by a column with aria-sort, ids in natural order, and flips the direction', async () => {
    const user = userEvent.setup()
    render(<ChannelTableView channels={channels} locale="en-US" />)
    const header = () => screen.getAllByRole('columnheader')[0]!
    expect(header()).not.toHaveAttribute('aria-sort')
    await user.click(within(header()).getByRole('button', { name: /Port \/ channel/ }))
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    expect(channelIdsInOrder()).toEqual(['channel-5', 'channel-0', 'channel-1', 'channel-2', 'channel-6', 'channel-7', 'channel-10'])
    await user.click(within(header()).getByRole('button'))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    expect(channelIdsInOrder()).toEqual(['channel-10', 'channel-7', 'channel-6', 'channel-2', 'channel-1', 'channel-0', 'channel-5'])
    // Sorting by state: open first, closed after the others, unknown states last; ties keep their order.
    await user.click(within(screen.getAllByRole('columnheader')[1]!).getByRole('button'))
    expect(header()).not.toHaveAttribute('aria-sort')
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending')
    expect(channelIdsInOrder()).toEqual(['channel-0', 'channel-1', 'channel-5', 'channel-2', 'channel-7', 'channel-10', 'channel-6'])
    // The version column is not sortable.
    expect(within(screen.getAllByRole('columnheader')[5]!).queryByRole('button')).toBeNull()
  })

  it('sorts by keyboard', async () => {
    const user = userEvent.setup()
    render(<ChannelTableView channels={channels} />)
    await user.tab() // the filter
    await user.tab() // the scrollable region
    await user.tab() // the first sort button
    expect(screen.getByRole('button', { name: /Port \/ channel/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending')
  })

  it('renders hostile text as text, with hidden formatting characters made visible', () => {
    const hostile = [
      channel(0, {
        port_id: '<script>alert(1)</script>',
        counterparty: { port_id: 'transfer\u202Eevil', channel_id: '<img src=x onerror=alert(2)>' },
        version: '{"version":"<b>ics27-1</b>","address":"javascript:alert(3)","note":"\u202Ereversed"}',
      }),
    ]
    const { container } = render(<ChannelTableView channels={hostile} />)
    expect(container.querySelector('script, img, b')).toBeNull()
    expect(screen.getByRole('rowheader')).toHaveTextContent('<script>alert(1)</script> / channel-0')
    expect(container.textContent).toContain('transfer⟨U+202E⟩evil')
    expect(container.textContent).not.toContain('\u202E')
    expect(screen.getByText('javascript:alert(3)').tagName).toBe('DD')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows loading, error with retry and empty states in data-state', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const { container, rerender } = render(<ChannelTableView channels={[]} status="pending" />)
    const root = container.firstElementChild!
    expect(root).toHaveAttribute('data-state', 'pending')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('table')).toBeNull()

    const error = new GatewayError({
      status: 503,
      body: { code: 14, message: 'node is catching up', details: [] },
      request: { method: 'GET', url: 'http://gateway/ibc/core/channel/v1/channels', endpoint: 'ibcChannel/channels' },
    })
    rerender(<ChannelTableView channels={[]} status="error" error={error} onRetry={onRetry} />)
    expect(root).toHaveAttribute('data-state', 'error')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load the IBC channels.')
    expect(alert).toHaveTextContent(error.shortMessage)
    expect(alert).not.toHaveTextContent('http://gateway')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()

    rerender(<ChannelTableView channels={[]} />)
    expect(root).toHaveAttribute('data-state', 'empty')
    expect(screen.getByText('This chain has no IBC channels.')).toBeInTheDocument()
  })

  it('offers more pages and reports a failed one beside the button', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    const { rerender } = render(<ChannelTableView channels={channels} hasMore onLoadMore={onLoadMore} locale="en-US" />)
    expect(screen.getByText('7 channels, more on the gateway')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more channels' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    rerender(<ChannelTableView channels={channels} hasMore onLoadMore={onLoadMore} loadingMore />)
    const busy = screen.getByRole('button', { name: 'Loading more channels…' })
    expect(busy).toHaveAttribute('aria-disabled', 'true')
    expect(busy.closest('.gk-channel-table')).toHaveAttribute('aria-busy', 'true')
    await user.click(busy)
    expect(onLoadMore).toHaveBeenCalledOnce()
    rerender(<ChannelTableView channels={channels} hasMore onLoadMore={onLoadMore} loadMoreError={new Error('timed out')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more channels: Something went wrong.')
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('timed out')
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it('renders long lists a step at a time, filter and sort covering every row', async () => {
    const user = userEvent.setup()
    const onLoadMore = vi.fn()
    render(<ChannelTableView channels={channels} visibleRows={3} locale="en-US" />)
    expect(channelIdsInOrder()).toEqual(['channel-0', 'channel-1', 'channel-10'])
    expect(screen.getByText('7 channels, first 3 shown')).toHaveAttribute('aria-live', 'polite')
    await user.click(screen.getAllByRole('columnheader')[0]!.querySelector('button')!)
    await user.click(screen.getAllByRole('columnheader')[0]!.querySelector('button')!)
    // Sorted over all seven, then cut.
    expect(channelIdsInOrder()).toEqual(['channel-10', 'channel-7', 'channel-6'])
    await user.click(screen.getByRole('button', { name: 'Show more channels' }))
    expect(channelIdsInOrder()).toHaveLength(6)
    await user.click(screen.getByRole('button', { name: 'Show more channels' }))
    expect(channelIdsInOrder()).toHaveLength(7)
    expect(screen.getByText('7 channels')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more channels' })).toBeNull()
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('takes strings and locale from props or the nearest provider', () => {
    render(
      <GatekitUIProvider locale="ar-EG" strings={{ stateOpen: 'Offen', retry: 'Nochmal' }}>
        <ChannelTableView channels={channels} strings={{ summaryAll: '{total} Kanäle', caption: 'IBC-Kanäle' }} />
      </GatekitUIProvider>,
    )
    expect(screen.getByRole('table', { name: 'IBC-Kanäle' })).toBeInTheDocument()
    // Counts in the locale's digits.
    expect(screen.getByText('٧ Kanäle')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Offen (٣)' })).toBeInTheDocument()
    expect(within(rowOf('channel-0')).getByText('Offen')).toBeInTheDocument()
  })

  it('uses its own strings in the shared states', () => {
    render(<ChannelTableView channels={[]} status="error" error={new Error('down')} onRetry={() => {}} strings={{ retry: 'Nochmal' }} />)
    expect(screen.getByRole('button', { name: 'Nochmal' })).toBeInTheDocument()
  })

  it('forwards its ref and className to the root', () => {
    let root: HTMLDivElement | null = null
    render(<ChannelTableView ref={(node) => void (root = node)} channels={channels} className="mine" data-testid="t" />)
    expect(root).toBe(screen.getByTestId('t'))
    expect(root).toHaveClass('gk-channel-table', 'mine')
  })
})

describe('channel helpers', () => {
  it('takes versions apart', () => {
    expect(describeChannelVersion('ics20-1')).toEqual({ raw: 'ics20-1', app: 'ics20-1', ics: 20, fee: undefined, fields: [] })
    expect(describeChannelVersion('{"fee_version":"ics29-1","app_version":"{\\"version\\":\\"ics27-1\\",\\"encoding\\":\\"proto3\\"}"}')).toMatchObject({
      app: 'ics27-1',
      ics: 27,
      fee: 'ics29-1',
      fields: [['encoding', 'proto3']],
    })
    expect(describeChannelVersion('{not json')).toMatchObject({ app: '{not json', ics: undefined, fields: [] })
    expect(describeChannelVersion('{"nested":{"a":1}}')).toMatchObject({ app: '', fields: [['nested', '{"a":1}']] })
  })

  it('reveals hidden characters and leaves others alone', () => {
    expect(revealHiddenCharacters('a\u202Eb\u200Bc\u0000')).toBe('a⟨U+202E⟩b⟨U+200B⟩c⟨U+0000⟩')
    expect(revealHiddenCharacters('transfer — ünïcode')).toBe('transfer — ünïcode')
  })
})

describe('ChannelTable (connected)', () => {
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

  it('lists the devnet channels with counterparty chains, one client request per connection', async () => {
    const { requests, container } = renderWithGateway(<ChannelTable locale="en-US" />)
    expect(container.firstElementChild).toHaveAttribute('data-state', 'pending')
    const table = await screen.findByRole('table', { name: 'IBC channels' })
    expect(container.firstElementChild).toHaveAttribute('data-state', 'success')
    const expected = devnet.devnet.chain.genesis.channels
    expect(within(table).getAllByRole('rowheader')).toHaveLength(expected.length)
    await waitFor(() => expect(within(rowOf('channel-0')).getAllByRole('cell')[2]).toHaveTextContent('on cosmoshub-4'))
    await waitFor(() => expect(within(rowOf('channel-5')).getAllByRole('cell')[2]).toHaveTextContent('on noble-1'))
    expect(within(rowOf('channel-4')).getByText('Closed')).toBeInTheDocument()
    expect(within(rowOf('channel-6')).getByText('Init')).toBeInTheDocument()
    const clientStateRequests = requests.filter((request) => request.url.endsWith('/client_state'))
    const connections = new Set(expected.map((entry) => entry.connectionId))
    expect(clientStateRequests).toHaveLength(connections.size)
    const listRequest = requests.find((request) => new URL(request.url).pathname === '/ibc/core/channel/v1/channels')!
    expect(new URL(listRequest.url).searchParams.get('pagination.limit')).toBe('100')
  })

  it('loads more pages on request and filters what is loaded', async () => {
    const user = userEvent.setup()
    renderWithGateway(<ChannelTable pageSize={3} showCounterpartyChain={false} defaultStateFilter="STATE_OPEN" locale="en-US" />)
    await screen.findByText('3 of 3 channels, more on the gateway')
    await user.click(screen.getByRole('button', { name: 'Show more channels' }))
    await screen.findByText(/of 6 channels, more on the gateway/)
    await user.click(screen.getByRole('button', { name: 'Show more channels' }))
    const total = devnet.devnet.chain.genesis.channels.length
    const open = devnet.devnet.chain.genesis.channels.filter((entry) => entry.state === 'STATE_OPEN').length
    await screen.findByText(`${open} of ${total} channels`)
    expect(screen.queryByRole('button', { name: 'Show more channels' })).toBeNull()
    expect(channelIdsInOrder()).toHaveLength(open)
  })

  it('shows the error with a retry button when the list fails', async () => {
    devnet.devnet.faults.inject({ kind: 'status', status: 503, route: /\/channel\/v1\/channels$/ })
    try {
      renderWithGateway(<ChannelTable />)
      const alert = await screen.findByRole('alert')
      expect(alert.closest('.gk-channel-table')).toHaveAttribute('data-state', 'error')
      expect(alert).toHaveTextContent('The gateway had a problem answering.')
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled()
    } finally {
      devnet.devnet.faults.clear()
    }
  })

  it('a base URL that is not a gateway (404 without its error body) is an error without Retry', async () => {
    renderWithGateway(<ChannelTable />, `${devnet.url}/not-a-gateway`)
    const alert = await screen.findByRole('alert')
    expect(alert.closest('.gk-channel-table')).toHaveAttribute('data-state', 'error')
    expect(alert).toHaveTextContent('This gateway does not offer this information.')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })
})
