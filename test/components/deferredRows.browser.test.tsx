// The tables' first rows come after their first task (issue 16, item 2): mounted with data, a table's
// first commit is its skeleton, the rows follow in a deferred render (BalanceList's a few dozen per
// step), so no single task renders, formats and lays out every row. Rendered as a page does, outside
// act(), so each commit can be seen; on the server every row is in the HTML.
import 'gatekit/styles.css'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { TxTableView, type TxTableRow } from '../../src/components/TxTable/TxTableView.tsx'
import { progressiveRowStep } from '../../src/components/shared/table/useDeferredRows.ts'

const blocks = Array.from({ length: 10_000 }, (_, index) => ({
  height: String(1_210_000 - index),
  time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
  proposer: 'kiivalcons1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
  txCount: index % 7,
}))
const txs: TxTableRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  hash: index.toString(16).toUpperCase().padStart(64, 'A'),
  height: String(1_210_000 - index),
  messages: ['/cosmos.bank.v1beta1.MsgSend'],
  code: 0,
  fee: [{ denom: 'akii', amount: '1000000000000000' }],
}))
const balances = Array.from({ length: 1_000 }, (_, index) => ({ denom: `factory/kii1creator/T${String(index).padStart(4, '0')}`, amount: `${index + 1}000000` }))

const dataRows = (container: HTMLElement) => container.querySelectorAll('tbody > tr:not([aria-hidden="true"]):not([data-skeleton])').length
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (condition()) return
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }
  throw new Error(`never: ${what}`)
}

let root: Root | undefined
let container: HTMLElement
let actEnvironment: unknown

beforeEach(() => {
  // As a page renders: React schedules the deferred work itself instead of act() flushing it at once.
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false
  container = document.createElement('main')
  document.body.append(container)
})

afterEach(() => {
  root?.unmount()
  root = undefined
  container.remove()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

function mount(element: ReactElement) {
  root = createRoot(container)
  flushSync(() => root!.render(element))
}

describe('tables render their rows after their first task', () => {
  it('BlockExplorerTableView: the skeleton first, then the rows, virtualized', async () => {
    mount(<BlockExplorerTableView status="success" rows={blocks} locale="en-US" />)
    const table = container.querySelector('.gk-explorer-table')!
    expect(table).toHaveAttribute('data-state', 'pending')
    expect(container.querySelector('[data-skeleton]')).not.toBeNull()
    expect(dataRows(container)).toBe(0)
    await until(() => dataRows(container) > 0, 'the rows')
    expect(table).toHaveAttribute('data-state', 'success')
    expect(container.querySelector('[data-skeleton]')).toBeNull()
    expect(container.querySelector('tr[data-index="0"] th')).toHaveTextContent('1,210,000')
    expect(container.querySelectorAll('tr[data-index]').length).toBeLessThanOrEqual(40)
  })

  it('BlockExplorerTableView: data arriving keeps the skeleton for one render, then the rows follow', async () => {
    mount(<BlockExplorerTableView status="pending" locale="en-US" />)
    expect(container.querySelector('[data-skeleton]')).not.toBeNull()
    flushSync(() => root!.render(<BlockExplorerTableView status="success" rows={blocks} locale="en-US" />))
    expect(container.querySelector('.gk-explorer-table')).toHaveAttribute('data-state', 'pending')
    expect(dataRows(container)).toBe(0)
    await until(() => dataRows(container) > 0, 'the rows')
    expect(container.querySelector('.gk-explorer-table')).toHaveAttribute('data-state', 'success')
    // Rows going away (an error) go at once.
    flushSync(() => root!.render(<BlockExplorerTableView status="error" error={new Error('gone')} locale="en-US" />))
    expect(dataRows(container)).toBe(0)
    expect(container.querySelector('.gk-explorer-table')).toHaveAttribute('data-state', 'error')
  })

  it('TxTableView: the caption gets its total with the rows', async () => {
    mount(<TxTableView status="success" rows={txs} totalCount={25_000} locale="en-US" />)
    expect(container.querySelector('caption')).not.toHaveTextContent('25,000')
    expect(dataRows(container)).toBe(0)
    await until(() => dataRows(container) > 0, 'the rows')
    expect(container.querySelector('caption')).toHaveTextContent('25,000')
    expect(container.querySelector('tr[data-index="0"] td')).toHaveTextContent('1,210,000')
  })

  it('BalanceListView: the skeleton first, then the rows a step at a time up to the row limit, busy meanwhile', async () => {
    mount(<BalanceListView status="success" balances={balances} locale="en-US" />)
    const list = container.querySelector('.gk-balance-list')!
    expect(list).toHaveAttribute('data-state', 'pending')
    expect(dataRows(container)).toBe(0)
    await until(() => dataRows(container) > 0, 'the first rows')
    expect(list).toHaveAttribute('data-state', 'success')
    // Whole steps, fewer than the limit, and the list says it is still busy.
    expect(dataRows(container) % progressiveRowStep).toBe(0)
    expect(dataRows(container)).toBeLessThan(200)
    expect(list).toHaveAttribute('aria-busy', 'true')
    const seen = new Set([dataRows(container)])
    await until(() => {
      seen.add(dataRows(container))
      return !list.hasAttribute('aria-busy')
    }, 'every row up to the limit')
    expect(dataRows(container)).toBe(200)
    // Steps, not one jump: counts between the first step and the limit were seen.
    expect([...seen].some((count) => count > progressiveRowStep && count < 200)).toBe(true)
    expect(container.querySelector('tbody tr')).toHaveAttribute('data-denom', 'factory/kii1creator/T0000')
  })

  it('BalanceListView: rows a filter removes go at once', async () => {
    mount(<BalanceListView status="success" balances={balances} locale="en-US" />)
    await until(() => dataRows(container) === 200, 'every row up to the limit')
    flushSync(() => root!.render(<BalanceListView status="success" balances={balances} locale="en-US" filter="T000" />))
    expect(dataRows(container)).toBe(10)
    await nextTask()
    expect(dataRows(container)).toBe(10)
  })

  it('keeps every row in the server HTML (hydration finds what the server sent)', () => {
    const explorer = renderToString(<BlockExplorerTableView status="success" rows={blocks} locale="en-US" />)
    expect(explorer).toContain('data-index="0"')
    expect(explorer).not.toContain('data-skeleton')
    const list = renderToString(<BalanceListView status="success" balances={balances} locale="en-US" />)
    expect(list.match(/data-denom=/g)).toHaveLength(200)
    const txTable = renderToString(<TxTableView status="success" rows={txs} totalCount={25_000} locale="en-US" />)
    expect(txTable).toContain('25,000')
  })
})
