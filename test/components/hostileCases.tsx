import type { ReactElement } from 'react'
import { Address } from '../../src/components/Address/Address.tsx'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import type { BalanceListMetadata } from '../../src/components/BalanceList/useBalanceList.ts'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import type { ChannelTableChannel } from '../../src/components/ChannelTable/useChannelTable.ts'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'
import { exampleTx } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'

// Text from the chain that tries to become markup, script, a link, or to reorder or hide itself.
export const script = '<script>alert(1)</script>'
export const image = '<img src=x onerror=alert(2)>'
export const svg = '<svg onload=alert(3)>'
export const javascriptUri = 'javascript:alert(4)'
/** A right-to-left override that would show `kii1evil` as `live1iik`, then a zero-width space and joiner. */
export const bidi = '\u202Ekii1evil\u202C\u200B\u200D'
export const hostile = `${script}${bidi}${image}${svg}`
/** A memo of one mebibyte without a single space, so nothing wraps it for free. */
export const megabyteMemo = `${hostile} ${javascriptUri} ${'A'.repeat(1024 * 1024)}`
const unbroken = 'W'.repeat(5_000)

// `uri_hash` is not shown by any component, but arrives with the metadata (loose schemas keep it).
const hostileMetadata = (base: string, uri: string): BalanceListMetadata & { uri_hash: string } => ({
  base,
  display: script,
  name: `${javascriptUri}${bidi}`,
  symbol: `\u202EIIK${image}`,
  description: `${svg} ${'a very long description '.repeat(40)}`,
  uri,
  uri_hash: `${script}${unbroken}`,
  denom_units: [
    { denom: base, exponent: 0, aliases: [] },
    { denom: script, exponent: 18, aliases: [image] },
  ],
})

const channels: ChannelTableChannel[] = [
  {
    port_id: script,
    channel_id: 'channel-0',
    state: 'STATE_<b>OPEN</b>',
    ordering: 'ORDER_UNORDERED',
    counterparty: { port_id: `transfer${bidi}`, channel_id: image },
    connection_hops: ['connection-0'],
    version: `ics20-1${svg}`,
  },
  {
    port_id: `icacontroller-${bidi}${unbroken}`,
    channel_id: 'channel-1',
    state: 'STATE_OPEN',
    ordering: 'ORDER_ORDERED',
    counterparty: { port_id: 'icahost', channel_id: 'channel-2' },
    connection_hops: ['connection-1'],
    version: JSON.stringify({ version: 'ics27-1', address: javascriptUri, memo: `<a href="${javascriptUri}">click</a>${unbroken}` }),
  },
]

const rate = (denom: string) => ({
  denom,
  oracle_exchange_rate: { exchange_rate: '1.250000000000000000', last_update: '77', last_update_timestamp: '1767225600000' },
})

const txRows: TxTableRow[] = [
  {
    hash: 'AB'.repeat(32),
    height: '4242',
    time: '2026-03-01T12:00:00Z',
    messages: ['/cosmos.bank.v1beta1.MsgSend', `/evil.${hostile}`],
    code: 11,
    codespace: `sdk${hostile}`,
    fee: [{ denom: script, amount: '2500000000000000' }],
    memo: `${hostile} ${javascriptUri} ${unbroken}`,
    gasUsed: '100001',
    gasWanted: '100000',
    rawLog: `out of gas in location: ${hostile}`,
  },
]

const hostileTx = () =>
  exampleTx({
    memo: megabyteMemo,
    messages: [
      { '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: script, to_address: javascriptUri, amount: [{ denom: `${bidi}akii`, amount: '1' }] },
      { '@type': `/evil.v1.Msg${image}`, url: javascriptUri, text: bidi, html: `<a href="${javascriptUri}">click</a>`, long: unbroken },
    ],
    messageEvents: [
      [{ type: script, attributes: [{ key: javascriptUri, value: `${unbroken}<iframe src="${javascriptUri}">` }] }],
      [{ type: 'wasm', attributes: [{ key: 'note', value: bidi }] }],
    ],
    code: 0,
  })

/** One component fed hostile data, and text that must be readable in what it renders. */
export type HostileCase = { name: string; render: () => ReactElement; readable: string[] }

/** Every component that shows chain data, each fed markup, `javascript:` URIs, bidi overrides and very long text. */
export const hostileCases: HostileCase[] = [
  {
    name: 'AmountView with hostile metadata',
    render: () => <AmountView amount="1500000000000000000" denom="factory/kii1evil/X" metadata={hostileMetadata('factory/kii1evil/X', javascriptUri)} locale="en-US" />,
    readable: ['1.5', 'IIK<img src=x onerror=alert(2)>'],
  },
  {
    name: 'AmountView with an unbroken 5,000-character denom and no metadata',
    render: () => <AmountView amount="42" denom={`factory/${unbroken}${hostile}`} locale="en-US" />,
    readable: ['42'],
  },
  {
    name: 'Address',
    render: () => <Address value={`${hostile}${unbroken}`} />,
    readable: ['<script>alert(1)'],
  },
  {
    name: 'Hash',
    render: () => <Hash value={`${hostile}${unbroken}`} kind="transaction hash" />,
    readable: ['<script>alert(1)'],
  },
  {
    name: 'BalanceListView with hostile metadata and uris',
    render: () => (
      <BalanceListView
        status="success"
        address={hostile}
        balances={[
          { denom: 'factory/kii1evil/X', amount: '1500000000000000000' },
          { denom: 'factory/kii1evil/Y', amount: '7' },
          { denom: 'factory/kii1evil/Z', amount: '9' },
        ]}
        metadata={{
          'factory/kii1evil/X': hostileMetadata('factory/kii1evil/X', javascriptUri),
          'factory/kii1evil/Y': hostileMetadata('factory/kii1evil/Y', `data:text/html,${script}`),
          'factory/kii1evil/Z': hostileMetadata('factory/kii1evil/Z', `https://example.org/${script}`),
        }}
        locale="en-US"
      />
    ),
    readable: [script],
  },
  {
    name: 'TxViewerView with a 1 MB memo, hostile messages and events',
    render: () => {
      const { tx, tx_response } = hostileTx()
      return <TxViewerView tx={tx} txResponse={tx_response} locale="en-US" timeZone="UTC" now={Date.parse('2026-03-01T12:00:00Z')} />
    },
    readable: [script, javascriptUri],
  },
  {
    name: 'ChannelTableView',
    render: () => <ChannelTableView status="success" channels={channels} locale="en-US" />,
    readable: [script, image],
  },
  {
    name: 'OracleRatesTableView',
    render: () => (
      <OracleRatesTableView
        status="success"
        rates={[rate(script), rate(bidi), rate(javascriptUri), rate(`factory/kii1${unbroken}/${image}`)]}
        locale="en-US"
        now={1767225660000}
        timeZone="UTC"
      />
    ),
    readable: [script, javascriptUri],
  },
  {
    name: 'TxTableView',
    render: () => <TxTableView status="success" rows={txRows} totalCount={1} locale="en-US" />,
    readable: ['kii1evil', 'MsgSend'],
  },
]

const bidiControls = /[\u202A-\u202E\u2066-\u2069]/

/**
 * What every hostile render must hold: nothing from the payloads became an element or an
 * event handler, every link goes to http(s) (or stays on the page), the payload text is
 * there to read, and a bidi control that is still in the text is isolated in a `<bdi>` (or
 * an element with `dir`), so it cannot reorder anything around it.
 */
export function inertProblems(container: HTMLElement, readable: readonly string[]): string[] {
  const problems: string[] = []
  for (const element of container.querySelectorAll('script, iframe, object, embed, img, b, svg:not([aria-hidden="true"])')) {
    problems.push(`an injected <${element.tagName.toLowerCase()}>`)
  }
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(`an ${attribute.name} attribute on <${element.tagName.toLowerCase()}>`)
    }
  }
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href')!
    if (!/^(https?:\/\/|\/|#)/i.test(href)) problems.push(`a link to ${href.slice(0, 40)}`)
  }
  const text = container.textContent ?? ''
  for (const expected of readable) if (!text.includes(expected)) problems.push(`missing text ${JSON.stringify(expected.slice(0, 40))}`)
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (bidiControls.test(node.nodeValue ?? '') && !node.parentElement?.closest('bdi, [dir]')) {
      problems.push(`a bidi control outside <bdi> in ${JSON.stringify((node.nodeValue ?? '').slice(0, 40))}`)
    }
  }
  return problems
}
