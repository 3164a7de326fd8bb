import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { BlockExplorerTableView, TxTableView, TxViewerView } from 'gatekit/components'
import { exampleManyMessages } from '../../src/components/TxViewer/examples.ts'
import { blockRows, txRows } from './data.ts'

// The page `bench/render.bench.ts` opens in Chromium. Each scenario mounts one component in a fresh
// root, times its first render up to the frame after it, scrolls the tables from top to bottom one
// viewport per frame, and records every long task (> 50 ms) the main thread ran meanwhile.

/** What one scenario measured. */
export type RenderResult = {
  /** Rows (or items) the component was given. */
  items: number
  /** From `root.render` to the next frame after it, in ms. */
  firstRenderMs: number
  /** Most `<tr data-index>` rows in the DOM at once, first render and scroll included. */
  maxDomRows: number
  /** Elements under the component's root after the first render. */
  domElements: number
  /** Frames the scroll from top to bottom took (0 for no scroll). */
  scrollFrames: number
  /** Whether the scroll reached the last row (it was in the DOM at the bottom). */
  reachedEnd: boolean
  /** Duration of every long task seen, in ms. */
  longTasks: number[]
}

export type Scenario = 'block-table' | 'tx-table' | 'tx-viewer'

declare global {
  interface Window {
    gatekitBench: {
      /** Makes the scenario's data (not measured). */
      prepare: (scenario: Scenario, rows: number) => void
      /** Mounts the prepared scenario and measures it. */
      run: () => Promise<RenderResult>
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

function prepare(scenario: Scenario, rows: number) {
  prepared = element(scenario, rows)
}

async function run(): Promise<RenderResult> {
  if (!prepared) throw new Error('prepare() a scenario first')
  const { items, node } = prepared
  const container = document.createElement('main')
  document.body.replaceChildren(container)
  const root = createRoot(container)
  await afterPaint()

  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask' })

  const countRows = () => container.querySelectorAll('tr[data-index]').length
  const started = performance.now()
  flushSync(() => root.render(node))
  await afterPaint()
  const firstRenderMs = performance.now() - started
  const domElements = container.querySelectorAll('*').length
  let maxDomRows = countRows()

  let scrollFrames = 0
  let reachedEnd = false
  const scroller = container.querySelector<HTMLElement>('.gk-explorer-table__scroller')
  if (scroller) {
    // One and a half viewports a frame, a fast fling: the rendered ranges of two frames overlap, so
    // every row is rendered on the way down.
    const step = Math.round(scroller.clientHeight * 1.5)
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += step
      await nextFrame()
      scrollFrames++
      maxDomRows = Math.max(maxDomRows, countRows())
    }
    await afterPaint()
    reachedEnd = container.querySelector(`tr[data-index="${items - 1}"]`) !== null
  }

  await afterPaint()
  for (const entry of observer.takeRecords()) longTasks.push(entry.duration)
  observer.disconnect()
  root.unmount()
  return { items, firstRenderMs, maxDomRows, domElements, scrollFrames, reachedEnd, longTasks }
}

window.gatekitBench = { prepare, run }
