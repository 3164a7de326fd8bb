import { skipToken } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GatewayError, ParameterError } from '../../src/core/errors.ts'
import type { GetBalancesParameters } from '../../src/modules/bank/getBalances.ts'
import type { DecodeTxParameters } from '../../src/modules/tx/decodeTx.ts'
import { useInfiniteBalances, useSuspenseBalances, useSuspenseInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useSuspenseDecodeTx } from '../../src/react/hooks/tx/useDecodeTx.ts'
import { useSuspenseTx } from '../../src/react/hooks/tx/useTx.ts'
import { useSuspenseOracleRates } from '../../src/react/hooks/oracle/useOracleRates.ts'
import { useGatekitSuspenseQuery } from '../../src/react/useGatekitSuspenseQuery.ts'
import { recordingClient, renderGatekitHook, renderInSuspense, setupDevnetServer } from '../helpers.tsx'

// Suspense hooks over real HTTP against a devnet server: the fallback, then the data;
// every failure (gateway errors and missing parameters alike) at the error boundary.

const server = setupDevnetServer({ seed: 'suspense' })
const fixtures = () => server.devnet.fixtures
const balancesRoute = '/{sdk}/bank/v1beta1/balances/{address}'

afterEach(() => {
  server.devnet.faults.clear()
  server.devnet.stats.reset()
  vi.restoreAllMocks()
})

// React reports every error an error boundary catches on console.error; expected here.
const quietBoundaries = () => vi.spyOn(console, 'error').mockImplementation(() => {})

function NativeBalance({ address }: { address: string }) {
  const { data } = useSuspenseBalances({ address })
  // `data` is defined: no pending branch.
  const native = data.balances.find((coin) => coin.denom === 'akii')
  return <p>akii {native?.amount}</p>
}

describe('useSuspenseX', () => {
  it('shows the fallback, then the data, with one request', async () => {
    const { client, requests } = recordingClient(server.url)
    renderInSuspense(<NativeBalance address={fixtures().richAddress} />, { client })
    expect(screen.getByText('loading')).toBeInTheDocument()
    const shown = await screen.findByText(/^akii \d+$/)
    const amount = shown.textContent!.slice('akii '.length)
    const expected = server.devnet.chain.balances(fixtures().richAddress).get('akii')
    expect(amount).toBe(expected!.toString())
    expect(screen.queryByText('loading')).toBeNull()
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url).pathname).toBe(`/stack/bank/v1beta1/balances/${fixtures().richAddress}`)
  })

  it('applies the query bag (select) and keeps the same cache entry as useX', async () => {
    const { client } = recordingClient(server.url)
    function RateCount() {
      const { data } = useSuspenseOracleRates({ query: { select: (rates) => rates.denom_oracle_exchange_rate.length } })
      return <p>rates {data}</p>
    }
    const { queryClient } = renderInSuspense(<RateCount />, { client })
    expect(await screen.findByText(/^rates [1-9]\d*$/)).toBeInTheDocument()
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([
      ['gatekit', server.url, 'oracle', 'oracleRates', {}],
    ])
  })

  it('hands a gateway error to the error boundary as GatewayError', async () => {
    quietBoundaries()
    server.devnet.faults.inject({ kind: 'status', status: 500, route: balancesRoute, times: 1 })
    const { client, requests } = recordingClient(server.url)
    const { caught } = renderInSuspense(<NativeBalance address={fixtures().richAddress} />, { client })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('GatewayError')
    expect(caught).toHaveLength(1)
    expect(caught[0]).toBeInstanceOf(GatewayError)
    expect(caught[0]).toMatchObject({ status: 500, code: 13 })
    // TanStack's own retry stays off: one request, then the boundary.
    expect(requests).toHaveLength(1)
  })

  it("hands the gateway's 404 to the error boundary", async () => {
    quietBoundaries()
    const { client } = recordingClient(server.url)
    function MissingTx() {
      const { data } = useSuspenseTx({ hash: 'AB'.repeat(32) })
      return <p>{data.tx_response?.txhash}</p>
    }
    const { caught } = renderInSuspense(<MissingTx />, { client })
    await screen.findByRole('alert')
    expect(caught[0]).toBeInstanceOf(GatewayError)
    expect(caught[0]).toMatchObject({ status: 404, code: 5 })
  })

  it('hands a missing path parameter to the error boundary as ParameterError, with nothing sent', async () => {
    quietBoundaries()
    const { client, requests } = recordingClient(server.url)
    // What a JavaScript caller can do despite the types.
    const fromJavaScript = {} as GetBalancesParameters
    function Balances() {
      const { data } = useSuspenseBalances(fromJavaScript)
      return <p>{data.balances.length}</p>
    }
    const { caught } = renderInSuspense(<Balances />, { client })
    expect(await screen.findByRole('alert')).toHaveTextContent('ParameterError')
    expect(caught[0]).toBeInstanceOf(ParameterError)
    expect(caught[0]).toMatchObject({ parameter: 'address', reason: 'missing' })
    expect(requests).toHaveLength(0)
    expect(server.devnet.stats.requests).toBe(0)
  })

  it('hands a missing body parameter of a POST query to the error boundary, with nothing sent', async () => {
    quietBoundaries()
    const { client, requests } = recordingClient(server.url)
    function Decoded() {
      const { data } = useSuspenseDecodeTx({ txBytes: undefined } as unknown as DecodeTxParameters)
      return <p>{data.tx?.body?.messages.length}</p>
    }
    const { caught } = renderInSuspense(<Decoded />, { client })
    await screen.findByRole('alert')
    expect(caught[0]).toBeInstanceOf(ParameterError)
    expect(caught[0]).toMatchObject({ parameter: 'txBytes', reason: 'missing' })
    expect(requests).toHaveLength(0)
    expect(server.devnet.stats.requests).toBe(0)
  })

  it('refuses options that skip (skipToken) with a ParameterError, since a suspended component cannot wait', async () => {
    quietBoundaries()
    const { client } = recordingClient(server.url)
    function Skipping() {
      const { data } = useGatekitSuspenseQuery(() => ({ queryKey: ['skipping'] as const, queryFn: skipToken }), {})
      return <p>{String(data)}</p>
    }
    const { caught } = renderInSuspense(<Skipping />, { client })
    await screen.findByRole('alert')
    expect(caught[0]).toBeInstanceOf(ParameterError)
    expect(caught[0]).toMatchObject({ reason: 'missing' })
  })
})

describe('useSuspenseInfiniteX', () => {
  function BalancePages({ address }: { address: string }) {
    const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useSuspenseInfiniteBalances({
      address,
      pagination: { limit: 10 },
    })
    return (
      <div>
        <p>pages {data.pages.length}</p>
        <p>denoms {data.pages.flatMap((page) => page.balances).length}</p>
        <button type="button" disabled={!hasNextPage || isFetchingNextPage} onClick={() => void fetchNextPage()}>
          more
        </button>
      </div>
    )
  }

  it('shows the fallback, then the first page; fetchNextPage follows next_key without suspending again', async () => {
    const { client, requests } = recordingClient(server.url)
    renderInSuspense(<BalancePages address={fixtures().collectorAddress} />, { client })
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('pages 1')).toBeInTheDocument()
    expect(screen.getByText('denoms 10')).toBeInTheDocument()
    expect(requests).toHaveLength(1)

    await act(async () => screen.getByRole('button', { name: 'more' }).click())
    expect(await screen.findByText('pages 2')).toBeInTheDocument()
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByText('denoms 20')).toBeInTheDocument()
    expect(requests).toHaveLength(2)
    const firstKey = new URL(requests[1]!.url).searchParams.get('pagination.key')
    expect(firstKey).toBeTruthy()
  })

  it('hands a missing parameter to the error boundary with nothing sent', async () => {
    quietBoundaries()
    const { client, requests } = recordingClient(server.url)
    const { caught } = renderInSuspense(<BalancePages address={undefined as unknown as string} />, { client })
    await screen.findByRole('alert')
    expect(caught[0]).toBeInstanceOf(ParameterError)
    expect(requests).toHaveLength(0)
    expect(server.devnet.stats.requests).toBe(0)
  })

  it('lets select change the data type', async () => {
    const { client } = recordingClient(server.url)
    function DenomList() {
      const { data: coins } = useSuspenseInfiniteBalances({
        address: fixtures().collectorAddress,
        pagination: { limit: 10 },
        query: { select: (data) => data.pages.flatMap((page) => page.balances) },
      })
      return <p>coins {coins.length}</p>
    }
    renderInSuspense(<DenomList />, { client })
    expect(await screen.findByText('coins 10')).toBeInTheDocument()
  })
})

describe('useInfiniteX select', () => {
  it('changes the data type', async () => {
    const { client } = recordingClient(server.url)
    const { result } = renderGatekitHook(
      () =>
        useInfiniteBalances({
          address: fixtures().collectorAddress,
          pagination: { limit: 10 },
          query: { select: (data) => data.pages.flatMap((page) => page.balances) },
        }),
      client,
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(Array.isArray(result.current.data)).toBe(true)
    expect(result.current.data).toHaveLength(10)
    expect(result.current.data![0]).toMatchObject({ denom: expect.any(String), amount: expect.stringMatching(/^\d+$/) })
  })
})
