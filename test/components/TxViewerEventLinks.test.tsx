import { act, render, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TxViewerEvents } from '../../src/components/TxViewer/detailParts.tsx'
import { exampleAddresses, exampleTx, everyBuiltInMessage } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { GatekitUIProvider } from '../../src/components/shared/GatekitUIProvider.tsx'
import type { GatekitRoutes } from '../../src/components/shared/links.tsx'
import { encodeBech32Address } from '../../src/core/addresses.ts'

// TxViewer's events link the entities in attribute values through the routes in force.

const routes: GatekitRoutes = {
  tx: (hash) => `/tx/${hash}`,
  block: (height) => `/block/${height}`,
  account: (address) => `/account/${address}`,
  validator: (address) => `/validator/${address}`,
  denom: (denom) => `/denom/${encodeURIComponent(denom)}`,
  channel: ({ portId, channelId }) => `/channel/${portId}/${channelId}`,
}
const { alice, cosmos } = exampleAddresses
const operator = encodeBech32Address('kiivaloper', new Uint8Array(20).fill(3))
const ibcDenom = 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2'
const hash = '0123456789ABCDEF'.repeat(4)
const now = Date.parse('2026-03-01T12:05:00Z')

const valueCell = (table: HTMLElement, key: string) => within(table).getAllByRole('rowheader', { name: key })[0]!.closest('tr')!.querySelector<HTMLElement>('.gk-tx-viewer__event-value')!
const hrefs = (element: HTMLElement) => within(element).queryAllByRole('link').map((link) => link.getAttribute('href'))

describe('TxViewerEvents', () => {
  const events = [
    {
      type: 'send_packet',
      decoded: false,
      attributes: [
        { key: 'packet_src_port', value: 'transfer' },
        { key: 'packet_src_channel', value: 'channel-0' },
        { key: 'packet_dst_port', value: 'transfer' },
        { key: 'packet_dst_channel', value: 'channel-141' },
      ],
    },
    {
      type: 'transfer',
      decoded: false,
      attributes: [
        { key: 'recipient', value: cosmos },
        { key: 'sender', value: alice },
        { key: 'amount', value: `1000ukii,5${ibcDenom}` },
      ],
    },
    {
      type: 'custom',
      decoded: false,
      attributes: [
        { key: 'validator', value: operator },
        { key: 'tx_hash', value: hash },
        { key: 'height', value: '1204' },
        { key: 'denom', value: 'ukii' },
        { key: 'note', value: '<b>not html</b>' },
      ],
    },
  ]

  it('links addresses, validators, coins, heights, hashes and this end of a channel; other values stay text', () => {
    const { container } = render(
      <GatekitUIProvider routes={routes}>
        <TxViewerEvents events={events} caption="Events" accountPrefix="kii" />
      </GatekitUIProvider>,
    )
    const table = within(container).getByRole('table', { name: 'Events' })
    expect(hrefs(valueCell(table, 'packet_src_channel'))).toEqual(['/channel/transfer/channel-0'])
    // The destination of a sent packet is the other chain's end; the receiver there is another chain's address.
    expect(hrefs(valueCell(table, 'packet_dst_channel'))).toEqual([])
    expect(valueCell(table, 'packet_dst_channel')).toHaveTextContent('channel-141')
    expect(hrefs(valueCell(table, 'recipient'))).toEqual([])
    expect(valueCell(table, 'recipient')).toHaveTextContent(cosmos)
    expect(hrefs(valueCell(table, 'sender'))).toEqual([`/account/${alice}`])
    const amount = valueCell(table, 'amount')
    expect(hrefs(amount)).toEqual(['/denom/ukii', `/denom/${encodeURIComponent(ibcDenom)}`])
    // The value reads exactly as the chain wrote it.
    expect(amount).toHaveTextContent(`1000ukii,5${ibcDenom}`)
    expect(hrefs(valueCell(table, 'validator'))).toEqual([`/validator/${operator}`])
    expect(hrefs(valueCell(table, 'tx_hash'))).toEqual([`/tx/${hash}`])
    expect(hrefs(valueCell(table, 'height'))).toEqual(['/block/1204'])
    expect(hrefs(valueCell(table, 'denom'))).toEqual(['/denom/ukii'])
    const note = valueCell(table, 'note')
    expect(hrefs(note)).toEqual([])
    expect(note).toHaveTextContent('<b>not html</b>')
    expect(note.querySelector('b')).toBeNull()
  })

  it('shows entities as text without routes, never as links that go nowhere', () => {
    const { container } = render(<TxViewerEvents events={events} caption="Events" />)
    expect(within(container).queryAllByRole('link')).toEqual([])
    const table = within(container).getByRole('table', { name: 'Events' })
    expect(valueCell(table, 'amount')).toHaveTextContent(`1000ukii,5${ibcDenom}`)
    expect(valueCell(table, 'height')).toHaveTextContent('1204')
  })

  it('builds its table, and so its links, only once its disclosure opens', () => {
    const { container } = render(
      <GatekitUIProvider routes={routes}>
        <TxViewerEvents events={events} caption="Events" defaultOpen={false} />
      </GatekitUIProvider>,
    )
    const details = container.querySelector<HTMLDetailsElement>('.gk-tx-viewer__events')!
    expect(details.querySelector('table')).toBeNull()
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    expect(hrefs(valueCell(within(details).getByRole('table'), 'sender'))).toEqual([`/account/${alice}`])
  })
})

describe('TxViewerView events', () => {
  it("links the fee payer, the signer of `acc_seq` and the fee's denom in the transaction events", () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    const { container } = render(
      <GatekitUIProvider routes={routes}>
        <TxViewerView txResponse={data.tx_response} now={now} />
      </GatekitUIProvider>,
    )
    const details = container.querySelector<HTMLDetailsElement>('.gk-tx-viewer__tx-events')!
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    const table = within(details).getByRole('table')
    expect(hrefs(valueCell(table, 'acc_seq'))).toEqual([`/account/${alice}`])
    expect(valueCell(table, 'acc_seq').textContent).toMatch(/\/102$/)
    expect(hrefs(valueCell(table, 'fee'))).toEqual(['/denom/akii'])
    expect(hrefs(valueCell(table, 'fee_payer'))).toEqual([`/account/${alice}`])
    // The signature is base64, not an entity.
    expect(hrefs(valueCell(table, 'signature'))).toEqual([])
  })
})
