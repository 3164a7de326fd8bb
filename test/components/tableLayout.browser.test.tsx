// The table kit's layout in Chromium with the real styles: at 320 and 360 px (the page is the phone)
// and at 1280 px (a wide page, and a 320 px column of it: layout follows the container, not the page),
// nothing is wider than its container, amounts show their whole number, and numbers line up on the
// decimal sign.
import { render } from '@testing-library/react'
import 'gatekit/styles.css'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { TxTableView } from '../../src/components/TxTable/TxTableView.tsx'
import { TxViewerEvents } from '../../src/components/TxViewer/detailParts.tsx'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { cutWords, layoutProblems } from './layoutProblems.ts'

const longPort = 'icacontroller-kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const channels = [
  {
    port_id: longPort,
    channel_id: 'channel-1234567',
    state: 'STATE_OPEN',
    ordering: 'ORDER_ORDERED',
    counterparty: { port_id: 'icahost', channel_id: 'channel-977' },
    connection_hops: ['connection-1234567890'],
    version: JSON.stringify({ version: 'ics27-1', controller_connection_id: 'connection-2', host_connection_id: 'connection-202', address: 'noble1icahostaccountaddressthatislongerthananyscreen', encoding: 'proto3', tx_type: 'sdk_multi_msg' }),
  },
  {
    port_id: 'transfer',
    channel_id: 'channel-0',
    state: `STATE_${'UNRECOGNIZED'.repeat(8)}`,
    ordering: 'ORDER_UNORDERED',
    counterparty: { port_id: 'transfer', channel_id: 'channel-141' },
    connection_hops: ['connection-0'],
    version: 'ics20-1',
  },
]

async function renderAt(width: number, element: ReactElement, column?: number) {
  await page.viewport(width, 900)
  document.body.style.margin = '0'
  const { container } = render(<main style={column ? { width: `${column}px` } : undefined}>{element}</main>)
  return container.querySelector<HTMLElement>('.gk-table')!
}

afterEach(async () => {
  document.body.style.margin = ''
  await page.viewport(414, 896)
})

describe('ChannelTable by container width', () => {
  for (const [width, column] of [[320], [360], [1280], [1280, 320]] as const) {
    it(`fits ${column ? `a ${column} px column of a ${width} px page` : `a ${width} px page`}`, async () => {
      const root = await renderAt(width, <ChannelTableView status="success" channels={channels} locale="en-US" />, column)
      expect(layoutProblems(root)).toEqual([])
      const row = root.querySelector('tbody tr')!
      // Narrow: each channel is a card of label/value pairs; wide: a table row.
      const narrow = (column ?? width) < 400
      expect(getComputedStyle(row).display).toBe(narrow ? 'block' : 'table-row')
      if (narrow) expect(getComputedStyle(root.querySelector('tbody td')!, '::before').content).toBe('"State"')
      // Chain text stays whole: the long unknown state is there in full.
      expect(root.textContent).toContain(channels[1]!.state)
    })
  }
})

const creator = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u'
const balances = [
  { denom: 'akii', amount: '980762429031234567890123456789' },
  { denom: 'uatom', amount: '5300' },
  { denom: 'ustake', amount: '5743000' },
  { denom: `factory/${creator}x7/ORO`, amount: '12' },
  { denom: `factory/${creator}q2/ORO`, amount: '1234567890123' },
]
const metadata = {
  akii: { base: 'akii', display: 'kii', symbol: 'KII', denom_units: [{ denom: 'akii', exponent: 0 }, { denom: 'kii', exponent: 18 }] },
  uatom: { base: 'uatom', display: 'atom', symbol: 'ATOM', denom_units: [{ denom: 'uatom', exponent: 0 }, { denom: 'atom', exponent: 6 }] },
  ustake: { base: 'ustake', display: 'stake', symbol: 'STAKE', denom_units: [{ denom: 'ustake', exponent: 0 }, { denom: 'stake', exponent: 9 }] },
}

describe('BalanceList by container width', () => {
  for (const [width, column] of [[320], [360], [1280], [1280, 320]] as const) {
    it(`fits ${column ? `a ${column} px column of a ${width} px page` : `a ${width} px page`}, amounts whole`, async () => {
      const root = await renderAt(width, <BalanceListView status="success" balances={balances} metadata={metadata} locale="en-US" />, column)
      expect(layoutProblems(root)).toEqual([])
      const values = [...root.querySelectorAll('.gk-amount__value')].map((value) => value.textContent)
      // The 12-digit integer part of 980,762,429,031.234567 is there whole, never cut mid-number.
      expect(values).toContain('980,762,429,031.234567')
      expect(values).toContain('1,234,567,890,123')
      const narrow = (column ?? width) < 400
      expect(getComputedStyle(root.querySelector('tbody tr')!).display).toBe(narrow ? 'block' : 'table-row')
    })
  }

  it('lines decimal signs up in the amount column, and keeps token-factory denoms apart', async () => {
    const root = await renderAt(1280, <BalanceListView status="success" balances={balances} metadata={metadata} locale="en-US" defaultSort={{ key: 'name', direction: 'ascending' }} />)
    const fractions = [...root.querySelectorAll('tbody tr td:nth-child(2) .gk-decimal__frac')]
    expect(fractions).toHaveLength(balances.length)
    const starts = new Set(fractions.map((fraction) => Math.round(fraction.getBoundingClientRect().left)))
    // 0.0053 over 5.743 over 980,762,429,031.234568 and the whole numbers: one decimal position.
    expect(starts.size).toBe(1)
    for (const value of root.querySelectorAll('.gk-amount')) expect(getComputedStyle(value).fontVariantNumeric).toContain('tabular-nums')
    const names = [...root.querySelectorAll('.gk-balance-list__name')].map((name) => name.textContent)
    expect(names).toContain('factory/kii1…x7/ORO')
    expect(names).toContain('factory/kii1…q2/ORO')
    // No name cell shows a 60-character raw denom unbroken.
    for (const name of names) expect(name!.length).toBeLessThan(30)
  })
})

const updatedAt = Date.parse('2026-03-01T12:00:00Z')
const rate = (denom: string, exchangeRate: string) => ({
  denom,
  oracle_exchange_rate: { exchange_rate: exchangeRate, last_update: '1234567', last_update_timestamp: String(updatedAt) },
})
const rates = [
  rate('uatom', '6.412000000000000000'),
  rate('uosmo', '0.005743000000000000'),
  rate('akii', '123456789012345678.123456789012345678'),
  rate(`factory/${creator}x7/ORO`, '1.000000000000000000'),
]

// Three snapshots of every rate, a minute apart: each row gets a sparkline.
const oracleSnapshots = [0, 1, 2].map((step) => ({
  snapshot_timestamp: String(updatedAt / 1000 - 120 + step * 60),
  price_snapshot_items: rates.map(({ denom, oracle_exchange_rate }) => ({ denom, oracle_exchange_rate: { exchange_rate: step === 1 ? '1.5' : oracle_exchange_rate.exchange_rate } })),
}))

describe('OracleRatesTable by container width', () => {
  for (const [width, column] of [[320], [360], [1280], [1280, 320]] as const) {
    it(`fits ${column ? `a ${column} px column of a ${width} px page` : `a ${width} px page`}, rates whole`, async () => {
      // Every digit (significantDigits Infinity) and a sparkline with its scale and period: still no overflow.
      const root = await renderAt(width, <OracleRatesTableView rates={rates} snapshots={oracleSnapshots} significantDigits={Infinity} locale="en-US" now={updatedAt} />, column)
      expect(layoutProblems(root)).toEqual([])
      expect(root.querySelectorAll('[role="slider"]').length).toBeGreaterThan(0)
      // Stacked cards without a sortable column: no empty header band above them.
      expect(getComputedStyle(root.querySelector('thead')!).display).toBe((column ?? width) < 576 ? 'none' : 'table-header-group')
      expect([...root.querySelectorAll('.gk-oracle-rates-table__rate')].map((value) => value.textContent)).toContain('123,456,789,012,345,678.123456789012345678')
    })
  }

  it('lines rates up on the decimal sign, however many decimals', async () => {
    const root = await renderAt(1280, <OracleRatesTableView rates={rates} locale="en-US" now={updatedAt} />)
    const starts = new Set([...root.querySelectorAll('.gk-oracle-rates-table__rate .gk-decimal__frac')].map((fraction) => Math.round(fraction.getBoundingClientRect().left)))
    expect(starts.size).toBe(1)
    const ends = new Set([...root.querySelectorAll('.gk-oracle-rates-table__rate')].map((value) => Math.round(value.getBoundingClientRect().right)))
    expect(ends.size).toBe(1)
  })
})

const txRows = Array.from({ length: 30 }, (_, index) => ({
  hash: `${index.toString(16).padStart(2, '0')}${'AB'.repeat(31)}`,
  height: String(7_654_321 - index),
  time: '2026-03-01T12:00:00Z',
  messages: ['/cosmos.bank.v1beta1.MsgSend', '/cosmos.staking.v1beta1.MsgDelegate'],
  code: index % 5 === 0 ? 5 : 0,
  fee: [{ denom: index % 2 ? `factory/${creator}x7/ORO` : 'akii', amount: String(2_500 + index * 1_000) }],
}))
const blockRows = Array.from({ length: 30 }, (_, index) => ({
  height: String(12_345_678 - index),
  time: '2026-03-01T12:00:00Z',
  proposer: 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
  txCount: index * 7,
}))

describe('explorer tables by container width', () => {
  for (const [width, column] of [[320], [360], [1280], [1280, 320]] as const) {
    const where = column ? `a ${column} px column of a ${width} px page` : `a ${width} px page`
    it(`TxTable fits ${where}: low-priority columns give way, heights and fees whole`, async () => {
      const root = await renderAt(width, <TxTableView status="success" rows={txRows} totalCount={30} locale="en-US" />, column)
      await expect.poll(() => root.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(3)
      expect(layoutProblems(root)).toEqual([])
      const narrow = (column ?? width) < 640
      const timeHeader = [...root.querySelectorAll('th')].find((header) => header.textContent === 'Time')!
      expect(getComputedStyle(timeHeader).display).toBe(narrow ? 'none' : 'table-cell')
      // Numbers are never cut: every numeric cell's content fits its cell.
      for (const cell of root.querySelectorAll<HTMLElement>('tbody td[data-numeric]')) expect(cell.scrollWidth, cell.textContent!).toBeLessThanOrEqual(cell.clientWidth + 1)
      // Nor are words or the shortened hash: a narrow table shows 6…6 and a ✓ or ✕, and still reads "Success".
      expect(cutWords(root)).toEqual([])
      const status = root.querySelector('.gk-tx-table__status')!
      expect(getComputedStyle(status.querySelector('.gk-narrow-label__short')!).display).toBe((column ?? width) <= 416 ? 'inline' : 'none')
      expect(status.querySelector('.gk-narrow-label__full')!.textContent).toMatch(/^(Success|Failed)$/)
    })

    it(`BlockExplorerTable fits ${where}: heights right-aligned and whole`, async () => {
      const root = await renderAt(width, <BlockExplorerTableView status="success" rows={blockRows} locale="en-US" />, column)
      await expect.poll(() => root.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(3)
      expect(layoutProblems(root)).toEqual([])
      const header = root.querySelector<HTMLElement>('tbody th')!
      expect(getComputedStyle(header).textAlign).toBe('end')
      expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth + 1)
      expect(header.textContent).toBe('12,345,678')
      // "14 seconds ago" and the transactions header are whole ("Txs" in a narrow table, read as "Transactions").
      expect(cutWords(root)).toEqual([])
      const txsHeader = [...root.querySelectorAll('thead th')].at(-1)!
      expect(txsHeader.querySelector('.gk-narrow-label__full')!.textContent).toBe('Transactions')
    })
  }
})

const voteEvents = [
  {
    type: 'aggregate_vote',
    decoded: false,
    attributes: [
      { key: 'voter', value: 'kiivaloper1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u2dd6s5' },
      { key: 'exchange_rates', value: '1.245952797438491229akii,6.363492165078930720uatom' },
    ],
  },
  { type: 'message', decoded: false, attributes: [{ key: 'module', value: 'oracle' }] },
]

describe('transaction and block details by container width', () => {
  for (const [width, column] of [[320], [360], [1280], [1280, 320]] as const) {
    const where = column ? `a ${column} px column of a ${width} px page` : `a ${width} px page`
    const narrow = (column ?? width) < 480

    it(`TxViewer's events fit ${where}: a narrow table puts each event's type on a line of its own`, async () => {
      await renderAt(width, <div className="gk-table"><TxViewerEvents events={voteEvents} caption="Events" locale="en-US" /></div>, column)
      const root = document.querySelector<HTMLElement>('.gk-tx-viewer__events')!
      expect(layoutProblems(root)).toEqual([])
      const [type, key] = [root.querySelector('.gk-tx-viewer__event-type')!, root.querySelector('.gk-tx-viewer__event-key')!]
      const table = root.querySelector('table')!.getBoundingClientRect()
      // Narrow: "aggregate_vote" spans the table above its attributes (it broke in two in a quarter of it).
      expect(type.getBoundingClientRect().width).toBeGreaterThan(table.width * (narrow ? 0.95 : 0.2))
      expect(type.getBoundingClientRect().width).toBeLessThan(table.width * (narrow ? 1.01 : 0.3))
      expect(key.getBoundingClientRect().top >= type.getBoundingClientRect().bottom - 1).toBe(narrow)
      expect(type.scrollWidth).toBeLessThanOrEqual(type.clientWidth + 1)
    })

    it(`BlockDetail's transactions fit ${where}: a narrow detail shows each hash whole, its memo under it`, async () => {
      const block = {
        height: '12345678',
        time: '2026-03-01T12:00:00Z',
        proposer: 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l',
        txCount: 2,
        txs: [
          { hash: 'E9767AE6'.repeat(8), messages: ['/cosmos.bank.v1beta1.MsgMultiSend'], memo: 'thanks for lunch' },
          { hash: 'D6B6489A'.repeat(8), messages: ['/cosmos.bank.v1beta1.MsgSend'], memo: '' },
        ],
      }
      await renderAt(width, <BlockDetailView status="success" height={block.height} block={block} locale="en-US" />, column)
      const root = document.querySelector<HTMLElement>('.gk-block-detail')!
      expect(layoutProblems(root)).toEqual([])
      const hash = root.querySelector<HTMLElement>('.gk-block-detail__tx-hash .gk-copyable__value')!
      expect(hash.scrollWidth, hash.textContent!).toBeLessThanOrEqual(hash.clientWidth + 1)
      const [memo, messages] = [root.querySelector('.gk-block-detail__memo')!, root.querySelector('.gk-block-detail__messages')!]
      expect(memo.getBoundingClientRect().top >= messages.getBoundingClientRect().bottom - 1).toBe(narrow)
      expect(messages.scrollWidth).toBeLessThanOrEqual(messages.clientWidth + 1)
    })
  }
})

describe('the layout check itself', () => {
  it('notices content that breaks out of a table component, and a number cut with an ellipsis', async () => {
    const wide = await renderAt(360, <div className="gk-table"><div style={{ whiteSpace: 'nowrap' }}>{'W'.repeat(300)}</div></div>)
    expect(layoutProblems(wide)).not.toEqual([])
    document.body.replaceChildren()
    const cut = await renderAt(
      360,
      <div className="gk-table">
        <table style={{ width: '60px', tableLayout: 'fixed' }}>
          <tbody>
            <tr>
              <td data-numeric="" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                980,762,429,031.234567
              </td>
            </tr>
          </tbody>
        </table>
      </div>,
    )
    expect(layoutProblems(cut).join()).toMatch(/td.* scrolls sideways/)
  })
})
