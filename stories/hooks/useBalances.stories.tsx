import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { useBalances, useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { type DevnetFaultParameters, failsTwice, fixtures, gatewayPath } from '../gateway.ts'
import { QueryState } from './QueryState.tsx'

function Balances({ address }: { address: string }) {
  const { data, error, status, refetch } = useBalances({ address })
  return (
    <QueryState label="Balances" status={status} error={error} empty={data?.balances.length === 0} onRetry={() => void refetch()}>
      <table>
        <caption>Balances of {address}</caption>
        <thead>
          <tr>
            <th scope="col">Denom</th>
            <th scope="col">Amount (base units)</th>
          </tr>
        </thead>
        <tbody>
          {data?.balances.map((coin) => (
            <tr key={coin.denom}>
              <td>{coin.denom}</td>
              <td>{coin.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </QueryState>
  )
}

function InfiniteBalances({ address, limit }: { address: string; limit: number }) {
  const { data, error, status, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteBalances({ address, pagination: { limit } })
  const balances = data?.pages.flatMap((page) => page.balances) ?? []
  return (
    <QueryState label="Balances" status={status} error={error} empty={balances.length === 0}>
      <ol aria-label="Denoms">
        {balances.map((coin) => (
          <li key={coin.denom}>
            {coin.amount} {coin.denom}
          </li>
        ))}
      </ol>
      <p>
        {data?.pages.length} pages, {balances.length} denoms
      </p>
      {hasNextPage && (
        <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </QueryState>
  )
}

const meta = {
  title: 'Hooks/useBalances',
  component: Balances,
  args: { address: fixtures.richAddress },
} satisfies Meta<typeof Balances>
export default meta
type Story = StoryObj<typeof meta> & { parameters?: DevnetFaultParameters }

const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'
const balancesPath = (address: string) => gatewayPath(`/stack/bank/v1beta1/balances/${address}`)

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: /Balances of/ })
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(4)
    // The native 18-decimal amount is beyond 2^53 and arrives digit for digit.
    expect(within(table).getByText('akii').nextElementSibling?.textContent).toMatch(/^\d{25,}$/)
  },
}

export const Empty: Story = {
  args: { address: fixtures.unknownAddress },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here.')).toBeVisible()
  },
}

/** A malformed address fails before any request, naming the parameter and what it must be. */
export const MalformedAddress: Story = {
  args: { address: 'kii1thisisnotbech32' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    expect(alert).toHaveTextContent('ParameterError')
    expect(alert).toHaveTextContent('Parameter `address` must be a bech32 account address')
  },
}

/** A well-formed address of another chain reaches the gateway, which refuses its prefix. */
export const ForeignAddress: Story = {
  args: { address: 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    expect(alert).toHaveTextContent('GatewayError')
    expect(alert).toHaveTextContent('3 (InvalidArgument)')
  },
}

export const GatewayDownThenRecovers: Story = {
  parameters: { devnetFaults: [failsTwice(balancesRoute)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    expect(alert).toHaveTextContent('Unavailable')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('table', { name: /Balances of/ })
  },
}

export const ProxyErrorPage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(balancesPath(fixtures.richAddress), () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    expect(alert).toHaveTextContent('HttpError')
    expect(alert).toHaveTextContent('502 Bad Gateway nginx')
  },
}

export const ResponseBreaksSchema: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(balancesPath(fixtures.richAddress), () => HttpResponse.json({ balances: [{ denom: 'akii', amount: 1e21 }] })))
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    expect(alert).toHaveTextContent('SchemaError')
    expect(alert).toHaveTextContent('$.balances[0].amount')
  },
}

export const InfinitePages: StoryObj<typeof InfiniteBalances> = {
  render: (args) => <InfiniteBalances {...args} />,
  args: { address: fixtures.collectorAddress, limit: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1 pages, 10 denoms')
    for (let page = 2; page <= 4; page++) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
      await canvas.findByText(new RegExp(`^${page} pages`))
    }
    expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}
