import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Tx, TxResponse } from '../../src/core/txSchemas.ts'
import { decodeAcknowledgement, decodeBase64Text, decodeIcs20PacketData, parseExchangeRates } from '../../src/components/TxViewer/decode.ts'
import { eventsAreBase64, groupTxEvents, signersFromEvents } from '../../src/components/TxViewer/txEvents.ts'
import { everyBuiltInMessage, exampleAddresses, exampleIcs20Data, exampleManyMessages, exampleTx, toBase64Text } from '../../src/components/TxViewer/examples.ts'
import { createMessageRegistry, defaultMessageRegistry } from '../../src/components/TxViewer/registry.tsx'
import { TxViewer } from '../../src/components/TxViewer/TxViewer.tsx'
import { TxViewerJsonTree } from '../../src/components/TxViewer/TxViewerJsonTree.tsx'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { testClient } from '../helpers.tsx'

const kii = {
  base: 'akii',
  display: 'kii',
  symbol: 'KII',
  denom_units: [
    { denom: 'akii', exponent: 0, aliases: [] },
    { denom: 'kii', exponent: 18, aliases: [] },
  ],
}
const now = Date.parse('2026-03-01T12:05:00Z')
const { alice, bob } = exampleAddresses

function root() {
  return document.querySelector<HTMLElement>('.gk-tx-viewer')!
}

/** The transaction's own message number `number` (nested messages are inside their parent). */
function card(number: number) {
  return document.querySelectorAll<HTMLElement>('article.gk-tx-viewer__message[data-depth="0"]')[number - 1]!
}

describe('decoding chain data', () => {
  it('decodes base64 text only when it is canonical, printable and round-trips', () => {
    expect(decodeBase64Text('c2VuZGVy')).toBe('sender')
    expect(decodeBase64Text(toBase64Text('héllo ✓'))).toBe('héllo ✓')
    // Plain words that happen to be valid base64 decode to bytes that are not text.
    for (const plain of ['receiver', 'sequence', 'transfer', 'amount', 'sender', 'kii1abc', 'true', 'abcd']) {
      expect(decodeBase64Text(plain), plain).toBeUndefined()
    }
    expect(decodeBase64Text('c2VuZGVy\n')).toBeUndefined()
    expect(decodeBase64Text('AAEC')).toBeUndefined() // control bytes
    expect(decodeBase64Text('c2VuZGVyAA==')).toBeUndefined() // a NUL inside
    expect(decodeBase64Text('c2VuZGVz')).toBe('sendes')
    expect(decodeBase64Text('YQ=')).toBeUndefined() // not padded to 4
  })

  it('calls events base64 only when every key decodes to an identifier', () => {
    const plain = exampleTx({ messages: [everyBuiltInMessage[0]!] }).tx_response.events
    expect(eventsAreBase64(plain)).toBe(false)
    const encoded = exampleTx({ messages: [everyBuiltInMessage[0]!], style: 'base64' }).tx_response.events
    expect(eventsAreBase64(encoded)).toBe(true)
    // A key that is valid base64 but plain text (`abcd`) next to a plain one stays plain.
    expect(eventsAreBase64([{ type: 'x', attributes: [{ key: 'abcd', value: 'efgh' }, { key: 'sender', value: 'kii1' }] }])).toBe(false)
    expect(eventsAreBase64([])).toBe(false)
  })

  it('groups SDK 0.50 events by their msg_index and keeps fee and signature events apart', () => {
    const { tx_response } = exampleTx({ messages: everyBuiltInMessage.slice(0, 3) })
    const grouped = groupTxEvents(tx_response, 3)
    expect(grouped.source).toBe('msg_index')
    expect(grouped.messages.map((group) => group.events.map((event) => event.type))).toEqual([['message'], ['message'], ['message']])
    expect(grouped.messages[1]!.events[0]!.attributes.map((attribute) => attribute.key)).toEqual(['action', 'sender', 'module'])
    expect(grouped.tx.map((event) => event.type)).toEqual(['coin_spent', 'coin_received', 'transfer', 'tx', 'tx', 'tx'])
    expect(signersFromEvents(grouped.tx)).toEqual([alice])
  })

  it('groups older chains by logs and finds the ante events by what the logs do not hold', () => {
    const fee = { type: 'transfer', attributes: [{ key: 'recipient', value: 'kii1collector' }, { key: 'amount', value: '5akii' }] }
    const sameAsFee = { type: 'transfer', attributes: [{ key: 'recipient', value: 'kii1collector' }, { key: 'amount', value: '5akii' }] }
    const other = { type: 'message', attributes: [{ key: 'action', value: 'send' }] }
    const response = {
      events: [fee, { type: 'tx', attributes: [{ key: 'acc_seq', value: 'kii1me/3' }] }, sameAsFee, other],
      // SDK 0.45 omits msg_index 0 and merges a message's events of one type.
      logs: [{ log: 'ok', events: [{ type: 'transfer', attributes: sameAsFee.attributes }, other] }],
    }
    const grouped = groupTxEvents(response as unknown as TxResponse, 1)
    expect(grouped.source).toBe('logs')
    expect(grouped.messages[0]!.log).toBe('ok')
    expect(grouped.messages[0]!.events.map((event) => event.type)).toEqual(['transfer', 'message'])
    expect(grouped.tx.map((event) => event.type)).toEqual(['transfer', 'tx'])
  })

  it('decodes Tendermint 0.34 base64 events and reads the plain logs', () => {
    const { tx_response } = exampleTx({ messages: [everyBuiltInMessage[0]!], style: 'base64' })
    const grouped = groupTxEvents(tx_response, 1)
    expect(grouped.base64).toBe(true)
    expect(grouped.tx[3]).toMatchObject({ type: 'tx', decoded: true, attributes: [{ key: 'fee', value: '3133150000000000akii' }, { key: 'fee_payer', value: alice }] })
    expect(grouped.tx[3]!.attributes[0]!.raw).toEqual({ key: 'ZmVl', value: toBase64Text('3133150000000000akii') })
    expect(grouped.messages[0]!.events[0]!.attributes[0]).toMatchObject({ key: 'action', value: '/cosmos.bank.v1beta1.MsgSend' })
  })

  it('puts every event of a failed transaction at the transaction level', () => {
    const { tx_response } = exampleTx({ messages: [everyBuiltInMessage[0]!], code: 5 })
    const grouped = groupTxEvents(tx_response, 1)
    expect(grouped.source).toBe('none')
    expect(grouped.messages[0]!.events).toEqual([])
    expect(grouped.tx).toHaveLength(6)
  })

  it('decodes ICS-20 packet data and acknowledgements, and nothing else', () => {
    expect(decodeIcs20PacketData(exampleIcs20Data)).toEqual({
      amount: '2500000',
      denom: 'transfer/channel-0/uatom',
      receiver: alice,
      sender: exampleAddresses.cosmos,
      memo: 'from the hub',
    })
    expect(decodeIcs20PacketData(toBase64Text('{"amount":1e30,"denom":"x","sender":"a","receiver":"b"}'))).toBeUndefined()
    expect(decodeIcs20PacketData(toBase64Text('not json'))).toBeUndefined()
    expect(decodeIcs20PacketData('AAEC')).toBeUndefined()
    expect(decodeAcknowledgement(toBase64Text('{"result":"AQ=="}'))).toEqual({ kind: 'success', result: 'AQ==' })
    expect(decodeAcknowledgement(toBase64Text('{"error":"ABCI code: 5"}'))).toEqual({ kind: 'error', error: 'ABCI code: 5' })
  })

  it('parses oracle exchange rates, keeping the decimals exact', () => {
    expect(parseExchangeRates('1.234500000000000000ubtc,98765432109876543210.5uusdc')).toEqual([
      { denom: 'ubtc', rate: '1.234500000000000000' },
      { denom: 'uusdc', rate: '98765432109876543210.5' },
    ])
    expect(parseExchangeRates('1.5')).toBeUndefined()
    expect(parseExchangeRates('')).toEqual([])
  })
})

describe('message registry', () => {
  it('has a built-in entry for every message type the devnet and real chains produce', () => {
    for (const message of everyBuiltInMessage) expect(defaultMessageRegistry.get(String(message['@type'])), String(message['@type'])).toBeDefined()
    for (const typeUrl of ['/kiichain.kiichain3.evm.MsgEVMTransaction', '/ethermint.evm.v1.MsgEthereumTx', '/cosmos.staking.v1beta1.MsgUndelegate']) {
      expect(defaultMessageRegistry.get(typeUrl), typeUrl).toBeDefined()
    }
  })

  it('merges sources in order: later entries win and null removes a type', () => {
    const custom = { label: 'Mine', summary: () => 'mine' }
    const registry = createMessageRegistry(defaultMessageRegistry, { '/x.v1.MsgMine': custom, '/cosmos.bank.v1beta1.MsgSend': null })
    expect(registry.get('/x.v1.MsgMine')).toBe(custom)
    expect(registry.get('/cosmos.bank.v1beta1.MsgSend')).toBeUndefined()
    expect(registry.get('/cosmos.bank.v1beta1.MsgMultiSend')).toBe(defaultMessageRegistry.get('/cosmos.bank.v1beta1.MsgMultiSend'))
    expect(defaultMessageRegistry.get('/cosmos.bank.v1beta1.MsgSend')).toBeDefined()
  })

  it('renders a type added through the registry prop, merged over the built-ins', () => {
    const data = exampleTx({ messages: [{ '@type': '/example.nft.v1.MsgMint', id: '7', owner: bob }, everyBuiltInMessage[0]!] })
    render(
      <TxViewerView
        {...{ tx: data.tx, txResponse: data.tx_response }}
        now={now}
        locale="en-US"
        registry={{
          '/example.nft.v1.MsgMint': {
            label: 'Mint NFT',
            summary: (message, h) => h.fill('NFT {id} for {owner}', { id: String(message.id), owner: h.short(message.owner) }),
            render: (message, h) => h.fields([['Owner', h.address(message.owner)]]),
          },
        }}
      />,
    )
    expect(within(card(1)).getByRole('heading', { name: '1. Mint NFT' })).toBeInTheDocument()
    expect(card(1)).toHaveTextContent('NFT 7 for kii1fmewmw…lkmlzr')
    expect(within(card(1)).getByText('Owner')).toBeInTheDocument()
    expect(within(card(2)).getByRole('heading', { name: '2. Send' })).toBeInTheDocument()
  })

  it('falls back to the JSON tree when a renderer throws', () => {
    const data = exampleTx({ messages: [{ '@type': '/x.v1.MsgBroken', value: 'kept' }] })
    render(
      <TxViewerView
        txResponse={data.tx_response}
        now={now}
        registry={{
          '/x.v1.MsgBroken': {
            label: 'Broken',
            summary: () => {
              throw new Error('bad')
            },
            render: () => {
              throw new Error('bad')
            },
          },
        }}
      />,
    )
    expect(card(1)).toHaveTextContent('A message of type /x.v1.MsgBroken')
    expect(within(card(1)).getByText('kept')).toBeInTheDocument()
  })
})

describe('TxViewerView', () => {
  let written: string[] = []
  beforeEach(() => {
    written = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('shows the summary: status, hash, height, time, fee, gas with a percentage, memo and signers', () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!], memo: 'thanks for lunch' })
    render(<TxViewerView tx={data.tx} txResponse={data.tx_response} metadata={[kii]} locale="en-US" timeZone="UTC" now={now} />)
    expect(root()).toHaveAttribute('data-state', 'success')
    expect(root()).toHaveAttribute('data-result', 'success')
    expect(screen.getByRole('region', { name: 'Transaction' })).toBe(root())
    const row = (field: string) => root().querySelector(`[data-field="${field}"] dd`)!
    expect(row('status')).toHaveTextContent('Success')
    expect(within(row('hash') as HTMLElement).getByRole('button', { name: 'Copy transaction hash' })).toBeInTheDocument()
    expect(row('height')).toHaveTextContent('1,234,567')
    expect(row('time')).toHaveTextContent('Mar 1, 2026, 12:00:00 PM (5 minutes ago)')
    expect(row('fee')).toHaveTextContent('0.003133 KII')
    expect(row('gas')).toHaveTextContent('98,765 of 125,326 (78.8%)')
    expect(row('memo')).toHaveTextContent('thanks for lunch')
    expect(row('signers')).toHaveTextContent(alice)
    expect(within(card(1)).getByRole('heading', { name: '1. Send' })).toBeInTheDocument()
    expect(card(1)).toHaveTextContent('1.5 KII from kii1sgsyrq…gq5u7l to kii1fmewmw…lkmlzr')
  })

  it('renders every built-in message type, authz exec nested through the same registry', () => {
    const data = exampleTx({ messages: everyBuiltInMessage })
    render(<TxViewerView tx={data.tx} txResponse={data.tx_response} metadata={{ akii: kii }} locale="en-US" now={now} />)
    const titles = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)
    expect(titles).toEqual([
      '1. Send',
      '2. Multi-send',
      '3. IBC transfer',
      '4. IBC receive packet',
      '5. IBC acknowledgement',
      '6. IBC timeout',
      '7. IBC client update',
      '8. Delegate',
      '9. Undelegate',
      '10. Redelegate',
      '11. Withdraw rewards',
      '12. Vote',
      '13. Vote',
      '14. Authz exec',
      '15. Oracle vote',
      '16. EVM transaction',
      '17. EVM transaction',
      '18. EVM send',
      '19. Associate EVM address',
    ])
    expect(document.querySelectorAll('[data-known]')).toHaveLength(document.querySelectorAll('.gk-tx-viewer__message').length)
    const summary = (number: number) => card(number).querySelector('.gk-tx-viewer__message-summary')!.textContent
    expect(summary(2)).toBe('<0.000001 KII from kii1sgsyrq…gq5u7l to 2 recipients')
    expect(summary(3)).toBe('41.168837 KII to cosmos1amn…hjxyh8 through transfer/channel-3')
    // ICS-20 packet data decoded; its denom is the sender chain's path, shown exactly.
    expect(summary(4)).toBe('2,500,000 transfer/channel-0/uatom from cosmos1amn…hjxyh8 to kii1sgsyrq…gq5u7l on transfer/channel-3')
    expect(card(4)).toHaveTextContent('from the hub')
    expect(summary(5)).toBe('Packet 16624 on transfer/channel-0: success')
    expect(summary(10)).toBe('2 KII from kiivaloper…7nsvxq to kiivaloper…hp7ce5')
    expect(summary(12)).toBe('Yes on proposal #7')
    expect(summary(13)).toBe('No with veto on proposal #12')
    expect(summary(14)).toBe('2 messages as kii1fmewmw…lkmlzr')
    // Nested messages one level deeper, a nested exec deeper still.
    expect(within(card(14)).getByRole('heading', { level: 5, name: '1. Send' })).toBeInTheDocument()
    expect(within(card(14)).getByRole('heading', { level: 6, name: '1. Vote' })).toBeInTheDocument()
    expect(summary(15)).toBe('3 rates for kiivaloper…7nsvxq')
    const rates = within(card(15)).getByRole('table', { name: 'Exchange rates' })
    expect(within(rates).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DenomRate',
      'ubtc1.2345',
      'ueth0.000000000000000001',
      'uusdc98,765,432,109,876,543,210.5',
    ])
    expect(rates.querySelector('data')).toHaveAttribute('value', '1.234500000000000000')
    expect(summary(16)).toBe('To 0x8ba1f109…4DBA72')
    expect(card(16)).toHaveTextContent('1336')
    expect(card(17)).toHaveTextContent('0x8ba1f109551bd432803012645ac136ddd64dba72')
    expect(summary(17)).toBe('Hash 0x5775db42…8813b2')
  })

  it('guards the depth of nested messages', () => {
    let message: Record<string, unknown> = { '@type': '/cosmos.gov.v1beta1.MsgVote', proposal_id: '1', voter: alice, option: 'VOTE_OPTION_YES' }
    for (let depth = 0; depth < 6; depth++) message = { '@type': '/cosmos.authz.v1beta1.MsgExec', grantee: bob, msgs: [message] }
    const data = exampleTx({ messages: [message] })
    render(<TxViewerView txResponse={data.tx_response} maxDepth={2} now={now} />)
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByText('Nested too deeply to show here; see the raw JSON.')).toBeInTheDocument()
  })

  it('shows a failed transaction with codespace, code and log as text', () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!], code: 5, rawLog: 'spendable balance 0akii is smaller than <b>1akii</b>: insufficient funds' })
    render(<TxViewerView txResponse={data.tx_response} now={now} locale="en-US" />)
    expect(root()).toHaveAttribute('data-result', 'failed')
    const status = root().querySelector('[data-field="status"] dd')!
    expect(status).toHaveTextContent('Failed')
    expect(status).toHaveTextContent('Code 5 in sdk')
    expect(status).toHaveTextContent('is smaller than <b>1akii</b>: insufficient funds')
    expect(status.querySelector('b')).toBeNull()
    expect(root().querySelector('[data-field="gas"] dd')).toHaveTextContent('44,900 of 125,326 (35.8%)')
    expect(card(1)).toHaveTextContent('No events were recorded for this message.')
  })

  it('shows an unknown message type as a collapsible JSON tree', () => {
    const data = exampleTx({
      messages: [{ '@type': '/example.custom.v1.MsgDoSomething', owner: bob, config: { nested: { deep: 'value' }, list: [1, true, null] } }],
    })
    render(<TxViewerView txResponse={data.tx_response} now={now} />)
    expect(card(1)).toHaveTextContent('A message of type /example.custom.v1.MsgDoSomething')
    expect(within(card(1)).getByRole('heading', { name: '1. MsgDoSomething' })).toBeInTheDocument()
    const config = within(card(1)).getByText('config').closest('details')!
    expect(config.open).toBe(false)
    expect(within(config).queryByText('nested')).toBeNull()
    act(() => {
      config.open = true
      config.dispatchEvent(new Event('toggle'))
    })
    expect(within(config).getByText('nested')).toBeInTheDocument()
    expect(within(config).getByText('3 items').closest('summary')).toHaveTextContent('list')
    expect(within(config).getByText('1 field').closest('summary')).toHaveTextContent('nested')
  })

  it('keeps hostile text inert: markup, javascript: values, bidi overrides, a 1 MB memo', () => {
    const memo = `<script>alert(1)</script>\u202Egnp.exe\u202C javascript:alert(2) ${'x'.repeat(1024 * 1024)}`
    const data = exampleTx({
      messages: [{ '@type': '/example.v1.MsgEvil', url: 'javascript:alert(3)', html: '<img src=x onerror=alert(4)>' }],
      memo,
      messageEvents: [[{ type: 'wasm', attributes: [{ key: '<b>key</b>', value: 'javascript:alert(5)' }] }]],
    })
    render(<TxViewerView tx={data.tx} txResponse={data.tx_response} now={now} locale="en-US" />)
    expect(document.querySelector('script, img, b, a[href^="javascript"]')).toBeNull()
    const memoCell = root().querySelector('[data-field="memo"] dd')!
    expect(memoCell).toHaveTextContent('<script>alert(1)</script>⟨U+202E⟩gnp.exe⟨U+202C⟩ javascript:alert(2)')
    expect(memoCell.textContent!.length).toBeLessThan(2000)
    const showAll = within(memoCell as HTMLElement).getByRole('button', { name: `Show all (${memo.length.toLocaleString('en-US')} characters)` })
    expect(showAll).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(showAll)
    expect(within(memoCell as HTMLElement).getByRole('region', { name: 'Memo' }).textContent!.length).toBeGreaterThan(1024 * 1024)
    expect(within(memoCell as HTMLElement).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    expect(card(1)).toHaveTextContent('javascript:alert(5)')
    expect(card(1)).toHaveTextContent('<b>key</b>')
  })

  it('decodes base64 events of Tendermint 0.34 chains and says so', () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!], style: 'base64' })
    render(<TxViewerView txResponse={data.tx_response} now={now} />)
    // The logs of those chains are plain text: the message's events come from there.
    const events = within(card(1)).getByRole('table', { name: 'Events of message 1 (1)' })
    expect(events).not.toHaveAttribute('data-encoding')
    expect(within(events).getByRole('rowheader', { name: 'action' })).toBeInTheDocument()
    expect(events).toHaveTextContent('/cosmos.bank.v1beta1.MsgSend')
    const txEvents = root().querySelector<HTMLDetailsElement>('.gk-tx-viewer__tx-events')!
    act(() => {
      txEvents.open = true
      txEvents.dispatchEvent(new Event('toggle'))
    })
    const table = within(txEvents).getByRole('table')
    expect(table).toHaveAttribute('data-encoding', 'base64')
    expect(within(table).getByRole('rowheader', { name: 'fee_payer' })).toBeInTheDocument()
    expect(within(table).getAllByText(alice).length).toBeGreaterThan(0)
    expect(within(table).getByRole('rowheader', { name: 'fee' })).toHaveAttribute('title', 'ZmVl')
    expect(txEvents).toHaveTextContent('The chain sent these events in base64; they are shown decoded.')
  })

  it('lists transaction-level events apart, collapsed at first', () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    render(<TxViewerView txResponse={data.tx_response} now={now} />)
    const txEvents = root().querySelector<HTMLDetailsElement>('.gk-tx-viewer__tx-events')!
    expect(txEvents.querySelector('summary')).toHaveTextContent('Transaction events (6)')
    expect(txEvents.open).toBe(false)
    act(() => {
      txEvents.open = true
      txEvents.dispatchEvent(new Event('toggle'))
    })
    const table = within(txEvents).getByRole('table', { name: 'Transaction events (6)' })
    expect(within(table).getAllByRole('rowheader', { name: 'acc_seq' })).toHaveLength(1)
    // The signer is an `Address` (shortened, full value in its tooltip), its sequence text after it.
    const accSeq = within(table).getByRole('rowheader', { name: 'acc_seq' }).closest('tr')!.querySelector('.gk-tx-viewer__event-value')!
    expect(within(accSeq as HTMLElement).getByRole('tooltip')).toHaveTextContent(alice)
    expect(accSeq.textContent).toMatch(/\/102$/)
  })

  it('shows the raw JSON on request and copies it', async () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    render(<TxViewerView tx={data.tx} txResponse={data.tx_response} now={now} />)
    const toggle = screen.getByRole('button', { name: 'Show raw JSON' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const json = screen.getByRole('region', { name: 'Raw JSON' })
    expect(JSON.parse(json.textContent!)).toEqual({ tx: data.tx, tx_response: data.tx_response })
    expect(toggle).toHaveAttribute('aria-controls', json.id)
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Copy JSON' })))
    expect(JSON.parse(written[0]!)).toEqual({ tx: data.tx, tx_response: data.tx_response })
    expect(await screen.findByText('Copied')).toHaveAttribute('aria-live', 'polite')
  })

  it('shows a transaction without a result, from the Tx alone', () => {
    const { tx } = exampleTx({ messages: [everyBuiltInMessage[7]!] })
    render(<TxViewerView tx={tx} now={now} locale="en-US" />)
    expect(root()).toHaveAttribute('data-result', 'unknown')
    expect(root().querySelector('[data-field="status"]')).toHaveTextContent('No result')
    expect(root().querySelector('[data-field="gas"]')).toHaveTextContent('125,326 wanted')
    expect(root().querySelector('[data-field="signers"]')).toHaveTextContent(alice)
    expect(root().querySelector('[data-field="hash"]')).toBeNull()
    expect(screen.getByRole('heading', { name: '1. Delegate' })).toBeInTheDocument()
  })

  it('follows the locale and string overrides', () => {
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    render(
      <TxViewerView
        txResponse={data.tx_response}
        metadata={[kii]}
        locale="de-DE"
        timeZone="UTC"
        now={now}
        strings={{ title: 'Transaktion', success: 'Erfolgreich', labelSend: 'Senden', summarySend: '{amount} an {to}' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Transaktion' })).toBeInTheDocument()
    expect(root().querySelector('[data-field="status"]')).toHaveTextContent('Erfolgreich')
    expect(root().querySelector('[data-field="gas"]')).toHaveTextContent('98.765 of 125.326 (78,8 %)')
    expect(card(1).querySelector('.gk-tx-viewer__message-summary')).toHaveTextContent('1,5 KII an kii1fmewmw…lkmlzr')
    expect(screen.getByRole('heading', { name: '1. Senden' })).toBeInTheDocument()
  })

  it('shows loading, empty and error states with retry, and announces the loaded result politely', () => {
    let retried = 0
    const { rerender } = render(<TxViewerView status="pending" />)
    expect(root()).toHaveAttribute('data-state', 'pending')
    expect(root()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    rerender(<TxViewerView />)
    expect(root()).toHaveAttribute('data-state', 'empty')
    expect(root()).toHaveTextContent('No transaction to show.')
    rerender(<TxViewerView status="error" error={{ shortMessage: 'The gateway is down.' }} onRetry={() => (retried += 1)} />)
    expect(root()).toHaveAttribute('data-state', 'error')
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.')
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('The gateway is down.')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retried).toBe(1)
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    rerender(<TxViewerView txResponse={data.tx_response} now={now} />)
    expect(root().querySelector('.gk-tx-viewer__announcement')).toHaveTextContent('Transaction loaded: Success.')
    expect(root().querySelector('.gk-tx-viewer__announcement')).toHaveAttribute('aria-live', 'polite')
  })

  it('renders 100 messages and 1,000 events, events collapsed until asked for', () => {
    const data = exampleManyMessages(100, 10)
    render(<TxViewerView tx={data.tx} txResponse={data.tx_response} now={now} />)
    // Role queries walk the accessibility tree, which is slow in jsdom on a page this size.
    const cards = document.querySelectorAll('article.gk-tx-viewer__message')
    expect(cards).toHaveLength(100)
    expect(document.querySelector('.gk-tx-viewer__section h3')).toHaveTextContent('Messages (100)')
    const events = cards[99]!.querySelector<HTMLDetailsElement>('.gk-tx-viewer__events')!
    expect(events.querySelector('summary')).toHaveTextContent('Events of message 100 (10)')
    expect(events.open).toBe(false)
    expect(document.querySelectorAll('tbody.gk-tx-viewer__event')).toHaveLength(0)
    act(() => {
      events.open = true
      events.dispatchEvent(new Event('toggle'))
    })
    expect(events.querySelectorAll('tbody')).toHaveLength(10)
    // jsdom builds 6,700 elements here: seconds on a loaded machine, not the default 5.
  }, 20_000)

  it('forwards refs and className, and takes heading levels', () => {
    let element: HTMLElement | null = null
    const data = exampleTx({ messages: [everyBuiltInMessage[0]!] })
    render(<TxViewerView ref={(node) => void (element = node)} className="mine" headingLevel={3} txResponse={data.tx_response} now={now} />)
    expect(element).toHaveClass('gk-tx-viewer', 'mine')
    expect(screen.getByRole('heading', { level: 3, name: 'Transaction' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 5, name: '1. Send' })).toBeInTheDocument()
  })
})

describe('TxViewerJsonTree', () => {
  it('shows values as text and pages long arrays', () => {
    render(<TxViewerJsonTree value={{ items: Array.from({ length: 150 }, (_, index) => index), flag: false }} defaultExpandDepth={2} pageSize={100} locale="en-US" />)
    expect(screen.getByText('150 items')).toBeInTheDocument()
    // Each item shows its index and its value.
    expect(screen.getAllByText('99')).toHaveLength(2)
    expect(screen.queryByText('100')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more' }))
    expect(screen.getAllByText('149')).toHaveLength(2)
    expect(screen.getByText('false')).toHaveAttribute('data-type', 'boolean')
  })
})

describe('TxViewer (connected)', () => {
  let devnet: DevnetServer
  beforeAll(async () => {
    devnet = await startDevnetServer({ port: 0, seed: 'tx-viewer', autoAdvance: false })
  })
  afterAll(() => devnet.close())

  function renderWithGateway(ui: ReactNode) {
    return render(
      <GatekitProvider client={testClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()}>
        {ui}
      </GatekitProvider>,
    )
  }

  const txOfType = (typeUrl: string) =>
    devnet.devnet.chain.allTxs().find((tx) => (tx.tx as unknown as Tx).body!.messages[0]!['@type' as never] === typeUrl && tx.response.code === 0)!

  it('fetches a bank send by hash and resolves its amounts through metadata', async () => {
    const send = txOfType('/cosmos.bank.v1beta1.MsgSend')
    renderWithGateway(<TxViewer hash={send.hash} locale="en-US" />)
    expect(root()).toHaveAttribute('data-state', 'pending')
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'success'))
    expect(root()).toHaveAttribute('data-result', 'success')
    expect(screen.getByRole('heading', { name: '1. Send' })).toBeInTheDocument()
    await waitFor(() => expect(root().querySelector('[data-field="fee"] [data-resolution="metadata"]')).toHaveTextContent('KII'))
    expect(root().querySelector('[data-field="height"] data')).toHaveAttribute('value', String(send.height))
    // Devnet transactions carry their message events in logs and repeat them in events.
    const messageEvents = within(card(1)).getByRole('table', { name: /^Events of message 1/ })
    expect(within(messageEvents).getByText('/cosmos.bank.v1beta1.MsgSend')).toBeInTheDocument()
    expect(root().querySelector('.gk-tx-viewer__tx-events summary')).toHaveTextContent(/^Transaction events \(\d+\)$/)
  })

  it('shows a hash the gateway does not know as a neutral "not found" empty state, without a retry', async () => {
    render(
      <GatekitProvider client={testClient({ baseUrl: devnet.url, retry: 0 })} queryClient={new QueryClient()}>
        <TxViewer hash={'AB'.repeat(32)} />
      </GatekitProvider>,
    )
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'))
    expect(root()).toHaveTextContent('No transaction with this hash was found.')
    expect(root()).toHaveAttribute('data-error', 'not-found')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('is empty without a hash and fetches nothing', () => {
    renderWithGateway(<TxViewer hash="" />)
    expect(root()).toHaveAttribute('data-state', 'empty')
  })
})
