import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { BalanceListView, BlockExplorerTableView, TxTableView, TxViewerView } from 'gatekit/components'
import { exampleManyMessages } from '../../src/components/TxViewer/examples.ts'
import { balanceListData, blockRows, txRows } from './data.ts'

// The page `bench/render.bench.ts` opens in Chromium. Each scenario mounts one component in a fresh
// root and times its first render up to the frame after it; the tables are then scrolled from top
// to bottom. Each phase records every long task (> 50 ms) the main thread ran meanwhile.

/** What mounting a scenario measured. */
export type MountResult = {
  /** Rows (or events) the component was given. */
  items: number
  /** From `root.render` to the next frame after it, in ms. */
  firstRenderMs: number
  /** `<tr data-index>` rows in the DOM after the first render. */
  domRows: number
  /** Elements under the component's root after the first render. */
  domElements: number
  /** Duration of every long task seen, in ms. */
  longTasks: number[]
}

/** What scrolling a table from top to bottom measured. */
export type ScrollResult = {
  frames: number
  /** Most `<tr data-index>` rows in the DOM at once. */
  maxDomRows: number
  /** Whether the last row was in the DOM at the bottom. */
  reachedEnd: boolean
  longTasks: number[]
}

export type Scenario = 'block-table' | 'tx-table' | 'tx-viewer' | 'balance-list'

declare global {
  interface Window {
    gatekitBench: {
      /** Makes the scenario's data (not measured). */
      prepare: (scenario: Scenario, rows: number) => void
      /** Mounts the prepared scenario: its first render. */
      mount: () => Promise<MountResult>
      /** Scrolls the mounted table from top to bottom. */
      scroll: () => Promise<ScrollResult>
      unmount: () => void
    }
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
// After the frame is painted: a task queued from requestAnimationFrame runs after the paint.
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

function element(scenario: Scenario, rows: number) {
  switch (scenario) {
    case 'block-table': {
      const data = blockRows(rows)
      return { items: data.length, node: <BlockExplorerTableView status="success" rows={data} locale="en-US" /> }
    }
    case 'tx-table': {
      const data = txRows(rows)
      return { items: data.length, node: <TxTableView status="success" rows={data} totalCount={data.length} locale="en-US" /> }
    }
    case 'balance-list': {
      const data = balanceListData(rows)
      return { items: data.balances.length, node: <BalanceListView status="success" {...data} locale="en-US" /> }
    }
    case 'tx-viewer': {
      const { tx, tx_response } = exampleManyMessages(rows, 10)
      return {
        items: tx_response.events?.length ?? 0,
        node: <TxViewerView tx={tx} txResponse={tx_response} locale="en-US" now={Date.UTC(2026, 2, 1, 12, 5)} />,
      }
    }
  }
}

let prepared: ReturnType<typeof element> | undefined
let mounted: { container: HTMLElement; root: Root; items: number } | undefined

function prepare(scenario: Scenario, rows: number) {
  prepared = element(scenario, rows)
}

/** Records the long tasks from now until `stop()`. */
function watchLongTasks() {
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask' })
  return {
    async stop() {
      await afterPaint()
      for (const entry of observer.takeRecords()) longTasks.push(entry.duration)
      observer.disconnect()
      return longTasks
    },
  }
}

const countRows = (container: HTMLElement) => container.querySelectorAll('tr[data-index]').length
// Rows of data in any table (BalanceList's rows have no index): not spacers, not skeleton bars.
const countDataRows = (container: HTMLElement) => container.querySelectorAll('tbody > tr:not([aria-hidden="true"]):not([data-skeleton])').length

// Components may render in steps (rows after the table's frame, message cards in batches): the
// first render lasts until the content is whole, two painted frames alike and nothing aria-busy,
// and every task until then counts.
async function untilComplete(container: HTMLElement): Promise<void> {
  let previous = -1
  for (let frame = 0; frame < 600; frame++) {
    const elements = container.querySelectorAll('*').length
    const waitingRows = container.querySelector('tbody') !== null && countDataRows(container) === 0
    if (elements === previous && !waitingRows && !container.querySelector('[aria-busy="true"]')) return
    previous = elements
    await afterPaint()
  }
  throw new Error('the first render did not settle within 600 frames')
}

async function mount(): Promise<MountResult> {
  if (!prepared) throw new Error('prepare() a scenario first')
  const { items, node } = prepared
  const container = document.createElement('main')
  document.body.replaceChildren(container)
  const root = createRoot(container)
  await afterPaint()
  const watch = watchLongTasks()
  const started = performance.now()
  flushSync(() => root.render(node))
  await afterPaint()
  await untilComplete(container)
  const firstRenderMs = performance.now() - started
  mounted = { container, root, items }
  return { items, firstRenderMs, domRows: countRows(container), domElements: container.querySelectorAll('*').length, longTasks: await watch.stop() }
}

async function scroll(): Promise<ScrollResult> {
  if (!mounted) throw new Error('mount() first')
  const { container, items } = mounted
  const scroller = container.querySelector<HTMLElement>('.gk-explorer-table__scroller')
  if (!scroller) throw new Error('no scroll container')
  const watch = watchLongTasks()
  let frames = 0
  let maxDomRows = countRows(container)
  // One and a half viewports a frame, a fast fling: the rendered ranges of two frames overlap, so
  // every row is rendered on the way down.
  const step = Math.round(scroller.clientHeight * 1.5)
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += step
    await nextFrame()
    frames++
    maxDomRows = Math.max(maxDomRows, countRows(container))
  }
  await afterPaint()
  const reachedEnd = container.querySelector(`tr[data-index="${items - 1}"]`) !== null
  return { frames, maxDomRows, reachedEnd, longTasks: await watch.stop() }
}

function unmount() {
  mounted?.root.unmount()
  mounted = undefined
}

window.gatekitBench = { prepare, mount, scroll, unmount }
