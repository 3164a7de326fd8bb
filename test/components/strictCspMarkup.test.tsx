// What a strict Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') does to server-rendered
// components: it blocks every `style` attribute in the HTML, and hydration does not set it again (React
// keeps the server's attributes). So no component puts a size into a style attribute of its markup; the
// sizes it computes are set through the CSSOM (element.style), which the policy does not govern, once
// the element exists on the client. test/widget/csp.e2e.test.ts checks the CSSOM sizes under the real header.
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockExplorerTableView, type BlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { assumedRowHeight, firstRenderedRows } from '../../src/components/ExplorerTable/firstRows.ts'
import { exampleTx, everyBuiltInMessage } from '../../src/components/TxViewer/examples.ts'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'

const rowCount = 10_000
const rows: BlockExplorerRow[] = Array.from({ length: rowCount }, (_, index) => ({
  height: String(rowCount - index),
  time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
  proposer: 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u8x7a2w',
  txCount: index % 5,
}))
const tx = exampleTx({ messages: [everyBuiltInMessage[0]!], memo: 'lunch' })

const table = () => <BlockExplorerTableView status="success" rows={rows} locale="en-US" />
const viewer = () => <TxViewerView tx={tx.tx} txResponse={tx.tx_response} locale="en-US" timeZone="UTC" />

describe('components under a strict CSP: no style attribute in server markup', () => {
  it('a virtual table renders its spacer without a style attribute on the server, and sizes it on the client', () => {
    const html = renderToString(table())
    expect(html).toContain('gk-explorer-table__spacer')
    expect(html).not.toMatch(/\sstyle=/)

    const { container } = render(table())
    const spacer = container.querySelector<HTMLElement>('.gk-explorer-table__spacer > td')!
    // jsdom has no layout: the table keeps its first rows and stands for the others with the spacer.
    expect(spacer.style.height).toBe(`${(rowCount - firstRenderedRows) * assumedRowHeight}px`)
  })

  it('TxViewer renders its gas bar without a style attribute on the server, and fills it on the client', () => {
    const html = renderToString(viewer())
    expect(html).toContain('gk-tx-viewer__gas-fill')
    expect(html).not.toMatch(/\sstyle=/)

    const { container } = render(viewer())
    const fill = container.querySelector<HTMLElement>('.gk-tx-viewer__gas-fill')!
    expect(fill.style.inlineSize).toMatch(/^\d+(\.\d+)?%$/)
  })
})
