import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BalanceList } from '../src/components/BalanceList/BalanceList.tsx'
import { fixtures, storybookDevnet, type DevnetFaultParameters } from './gateway.ts'

// A connected component against a gateway that misbehaves. Each story injects its faults
// into the in-browser devnet with `parameters.devnetFaults` (the toolbar's Faults menu
// applies a preset to every story the same way) and counts, in its play function, the
// requests the devnet served. The stories' client retries once (`retry: { limit: 1 }`).

const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'

const meta = {
  title: 'Reliability/Faults',
  component: BalanceList,
  args: { address: fixtures.richAddress, locale: 'en-US' },
} satisfies Meta<typeof BalanceList>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const rootOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.gk-balance-list')!
const settled = (canvasElement: HTMLElement, state: 'success' | 'error') =>
  waitFor(() => expect(rootOf(canvasElement)).toHaveAttribute('data-state', state), { timeout: 10_000 })
const balanceRequests = () => storybookDevnet.stats.count(balancesRoute)

/** One 503, then the retry succeeds: the list shows, two requests. */
export const RecoversFromA503: Story = {
  parameters: { devnetFaults: [{ kind: 'status', status: 503, times: 1, route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'success')
    expect(balanceRequests()).toBe(2)
  },
}

/** A dropped connection is retried like a 5xx. */
export const RecoversFromAReset: Story = {
  parameters: { devnetFaults: [{ kind: 'reset', times: 1, route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'success')
    expect(balanceRequests()).toBe(2)
  },
}

/** A 429 with `Retry-After: 1`: the retry waits a second, then the list shows. */
export const WaitsOutARateLimit: Story = {
  parameters: { devnetFaults: [{ kind: 'rateLimit', retryAfter: 1, times: 1, route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'success')
    const [limited, retried] = storybookDevnet.stats.log.filter((record) => record.route === balancesRoute)
    expect(limited!.fault).toBe('rateLimit')
    expect(retried!.time - limited!.time).toBeGreaterThanOrEqual(990)
  },
}

/** An outage that outlasts the retry budget: the error state with a Retry button, which works once the gateway is back. */
export const OutageThenRetry: Story = {
  parameters: { devnetFaults: [{ kind: 'status', status: 503, route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await settled(canvasElement, 'error')
    expect(balanceRequests()).toBe(2)
    // A plain sentence; the technical text waits behind "Technical details".
    expect(canvas.getByText('The gateway had a problem answering.')).toBeVisible()
    expect(canvas.getByText(/The gateway refused the request: Unavailable/)).not.toBeVisible()
    storybookDevnet.faults.clear()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await settled(canvasElement, 'success')
  },
}

/** A proxy in front of the gateway answers its own HTML page: one plain sentence, the status behind "Technical details". */
export const ProxyErrorPage: Story = {
  parameters: { devnetFaults: [{ kind: 'html', status: 502, route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'error')
    const canvas = within(canvasElement)
    expect(canvas.getByText('The gateway had a problem answering.')).toBeVisible()
    await userEvent.click(canvas.getByText('Technical details'))
    expect(canvas.getByText(/HTTP 502/)).toBeVisible()
    expect(balanceRequests()).toBe(2)
  },
}

/** Amounts sent as JSON numbers would lose digits: refused as a schema error, not retried. */
export const SchemaBreak: Story = {
  parameters: { devnetFaults: [{ kind: 'schema', route: balancesRoute }] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'error')
    const canvas = within(canvasElement)
    expect(canvas.getByText('The gateway sent data gatekit could not read.')).toBeVisible()
    // Asking again would get the same data: no Retry.
    expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
    await userEvent.click(canvas.getByText('Technical details'))
    expect(canvas.getByText(/does not match its schema at \$\.balances\[0\]\.amount/)).toBeVisible()
    expect(balanceRequests()).toBe(1)
  },
}

/** Every answer 800 ms late: the loading state, then the list. */
export const SlowGateway: Story = {
  parameters: { devnetFaults: [{ kind: 'latency', ms: 800 }] },
  play: async ({ canvasElement }) => {
    expect(rootOf(canvasElement)).toHaveAttribute('data-state', 'pending')
    await settled(canvasElement, 'success')
    expect(balanceRequests()).toBe(1)
  },
}
