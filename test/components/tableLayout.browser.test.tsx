// The table kit's layout in Chromium with the real styles: at 320 and 360 px (the page is the phone)
// and at 1280 px (a wide page, and a 320 px column of it: layout follows the container, not the page),
// nothing is wider than its container, amounts show their whole number, and numbers line up on the
// decimal sign.
import { render } from '@testing-library/react'
import 'gatekit/styles.css'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'

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

/** Where the layout breaks: elements past the root's edges, boxes whose content overflows them. */
export function layoutProblems(root: HTMLElement): string[] {
  const problems: string[] = []
  const box = root.getBoundingClientRect()
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`root scrolls: ${root.scrollWidth} > ${root.clientWidth}`)
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)
    problems.push(`page scrolls: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`)
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    // Visually hidden text and closed tooltips take no room.
    if (element.closest('.gk-visually-hidden, [role="tooltip"]')) continue
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) continue
    const name = `${element.tagName.toLowerCase()}.${String(element.className)}`
    if (rect.right > box.right + 1 || rect.left < box.left - 1) problems.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`)
    const style = getComputedStyle(element)
    if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`)
  }
  return problems.slice(0, 10)
}

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
