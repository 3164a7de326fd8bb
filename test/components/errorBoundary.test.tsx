import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Address } from '../../src/components/Address/Address.tsx'
import { AmountView } from '../../src/components/Amount/AmountView.tsx'
import { BalanceListView } from '../../src/components/BalanceList/BalanceListView.tsx'
import { BlockDetailView } from '../../src/components/BlockExplorerTable/BlockDetailView.tsx'
import { BlockExplorerTableView } from '../../src/components/BlockExplorerTable/BlockExplorerTableView.tsx'
import { ChannelTableView } from '../../src/components/ChannelTable/ChannelTableView.tsx'
import { Hash } from '../../src/components/Hash/Hash.tsx'
import { OracleRatesTableView } from '../../src/components/OracleRatesTable/OracleRatesTableView.tsx'
import { GatekitErrorBoundary } from '../../src/components/shared/ErrorBoundary.tsx'
import { Timestamp } from '../../src/components/Timestamp/Timestamp.tsx'
import { TxTableView } from '../../src/components/TxTable/TxTableView.tsx'
import { toPrettyJson } from '../../src/components/TxViewer/prettyJson.ts'
import { exampleTx } from '../../src/components/TxViewer/examples.ts'
import { TxViewerJsonTree } from '../../src/components/TxViewer/TxViewerJsonTree.tsx'
import { TxViewerView } from '../../src/components/TxViewer/TxViewerView.tsx'

// React reports every error a boundary catches on console.error in development; these are on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** `{ a: { a: ... { a: 'bottom' } } }`, `depth` objects deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = { a: value }
  return value
}

// Reading the field throws, as a proxy or a getter from a hostile caller would.
const throwing = new Proxy(
  {},
  {
    get() {
      throw new Error('hostile prop')
    },
  },
)

const sibling = <p data-testid="sibling">still here</p>

describe('toPrettyJson on values nested 10,000 deep', () => {
  it('cuts at 64 levels with a note instead of overflowing the stack', () => {
    const json = toPrettyJson({ deep: nested(10_000) })
    expect(json).toContain('"… nested deeper than 64 levels"')
    expect(json).not.toContain('bottom')
    expect(() => JSON.parse(json) as unknown).not.toThrow()
    expect(json.split('\n').length).toBeLessThan(200)
  })

  it('writes what JSON.stringify writes for ordinary values', () => {
    const samples: unknown[] = [1, 'a', null, true, [], {}, { a: undefined }, [undefined, () => 1], { a: [1, { b: 'x', c: null, d: [] }], e: {}, f: Number.NaN, g: new Date(0) }]
    for (const value of samples) expect(toPrettyJson(value)).toBe(JSON.stringify(value, null, 2))
    expect(toPrettyJson({ amount: 12345678901234567891n })).toBe('{\n  "amount": "12345678901234567891"\n}')
  })

  it('stays linear: a 100,000-member array and a 10,000-deep value take well under a second', () => {
    const started = performance.now()
    toPrettyJson(Array.from({ length: 100_000 }, (_, index) => ({ index })))
    toPrettyJson(nested(10_000))
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('TxViewer with a field nested 10,000 deep', () => {
  const deepTx = () => exampleTx({ messages: [{ '@type': '/evil.v1.MsgDeep', deep: nested(10_000) }], code: 0 })

  it('"Show raw JSON" shows the JSON cut at 64 levels, and the page around it stays', () => {
    const { tx, tx_response } = deepTx()
    render(
      <>
        <TxViewerView tx={tx} txResponse={tx_response} defaultShowRawJson locale="en-US" timeZone="UTC" />
        {sibling}
      </>,
    )
    const raw = document.querySelector('.gk-tx-viewer__raw-json')!
    expect(raw.textContent).toContain('… nested deeper than 64 levels')
    expect(screen.getByTestId('sibling')).toBeTruthy()
  })

  it('the JSON tree, opened all the way, stops at 64 levels', () => {
    const { container } = render(<TxViewerJsonTree value={{ deep: nested(10_000) }} defaultExpandDepth={Number.POSITIVE_INFINITY} />)
    expect(container.querySelectorAll('details').length).toBeLessThanOrEqual(65)
    expect(container.querySelector('[data-type="too-deep"]')?.textContent).toBe('… nested deeper than 64 levels')
  })
})

describe('a component that throws while rendering shows its own error state; its siblings keep working', () => {
  const cases = [
    { name: 'TxViewerView', element: () => <TxViewerView txResponse={throwing as never} locale="en-US" />, root: '.gk-tx-viewer' },
    { name: 'TxTableView', element: () => <TxTableView status="success" rows={[throwing as never]} locale="en-US" />, root: '.gk-tx-table' },
    { name: 'ChannelTableView', element: () => <ChannelTableView status="success" channels={[throwing as never]} locale="en-US" />, root: '.gk-channel-table' },
    { name: 'OracleRatesTableView', element: () => <OracleRatesTableView status="success" rates={[throwing as never]} locale="en-US" />, root: '.gk-oracle-rates-table' },
    { name: 'BalanceListView', element: () => <BalanceListView status="success" balances={[throwing as never]} locale="en-US" />, root: '.gk-balance-list' },
    { name: 'BlockExplorerTableView', element: () => <BlockExplorerTableView status="success" rows={[throwing as never]} locale="en-US" />, root: '.gk-block-explorer-table' },
    { name: 'BlockDetailView', element: () => <BlockDetailView height="7" status="success" block={throwing as never} locale="en-US" />, root: '.gk-block-detail' },
  ]

  it.each(cases)('$name', ({ element, root }) => {
    const { container } = render(
      <>
        {element()}
        {sibling}
      </>,
    )
    const own = container.querySelector<HTMLElement>(root)
    expect(own, `the component's own root ${root}`).not.toBeNull()
    const state = own!.querySelector('[data-state="error"]') ?? (own!.dataset.state === 'error' ? own : null)
    expect(state).not.toBeNull()
    expect(within(own!).getByRole('alert').textContent).toContain('hostile prop')
    expect(screen.getByTestId('sibling').textContent).toBe('still here')
  })

  it('Amount, Address, Hash and Timestamp show their value as text with data-state="error"', () => {
    const { container } = render(
      <>
        <AmountView amount={Symbol('amount') as never} denom={'usdc\u00AD'} />
        <Address value={throwing as never} />
        <Hash value={42 as never} />
        <Timestamp value={throwing as never} />
        {sibling}
      </>,
    )
    expect(container.querySelector('.gk-amount')?.getAttribute('data-state')).toBe('error')
    expect(container.querySelector('.gk-amount')?.textContent).toBe('Symbol(amount) usdc⟨U+00AD⟩')
    expect(container.querySelector('.gk-address')?.getAttribute('data-state')).toBe('error')
    expect(container.querySelector('.gk-hash')?.textContent).toBe('42')
    expect(container.querySelector('.gk-timestamp')?.getAttribute('data-state')).toBe('error')
    expect(screen.getByTestId('sibling').textContent).toBe('still here')
  })

  it('the error state goes once the props change', () => {
    const { container, rerender } = render(<TxTableView status="success" rows={[throwing as never]} locale="en-US" />)
    expect(container.querySelector('[role="alert"]')).not.toBeNull()
    rerender(<TxTableView status="empty" rows={[]} locale="en-US" />)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(container.querySelector('.gk-tx-table')).not.toBeNull()
  })
})

describe('GatekitErrorBoundary', () => {
  // Read while rendering, so a reset renders the same element again with the new outcome.
  const outcome = { fail: true }
  function Boom({ always = false }: { always?: boolean }): React.ReactNode {
    if (always || outcome.fail) throw new Error('boom')
    return <p>fine</p>
  }

  it('shows the fallback, retries on reset, and starts over when its inputs change', () => {
    outcome.fail = true
    const view = (inputs: Record<string, unknown>) => (
      <GatekitErrorBoundary
        inputs={inputs}
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            {(error as Error).message}
          </button>
        )}
      >
        <Boom />
      </GatekitErrorBoundary>
    )
    const { rerender } = render(view({ a: 1 }))
    expect(screen.getByRole('button').textContent).toBe('boom')
    // The same inputs in a new object: still the error state.
    rerender(view({ a: 1 }))
    expect(screen.getByRole('button').textContent).toBe('boom')
    outcome.fail = false
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByText('fine')).toBeTruthy()
    outcome.fail = true
    rerender(view({ a: 2 }))
    expect(screen.getByRole('button').textContent).toBe('boom')
    outcome.fail = false
    rerender(view({ a: 3 }))
    expect(screen.getByText('fine')).toBeTruthy()
  })

  it('falls back to the common error state when the own error state throws too', () => {
    render(
      <>
        <GatekitErrorBoundary inputs={{}} fallback={() => <Boom always />}>
          <Boom always />
        </GatekitErrorBoundary>
        {sibling}
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong.')
    expect(screen.getByText('Technical details').closest('details')?.textContent).toContain('boom')
    expect(screen.getByTestId('sibling').textContent).toBe('still here')
  })
})
