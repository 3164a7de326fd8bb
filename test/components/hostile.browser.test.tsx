/// <reference types="vite/client" />
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import 'gatekit/styles.css'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { TxTableView } from '../../src/components/TxTable/TxTableView.tsx'
import { exampleTx } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'
import { hostileCases, inertProblems, megabyteMemo } from './hostileCases.tsx'

afterEach(cleanup)

// A phone-sized column: the narrowest layout a component must hold in.
const columnWidth = 360

function renderInColumn(element: React.ReactElement) {
  const { container } = render(
    <div data-testid="column" style={{ width: `${columnWidth}px`, padding: 0, margin: 0 }}>
      {element}
    </div>,
  )
  return { container, column: container.querySelector<HTMLElement>('[data-testid="column"]')! }
}

/** Whether the page or the column got wider than the column: the layout broke. */
function overflow(column: HTMLElement): string[] {
  const problems: string[] = []
  const columnBox = column.getBoundingClientRect()
  if (column.scrollWidth > column.clientWidth + 1) problems.push(`the column scrolls: ${column.scrollWidth}px wide content in ${column.clientWidth}px`)
  for (const child of column.children) {
    const box = child.getBoundingClientRect()
    if (box.right > columnBox.right + 1) problems.push(`<${child.tagName.toLowerCase()} class="${child.className}"> ends at ${box.right}px, past the column's ${columnBox.right}px`)
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px in a ${window.innerWidth}px window`)
  }
  return problems
}

describe('hostile chain data in Chromium: inert, readable, and the layout holds in a 360 px column', () => {
  it.each(hostileCases)('$name', ({ render: element, readable }) => {
    const { container, column } = renderInColumn(element())
    expect(inertProblems(container, readable)).toEqual([])
    expect(overflow(column)).toEqual([])
    // Text is visible, not clipped to nothing.
    const root = column.firstElementChild as HTMLElement
    expect(root.getBoundingClientRect().height).toBeGreaterThan(0)
    expect(root.innerText.trim().length).toBeGreaterThan(0)
  })

  it('a 1 MB memo renders clipped, and shown in full it stays inside the column', async () => {
    const { column } = renderInColumn(hostileCases.find((entry) => entry.name.startsWith('TxViewerView'))!.render())
    const memo = column.querySelector<HTMLElement>('[data-field="memo"] dd')!
    expect(memo.textContent!.length).toBeLessThan(2_000)
    const showAll = [...memo.querySelectorAll('button')].find((button) => /^Show all/.test(button.textContent ?? ''))!
    showAll.click()
    await expect.poll(() => memo.textContent!.length).toBeGreaterThan(megabyteMemo.length - 10)
    expect(overflow(column)).toEqual([])
    expect(memo.getBoundingClientRect().height).toBeLessThan(window.innerHeight * 2)
  }, 60_000)

  it('the layout check notices a component that breaks out of its column', () => {
    const { column } = renderInColumn(<div style={{ whiteSpace: 'nowrap' }}>{'W'.repeat(500)}</div>)
    expect(overflow(column)).not.toEqual([])
  })
})

describe('a 360 px wide page never gets wider', () => {
  // The page itself is the phone: what a component lays out must not make it scroll sideways.
  async function onPhonePage(element: React.ReactElement) {
    await page.viewport(columnWidth, 800)
    render(<main style={{ margin: 0 }}>{element}</main>)
    document.body.style.margin = '0'
  }
  /** The innermost elements that end past the page's right edge: what widened it. */
  function pastTheEdge(): string {
    // Inside a box that clips or scrolls (a table's scroller), an element cannot widen the page.
    const clipped = (element: HTMLElement) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return true
      return false
    }
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => element.getBoundingClientRect().right > columnWidth + 1 && !clipped(element))
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => {
        const path: string[] = []
        for (let at: HTMLElement | null = element; at && at !== document.body && path.length < 12; at = at.parentElement) path.unshift(`${at.tagName.toLowerCase()}.${at.className}`)
        return `${path.join(' > ')} ends at ${Math.round(element.getBoundingClientRect().right)}px`
      })
      .join('; ')
  }
  afterEach(async () => {
    document.body.style.margin = ''
    await page.viewport(414, 896)
  })

  it('opening a transaction (its time in full, absolute and relative)', async () => {
    const { tx, tx_response } = exampleTx({ messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: 'kii1a', to_address: 'kii1b', amount: [{ denom: 'akii', amount: '1' }] }], code: 0 })
    const row = { hash: 'AB'.repeat(32), height: '4242', time: '2026-03-01T12:00:00Z', messages: ['/cosmos.bank.v1beta1.MsgSend'], code: 0, fee: [{ denom: 'akii', amount: '2500' }] }
    await onPhonePage(
      <>
        <TxTableView status="success" rows={[row]} totalCount={1} locale="en-US" defaultSelectedHash={row.hash} />
        <TxViewerView tx={tx} txResponse={tx_response} locale="en-US" timeZone="UTC" now={Date.parse('2026-03-01T12:05:00Z')} />
      </>,
    )
    await expect.poll(() => document.querySelectorAll('.gk-timestamp').length).toBeGreaterThan(1)
    expect(document.documentElement.scrollWidth, pastTheEdge()).toBeLessThanOrEqual(columnWidth)
  })

  it('a channel whose state is 300 characters long, in the table and the state filter', async () => {
    const state = `STATE_${'UNRECOGNIZED'.repeat(25)}`.slice(0, 300)
    const channel = {
      port_id: 'transfer',
      channel_id: 'channel-0',
      state,
      ordering: 'ORDER_UNORDERED',
      counterparty: { port_id: 'transfer', channel_id: 'channel-9' },
      connection_hops: ['connection-0'],
      version: 'ics20-1',
    }
    await onPhonePage(<ChannelTableView status="success" channels={[channel]} locale="en-US" />)
    const shown = document.querySelector('.gk-channel-table')!
    expect(shown.textContent).toContain(state.slice(0, 40))
    expect(document.documentElement.scrollWidth, pastTheEdge()).toBeLessThanOrEqual(columnWidth)
    // The full state stays reachable (text or title), never cut away.
    const texts = [...shown.querySelectorAll<HTMLElement>('*')].map((element) => `${element.textContent ?? ''} ${element.title}`)
    expect(texts.some((text) => text.includes(state))).toBe(true)
  })
})
