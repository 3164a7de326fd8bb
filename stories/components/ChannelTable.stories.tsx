import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ChannelTable } from '../../src/components/ChannelTable/ChannelTable.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import type { ChannelTableChannel } from '../../src/components/ChannelTable/useChannelTable.ts'
import { createGenesis } from '../../src/devnet/state.ts'
import { type DevnetFaultParameters, failsTwice, gatewayPath, neverAnswers, storybookSeed } from '../gateway.ts'

const genesis = createGenesis({ seed: storybookSeed, chainId: 'gatekit-devnet-1' })
const channelsRoute = '/ibc/core/channel/v1/channels'
const channelsPath = gatewayPath(channelsRoute)
const icaPort = genesis.channels.find((channel) => channel.portId.startsWith('icacontroller-'))!.portId

const meta = {
  title: 'Components/ChannelTable',
  component: ChannelTable,
  args: { locale: 'en-US' },
} satisfies Meta<typeof ChannelTable>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.gk-channel-table')!
const rowOf = (table: HTMLElement, channelId: string) => {
  const header = within(table)
    .getAllByRole('rowheader')
    .find((cell) => cell.textContent?.endsWith(` / ${channelId}`))
  if (!header) throw new Error(`no row for ${channelId}`)
  return header.closest('tr')!
}
// Plain DOM queries for long tables: role queries compute every element's role and are slow on 300 rows.
const rowHeaders = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody th[scope="row"]')]
const channelIds = (table: HTMLElement) => rowHeaders(table).map((cell) => cell.textContent!.split(' / ').at(-1))

const listResponse = (channels: ChannelTableChannel[]) =>
  HttpResponse.json({
    channels: channels.map((channel) => ({ ...channel, upgrade_sequence: '0' })),
    pagination: { next_key: null, total: String(channels.length) },
    height: { revision_number: '1', revision_height: '1200' },
  })

/** Every channel of the in-browser devnet, with each connection's counterparty chain. */
export const AllChannels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'IBC channels' })
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
    expect(within(table).getAllByRole('rowheader')).toHaveLength(genesis.channels.length)
    expect(canvas.getByText(`${genesis.channels.length} channels`)).toHaveAttribute('aria-live', 'polite')
    // States in words, not colour alone.
    expect(within(rowOf(table, 'channel-4')).getByText('Closed')).toBeVisible()
    expect(within(rowOf(table, 'channel-6')).getByText('Init')).toBeVisible()
    // Counterparty chains from the connections' light clients.
    await waitFor(() => expect(within(rowOf(table, 'channel-0')).getByText('on cosmoshub-4')).toBeVisible())
    await waitFor(() => expect(within(rowOf(table, 'channel-5')).getByText('on noble-1')).toBeVisible())
    // The ICA controller port is its prefix and the owner's address, shortened; the full address shows on keyboard focus.
    const ica = rowOf(table, 'channel-5')
    const copy = within(ica).getByRole('button', { name: 'Copy address' })
    copy.focus()
    await waitFor(() => expect(within(ica).getByRole('tooltip')).toBeVisible())
    expect(copy).toHaveAccessibleDescription(icaPort.slice('icacontroller-'.length))
    expect(within(ica).getByText('ICS-27 interchain accounts')).toBeVisible()
    expect(within(ica).getByText('noble1icahostaccountaddress')).toBeVisible()
    // Sortable columns announce their order.
    const channelHeader = within(table).getAllByRole('columnheader')[0]!
    await userEvent.click(within(channelHeader).getByRole('button'))
    expect(channelHeader).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.keyboard('{Enter}')
    expect(channelHeader).toHaveAttribute('aria-sort', 'descending')
    expect(channelIds(table)[0]).toBe('channel-6')
  },
}

/** Pages of three channels; "Load more" fetches the next one. */
export const PagedLoadMore: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('3 channels, more on the gateway')
    await userEvent.click(canvas.getByRole('button', { name: 'Show more channels' }))
    await canvas.findByText('6 channels, more on the gateway')
    await userEvent.click(canvas.getByRole('button', { name: 'Show more channels' }))
    await canvas.findByText(`${genesis.channels.length} channels`)
    expect(canvas.queryByRole('button', { name: 'Show more channels' })).toBeNull()
  },
}

/** Starts filtered to open channels; the filter is a labelled native select. */
export const FilteredToOpen: Story = {
  args: { defaultStateFilter: 'STATE_OPEN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'IBC channels' })
    const select = canvas.getByRole('combobox', { name: 'State' })
    expect(select).toHaveValue('STATE_OPEN')
    const open = genesis.channels.filter((channel) => channel.state === 'STATE_OPEN').length
    expect(within(table).getAllByRole('rowheader')).toHaveLength(open)
    expect(within(table).getAllByText('Open')).toHaveLength(open)
    expect(canvas.getByText(`${open} of ${genesis.channels.length} channels`)).toBeVisible()
    await userEvent.selectOptions(select, 'STATE_CLOSED')
    expect(channelIds(table)).toEqual(['channel-4'])
    await userEvent.selectOptions(select, '')
    expect(within(table).getAllByRole('rowheader')).toHaveLength(genesis.channels.length)
  },
}

const syntheticStates = ['STATE_OPEN', 'STATE_OPEN', 'STATE_OPEN', 'STATE_INIT', 'STATE_TRYOPEN', 'STATE_CLOSED', 'STATE_FLUSHING', 'STATE_FLUSHCOMPLETE', 'STATE_FROZEN_V11']
const manyChannels: ChannelTableChannel[] = Array.from({ length: 300 }, (_, index) => {
  const ica = index % 25 === 0
  return {
    port_id: ica ? `icacontroller-kii1${index.toString(36).padStart(6, 'q')}sgsyrq4y7ngcllawqu5sqzm4h9k85p0u` : 'transfer',
    channel_id: `channel-${index}`,
    state: syntheticStates[index % syntheticStates.length]!,
    ordering: ica ? 'ORDER_ORDERED' : 'ORDER_UNORDERED',
    counterparty: { port_id: ica ? 'icahost' : 'transfer', channel_id: `channel-${1000 + index}` },
    connection_hops: [`connection-${index % 7}`],
    version: ica
      ? JSON.stringify({ version: 'ics27-1', controller_connection_id: `connection-${index % 7}`, host_connection_id: 'connection-9', address: '', encoding: 'proto3', tx_type: 'sdk_multi_msg' })
      : index % 3 === 0
        ? JSON.stringify({ fee_version: 'ics29-1', app_version: 'ics20-1' })
        : 'ics20-1',
  }
})

/** The View twin with 300 synthetic channels, unknown states among them. */
export const ManyChannels: Story = {
  render: () => (
    <ChannelTableView
      channels={manyChannels}
      counterpartyChainIds={{ 'connection-0': 'cosmoshub-4', 'connection-1': 'osmosis-1', 'connection-2': 'noble-1' }}
      locale="en-US"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvasElement.querySelector<HTMLElement>('table')!
    expect(table).toHaveAccessibleName('IBC channels')
    // Rendered fifty rows at a time; filter and sort still cover all 300.
    expect(rowHeaders(table)).toHaveLength(50)
    expect(canvas.getByText('300 channels, first 50 shown')).toBeVisible()
    const header = table.querySelector('thead th')!
    const sort = header.querySelector('button')!
    await userEvent.click(sort)
    await userEvent.click(sort)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    // Natural order over every channel: channel-299 first, not channel-99.
    expect(channelIds(table)[0]).toBe('channel-299')
    const more = canvasElement.querySelector<HTMLElement>('.gk-channel-table__more')!
    await userEvent.click(within(more).getByRole('button', { name: 'Show more channels' }))
    expect(rowHeaders(table)).toHaveLength(100)
    expect(canvas.getByText('300 channels, first 100 shown')).toBeVisible()
    const select = canvasElement.querySelector('select')!
    expect(select).toHaveAccessibleName('State')
    expect([...select.options].map((option) => option.text)).toContain('STATE_FROZEN_V11 (33)')
    await userEvent.selectOptions(select, 'STATE_FROZEN_V11')
    expect(rowHeaders(table)).toHaveLength(33)
    expect([...table.querySelectorAll('.gk-channel-table__state')].every((badge) => badge.textContent === 'STATE_FROZEN_V11')).toBe(true)
    expect(canvas.getByText('33 of 300 channels')).toBeVisible()
    expect(canvasElement.querySelector('.gk-channel-table__more')).toBeNull()
  },
}

/** A chain without channels. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(channelsPath, () => listResponse([])))
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This chain has no IBC channels.')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'empty')
    expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

/** The channel list never answers. */
export const Loading: Story = {
  parameters: { devnetFaults: [neverAnswers(channelsRoute)] },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'pending')
  },
}

/** The gateway fails twice (the request and the client's one retry), then recovers on "Retry". */
export const ErrorWithRetry: Story = {
  parameters: { devnetFaults: [failsTwice(channelsRoute)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'error')
    expect(alert).toHaveTextContent('Could not load the IBC channels.')
    expect(alert).toHaveTextContent('Unavailable')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('table', { name: 'IBC channels' })
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'success')
  },
}

const hostileChannels: ChannelTableChannel[] = [
  {
    port_id: '<script>alert(1)</script>',
    channel_id: 'channel-0',
    state: 'STATE_<b>OPEN</b>',
    ordering: 'ORDER_UNORDERED',
    counterparty: { port_id: 'transfer\u202Elive1iik', channel_id: '<img src=x onerror=alert(2)>' },
    connection_hops: ['connection-0'],
    version: 'ics20-1<script>alert(3)</script>',
  },
  {
    port_id: `icacontroller-${'\u202E'}kii1${'a'.repeat(120)}`,
    channel_id: 'channel-1',
    state: 'STATE_OPEN',
    ordering: 'ORDER_ORDERED',
    counterparty: { port_id: 'icahost', channel_id: 'channel-2' },
    connection_hops: ['connection-1'],
    version: JSON.stringify({
      version: 'ics27-1',
      address: 'javascript:alert(4)',
      memo: `<a href="javascript:alert(5)">click</a>\u2066${'very long '.repeat(30)}`,
      encoding: { nested: '<script>' },
    }),
  },
]

/** Ids and versions with markup, bidi overrides and very long values stay inert text. */
export const HostileText: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(channelsPath, () => listResponse(hostileChannels)))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'IBC channels' })
    expect(canvasElement.querySelector('script, img, b, a')).toBeNull()
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('<script>alert(1)</script> / channel-0')
    expect(within(table).getByText('STATE_<b>OPEN</b>')).toHaveAttribute('data-channel-state', 'unknown')
    expect(table.textContent).toContain('transfer⟨U+202E⟩live1iik')
    expect(table.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(within(table).getByText('javascript:alert(4)').tagName).toBe('DD')
    expect(within(table).getByText('{"nested":"<script>"}')).toBeVisible()
  },
}

/** Every channel in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'IBC channels' })
    expect(table.closest('[data-gk-theme]')).toHaveAttribute('data-gk-theme', 'dark')
    expect(within(table).getAllByRole('rowheader')).toHaveLength(genesis.channels.length)
    await waitFor(() => expect(within(rowOf(table, 'channel-1')).getByText('on osmosis-1')).toBeVisible())
  },
}
