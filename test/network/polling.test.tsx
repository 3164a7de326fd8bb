import { QueryClient, timeoutManager, type ManagedTimerId, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BlockExplorerTable } from '../../src/components/BlockExplorerTable/BlockExplorerTable.tsx'
import { OracleRatesTable } from '../../src/components/OracleRatesTable/OracleRatesTable.tsx'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useLatestBlock } from '../../src/react/hooks/base/useLatestBlock.ts'
import { recordingClient, setupDevnetServer } from '../helpers.tsx'

// Network economy of the live widgets (issue 7, item 5): one request per new block however many
// widgets follow the chain, and none while the tab is hidden. Poll intervals are TanStack Query's
// own (`timeoutManager`), given a provider whose intervals fire when the test says so: each `tick()`
// is one interval gone by for every poller, so requests are counted per interval, never timed.

const intervals = new Map<number, TimeoutCallback>()
let nextIntervalId = 1
const manualIntervals: TimeoutProvider<ManagedTimerId> = {
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id as Parameters<typeof clearTimeout>[0]),
  setInterval: (callback) => {
    const id = nextIntervalId++
    intervals.set(id, callback)
    return id
  },
  clearInterval: (id) => {
    if (typeof id === 'number') intervals.delete(id)
  },
}
beforeAll(() => timeoutManager.setTimeoutProvider(manualIntervals))

/** One poll interval passes for every poller. */
function tick() {
  act(() => {
    for (const callback of [...intervals.values()]) callback()
  })
}

// A request the pollers were going to send has been sent by then.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 200)))

const devnet = setupDevnetServer({ seed: 'network-polling' })
const interval = 6_000

function setHidden(hidden: boolean) {
  if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
  else Reflect.deleteProperty(document, 'visibilityState')
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState')
})

/** A widget that shows the chain's height, polling at the same interval as the tables. */
function LatestHeight({ id }: { id: number }) {
  const { data } = useLatestBlock({ query: { refetchInterval: interval } })
  return <p data-testid={`height-${id}`}>{data?.block?.header?.height ?? 'Loading'}</p>
}

function renderWithGateway(ui: ReactNode) {
  const { client, requests } = recordingClient(devnet.url)
  render(
    <GatekitProvider client={client} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )
  const paths = () => requests.map((request) => new URL(request.url).pathname)
  const latestPolls = () => paths().filter((path) => path.endsWith('/blocks/latest')).length
  return { paths, latestPolls }
}

// Three tables re-rendering in jsdom on a loaded machine answer slowly; the wait is generous, the counts exact.
const patiently = { timeout: 15_000 }

/** Every row in view shows its block: the requests that follow can only be polls. */
const rowsLoaded = () =>
  waitFor(() => {
    expect(document.querySelectorAll('tr[data-index]').length).toBeGreaterThan(0)
    expect(document.querySelector('tr[data-state="pending"]')).toBeNull()
  }, patiently)

async function expectHeightEverywhere(height: bigint, tables: number, widgets: number) {
  await waitFor(() => {
    // By label, not by role: the role query walks the accessibility tree of three tables on every retry.
    expect(screen.getAllByLabelText(`Block ${height.toLocaleString('en-US')}`, { selector: 'button' })).toHaveLength(tables)
    for (let id = 0; id < widgets; id++) expect(screen.getByTestId(`height-${id}`)).toHaveTextContent(String(height))
  }, patiently)
}

describe('the live block table', () => {
  it('makes one latest-block request per new block for three tables and five other widgets', { timeout: 60_000 }, async () => {
    const chain = devnet.devnet.chain
    const first = chain.latestHeight()
    const { paths, latestPolls } = renderWithGateway(
      <>
        {[0, 1, 2].map((index) => (
          <BlockExplorerTable key={index} refetchInterval={interval} locale="en-US" />
        ))}
        {[0, 1, 2, 3, 4].map((id) => (
          <LatestHeight key={id} id={id} />
        ))}
      </>,
    )
    await expectHeightEverywhere(first, 3, 5)
    await rowsLoaded()
    expect(latestPolls()).toBe(1)

    const blocks = 5
    for (let produced = 1; produced <= blocks; produced++) {
      devnet.devnet.produceBlock()
      tick()
      await expectHeightEverywhere(first + BigInt(produced), 3, 5)
    }
    await settle()
    expect(latestPolls()).toBe(1 + blocks)

    // Each block in view fetched once for the three tables; the new ones came with the latest-block answer.
    const byHeight = paths().filter((path) => /\/blocks\/\d+$/.test(path))
    expect(new Set(byHeight).size).toBe(byHeight.length)
    for (let produced = 1; produced <= blocks; produced++) {
      expect(byHeight.some((path) => path.endsWith(`/blocks/${first + BigInt(produced)}`))).toBe(false)
    }
  })
})

describe('a hidden tab', () => {
  it('makes no request from any polling widget, and polling resumes once it is visible again', { timeout: 60_000 }, async () => {
    const chain = devnet.devnet.chain
    const first = chain.latestHeight()
    const { paths, latestPolls } = renderWithGateway(
      <>
        <BlockExplorerTable refetchInterval={interval} locale="en-US" />
        <OracleRatesTable refetchInterval={interval} locale="en-US" />
        <LatestHeight id={0} />
      </>,
    )
    await expectHeightEverywhere(first, 1, 1)
    // Everything in view has arrived (blocks by height, rates, snapshots): what follows can only be polls.
    await rowsLoaded()
    await waitFor(() => {
      for (const root of document.querySelectorAll('[data-state]')) expect(root.getAttribute('data-state')).not.toBe('pending')
    }, patiently)
    await settle()
    // Visible, a tick polls every polling query: the latest block, the rates and their history.
    const beforeVisibleTick = paths().length
    tick()
    await settle()
    const perTick = paths().length - beforeVisibleTick
    expect(perTick).toBeGreaterThanOrEqual(3)

    setHidden(true)
    const hiddenFrom = paths().length
    for (let index = 0; index < 3; index++) devnet.devnet.produceBlock()
    for (let index = 0; index < 10; index++) tick()
    await settle()
    expect(paths().length).toBe(hiddenFrom)

    setHidden(false)
    const latestBefore = latestPolls()
    tick()
    await expectHeightEverywhere(first + 3n, 1, 1)
    expect(latestPolls()).toBeGreaterThan(latestBefore)
  })
})
