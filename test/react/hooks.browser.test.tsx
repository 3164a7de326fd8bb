import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { GatewayError, NetworkError } from '../../src/core/errors.ts'
import { createGenesis } from '../../src/devnet/state.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { GatekitProvider } from '../../src/react/GatekitProvider.tsx'
import { useBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useInfiniteTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'

// The devnet server of test/globalSetup.ts runs with this seed, so fixtures can be computed here.
const fixtures = createGenesis({ seed: 'browser-tests', chainId: 'gatekit-devnet-1' }).fixtures
const baseUrl = inject('devnetUrl')

function Balances({ address }: { address: string }) {
  const { data, error, status } = useBalances({ address })
  if (error) return <p role="alert">{error.name}: {error instanceof GatewayError ? error.code : ''}</p>
  return (
    <ul aria-label="balances" data-state={status}>
      {data?.balances.map((coin) => (
        <li key={coin.denom}>
          {coin.amount} {coin.denom}
        </li>
      ))}
    </ul>
  )
}

const renderWithGatekit = (ui: React.ReactNode, url = baseUrl) =>
  render(
    <GatekitProvider client={createGatewayClient({ baseUrl: url, retry: 0 })} queryClient={new QueryClient()}>
      {ui}
    </GatekitProvider>,
  )

describe('hooks in Chromium against the devnet server', () => {
  it('renders balances fetched cross-origin over real HTTP', async () => {
    renderWithGatekit(<Balances address={fixtures.richAddress} />)
    await waitFor(() => expect(screen.getByRole('list', { name: 'balances' })).toHaveAttribute('data-state', 'success'))
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3)
    expect(screen.getByText(/ akii$/).textContent).toMatch(/^\d{25,} akii$/)
  })

  it('reports a malformed address as ParameterError before sending, and another chain\'s address as GatewayError code 3', async () => {
    renderWithGatekit(<Balances address="kii1broken" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('ParameterError:')
    cleanup()
    renderWithGatekit(<Balances address="cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('GatewayError: 3')
  })

  it('reports an unreachable gateway as NetworkError', async () => {
    const error = await getBalances(createGatewayClient({ baseUrl: 'http://127.0.0.1:9', retry: 0 }), { address: fixtures.richAddress }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
  })

  it('aborts a request with the browser fetch', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await getBalances(createGatewayClient({ baseUrl }), { address: fixtures.richAddress }, { signal: controller.signal }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
  })

  it('walks an infinite transaction search', async () => {
    function Search() {
      const { data, hasNextPage, fetchNextPage, isFetching } = useInfiniteTxSearch({ eventQuery: 'tx.height>0', limit: 20 })
      if (hasNextPage && !isFetching) void fetchNextPage()
      const count = data?.pages.reduce((sum, page) => sum + (page.tx_responses?.length ?? 0), 0) ?? 0
      return <output data-done={String(data !== undefined && !hasNextPage)}>{count}</output>
    }
    renderWithGatekit(<Search />)
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-done', 'true'))
    const total = (await (await fetch(`${baseUrl}/stack/tx/v1beta1/txs?query=tx.height%3E0&limit=1`)).json()) as { total: string }
    expect(screen.getByRole('status')).toHaveTextContent(total.total)
  })
})
