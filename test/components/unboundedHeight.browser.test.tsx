/// <reference types="vite/client" />
// BlockExplorerTable (and the ExplorerTable under it) in Chromium where nothing bounds its height: no
// stylesheet at all (a page whose CSP blocked it, or that never loaded it) in a container without a
// height, or the themed table with its height lifted. The scroller is then as tall as its rows, and the
// rows rendered followed its height: React's "Maximum update depth exceeded" (#185). The table must
// settle on a bounded number of rows, stop rendering, and still show the devnet's blocks.
import { QueryClient } from '@tanstack/react-query'
import { Profiler, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { BlockExplorerTableView, type BlockExplorerRow } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import componentStyles from '../../src/components/styles.css?inline'
import { createGatewayClient } from '../../src/core/client.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'

const baseUrl = inject('devnetUrl')
const proposer = 'kiivalcons1sgsyrq4y7ngcllawqu5sqzm4h9k85p0u8x7a2w'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.restoreAllMocks()
})

/** Renders into a new container of the given style; collects React's errors and counts its commits. */
function renderInto(ui: ReactNode, containerStyle: Record<string, string> = {}) {
  const host = document.createElement('div')
  for (const [property, value] of Object.entries(containerStyle)) host.style.setProperty(property, value)
  document.body.append(host)
  const errors: string[] = []
  const report = (...values: unknown[]) => errors.push(values.map(String).join(' '))
  vi.spyOn(console, 'error').mockImplementation(report)
  window.addEventListener('error', (event) => report(event.message))
  const commits = { count: 0 }
  const root: Root = createRoot(host, { onUncaughtError: report, onCaughtError: report, onRecoverableError: report })
  root.render(
    <Profiler id="table" onRender={() => commits.count++}>
      {ui}
    </Profiler>,
  )
  cleanups.push(() => {
    root.unmount()
    host.remove()
  })
  return { host, errors, commits, dataRows: () => host.querySelectorAll('tbody tr[data-index]') }
}

// The table's queries (blocks, and the validators that name proposers), so a check for a render
// loop waits until every answer has arrived, however slow the machine.
let liveQueryClient: QueryClient | undefined

function liveTable() {
  const client = createGatewayClient({ baseUrl, retry: 0 })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  liveQueryClient = queryClient
  return (
    <GatekitProvider client={client} queryClient={queryClient}>
      <BlockExplorerTable refetchInterval={false} />
    </GatekitProvider>
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits past the first renders, then checks that rendering stops: a quiet 500 ms (no commit) must come
 * within 15 s. A render loop never has one; on a loaded machine (a full npm test shares 2 cores with
 * the other browser projects) the deferred rows may still be arriving a second after the last answer.
 */
async function expectSettled(rendered: ReturnType<typeof renderInto>) {
  await expect.poll(() => liveQueryClient?.isFetching() ?? 0, { timeout: 10_000 }).toBe(0)
  const deadline = performance.now() + 15_000
  let quiet = false
  while (!quiet && performance.now() < deadline) {
    const before = rendered.commits.count
    await pause(500)
    quiet = rendered.commits.count === before
  }
  expect(rendered.errors).toEqual([])
  expect(quiet, 'renders never stopped for 500 ms in 15 s').toBe(true)
}

describe('BlockExplorerTable with nothing bounding its height', () => {
  it('unstyled, in a container without a height: devnet blocks in a bounded number of rows, no render loop', async () => {
    const rendered = renderInto(liveTable())
    await expect.poll(() => rendered.host.querySelectorAll('tbody tr[data-index][data-state="success"]').length, { timeout: 10_000 }).toBeGreaterThan(0)
    await expectSettled(rendered)
    expect(rendered.dataRows().length).toBeGreaterThan(0)
    // The rows of the window's height (or the assumed 600 px) and the overscan, not the whole chain.
    const rowHeight = rendered.dataRows()[0]!.getBoundingClientRect().height
    expect(rendered.dataRows().length).toBeLessThanOrEqual(Math.ceil(Math.max(600, window.innerHeight) / rowHeight) + 1 + 6)
  }, 40_000) // the answers (10 s at most) and a quiet 500 ms (15 s at most) on a loaded machine

  it('themed, with the scroller’s height lifted (--gk-explorer-table-height: none): no render loop', async () => {
    const style = document.createElement('style')
    style.textContent = componentStyles
    document.head.append(style)
    cleanups.push(() => style.remove())
    const rendered = renderInto(liveTable(), { '--gk-explorer-table-height': 'none' })
    await expect.poll(() => rendered.host.querySelectorAll('tbody tr[data-index][data-state="success"]').length, { timeout: 10_000 }).toBeGreaterThan(0)
    expect(getComputedStyle(rendered.host.querySelector('.gk-explorer-table__scroller')!).maxHeight).toBe('none')
    await expectSettled(rendered)
  }, 40_000) // the answers (10 s at most) and a quiet 500 ms (15 s at most) on a loaded machine

  it('10,000 rows of uneven heights, unstyled: at most the rows of the window, rendered once', async () => {
    // Every third row wraps onto more lines, so the rows measured differ from the rows rendered next.
    const rows: BlockExplorerRow[] = Array.from({ length: 10_000 }, (_, index) => ({
      height: String(10_000 - index),
      time: new Date(Date.UTC(2026, 2, 1, 12) - index * 5_000).toISOString(),
      proposer: index % 3 === 0 ? `${proposer} ${proposer} ${proposer}` : proposer,
      txCount: index % 5,
    }))
    const rendered = renderInto(<BlockExplorerTableView status="success" rows={rows} locale="en-US" />, { width: '320px' })
    await expect.poll(() => rendered.dataRows().length).toBeGreaterThan(0)
    await expectSettled(rendered)
    expect(rendered.dataRows().length).toBeLessThanOrEqual(200)
    expect(rendered.host.querySelector('table')!.getAttribute('aria-rowcount')).toBe('10001')
  })
})
