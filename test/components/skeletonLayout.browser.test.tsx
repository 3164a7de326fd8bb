/// <reference types="vite/client" />
// No layout jump between a skeleton and the content that replaces it: in Chromium, with the
// real stylesheet, a table root is as high while loading as with the same number of loaded rows,
// and every skeleton row is as high as a loaded row.
import { render } from '@testing-library/react'
import 'gatekit/styles.css'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import type { ChannelTableChannel } from '../../src/components/ChannelTable/useChannelTable.ts'
import { BlockExplorerTableView, type BlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import type { OracleRateEntry } from '../../src/components/OracleRatesTable/useOracleRatesTable.ts'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'

const proposer = 'kiivalcons1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

const blockRows = (count: number): BlockExplorerRow[] =>
  Array.from({ length: count }, (_, index) => ({
    height: String(1_000 - index),
    time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
    proposer,
    txCount: index % 5,
  }))

const txRows = (count: number): TxTableRow[] =>
  Array.from({ length: count }, (_, index) => ({
    hash: index.toString(16).toUpperCase().padStart(64, '0'),
    height: String(5_000 - index),
    time: '2026-03-01T12:00:00Z',
    messages: ['/cosmos.bank.v1beta1.MsgSend'],
    code: 0,
    codespace: '',
    fee: [{ denom: 'akii', amount: '2500000000000000' }],
    memo: '',
    gasUsed: '81234',
    gasWanted: '100000',
    rawLog: '',
  }))

const rates: OracleRateEntry[] = ['uatom', 'uosmo', 'akii', 'ujuno', 'uusdc'].map((denom, index) => ({
  denom,
  oracle_exchange_rate: { exchange_rate: `${index + 1}.412000000000000000`, last_update: '61', last_update_timestamp: '1772366400' },
}))

const now = Date.UTC(2026, 2, 1, 12, 1)

const channels: ChannelTableChannel[] = Array.from({ length: 5 }, (_, id) => ({
  port_id: 'transfer',
  channel_id: `channel-${id}`,
  state: 'STATE_OPEN',
  ordering: 'ORDER_UNORDERED',
  counterparty: { port_id: 'transfer', channel_id: `channel-${141 + id}` },
  connection_hops: [`connection-${id}`],
  version: 'ics20-1',
}))

const kii = {
  base: 'akii',
  display: 'kii',
  name: 'Kii',
  symbol: 'KII',
  description: 'Kii token.',
  denom_units: [
    { denom: 'akii', exponent: 0, aliases: [] },
    { denom: 'kii', exponent: 18, aliases: [] },
  ],
}
const balances = ['akii', 'uatom', 'uosmo', 'ujuno'].map((denom, index) => ({ denom, amount: `${index + 1}234567800000000000000` }))

function heights(element: ReactElement, loaded: ReactElement, rowSelector: string) {
  const host = document.createElement('div')
  host.style.width = '960px'
  document.body.append(host)
  const { container, rerender, unmount } = render(element, { container: host })
  const root = container.firstElementChild as HTMLElement
  const skeletonRows = [...root.querySelectorAll<HTMLElement>('tr[data-skeleton]')].map((row) => row.getBoundingClientRect().height)
  const pending = root.getBoundingClientRect().height
  rerender(loaded)
  const loadedRoot = container.firstElementChild as HTMLElement
  const loadedRows = [...loadedRoot.querySelectorAll<HTMLElement>(rowSelector)].map((row) => row.getBoundingClientRect().height)
  const success = loadedRoot.getBoundingClientRect().height
  unmount()
  host.remove()
  return { pending, success, skeletonRows, loadedRows }
}

describe('skeletons keep the layout of the content (Chromium)', () => {
  it('BlockExplorerTable: 12 skeleton rows, then 12 blocks, same height', () => {
    const figures = heights(
      <BlockExplorerTableView status="pending" locale="en-US" />,
      <BlockExplorerTableView status="success" rows={blockRows(12)} locale="en-US" />,
      'tbody tr[data-index]',
    )
    expect(figures.skeletonRows).toHaveLength(12)
    expect(figures.loadedRows.length).toBeGreaterThanOrEqual(12)
    expect(new Set(figures.skeletonRows)).toEqual(new Set([figures.loadedRows[0]]))
    expect(Math.abs(figures.pending - figures.success)).toBeLessThanOrEqual(1)
  })

  it('TxTable: 12 skeleton rows, then 12 transactions, same height', () => {
    const figures = heights(
      <TxTableView status="pending" rows={[]} locale="en-US" />,
      <TxTableView status="success" rows={txRows(12)} locale="en-US" />,
      'tbody tr[data-index]',
    )
    expect(figures.skeletonRows).toHaveLength(12)
    expect(new Set(figures.skeletonRows)).toEqual(new Set([figures.loadedRows[0]]))
    expect(Math.abs(figures.pending - figures.success)).toBeLessThanOrEqual(1)
  })

  it('OracleRatesTable: 5 skeleton rows, then 5 rates, same height', () => {
    const figures = heights(
      <OracleRatesTableView rates={[]} status="pending" locale="en-US" now={now} />,
      <OracleRatesTableView rates={rates} locale="en-US" now={now} />,
      'tbody tr',
    )
    expect(figures.skeletonRows).toHaveLength(5)
    expect(figures.loadedRows).toHaveLength(5)
    expect(figures.skeletonRows).toEqual(figures.loadedRows)
    expect(Math.abs(figures.pending - figures.success)).toBeLessThanOrEqual(1)
  })

  it('ChannelTable: toolbar and 5 skeleton rows, then 5 channels, same height', () => {
    const figures = heights(
      <ChannelTableView channels={[]} status="pending" locale="en-US" />,
      <ChannelTableView channels={channels} locale="en-US" />,
      'tbody tr',
    )
    expect(figures.skeletonRows).toHaveLength(5)
    expect(figures.skeletonRows).toEqual(figures.loadedRows)
    expect(Math.abs(figures.pending - figures.success)).toBeLessThanOrEqual(1)
  })

  it('BalanceList: toolbar and 4 skeleton rows, then 4 balances, same height', () => {
    const figures = heights(
      <BalanceListView status="pending" locale="en-US" />,
      <BalanceListView status="success" balances={balances} metadata={{ akii: kii }} locale="en-US" />,
      'tbody tr[data-denom]',
    )
    expect(figures.skeletonRows).toHaveLength(4)
    // Loaded rows differ with their content (a name and symbol over the denom, or the raw denom
    // alone): a skeleton row stands for the common row without metadata, within 3 px of it, and
    // the whole list moves by less than one row.
    const plainRow = Math.min(...figures.loadedRows)
    for (const height of figures.skeletonRows) expect(Math.abs(height - plainRow)).toBeLessThanOrEqual(3)
    expect(Math.abs(figures.pending - figures.success)).toBeLessThanOrEqual(plainRow)
  })

  it('the shimmer runs, and stops for people who asked for less motion', () => {
    const host = document.createElement('div')
    host.innerHTML = '<span class="gk-skeleton gk-skeleton--text"></span>'
    document.body.append(host)
    const bar = host.firstElementChild as HTMLElement
    const moving = getComputedStyle(bar).animationName
    host.remove()
    expect(moving).toBe('gk-shimmer')
    // The stylesheet's reduced-motion rule for the bars: no animation.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
    const reduced = rules.filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'))
    const barRule = reduced
      .flatMap((rule) => [...rule.cssRules])
      .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === '.gk-skeleton')
    expect(barRule?.style.animationName || barRule?.style.animation).toBe('none')
  })
})
