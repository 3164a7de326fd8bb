import { focusManager, onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ParameterError } from '../../src/core/errors.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { getOracleRatesQueryOptions } from '../../src/query/oracle/getOracleRates.ts'
import { useBalances, useInfiniteBalances, useSuspenseBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useLatestBlock } from '../../src/react/hooks/base/useLatestBlock.ts'
import { expectIdle, failed, letQueriesStart, recordingClient, renderInSuspense, setupDevnetServer, succeeded } from '../helpers.tsx'
import { transferInNewBlock, unusedAddress } from '../blockHeightHelpers.ts'

// Query options and hooks at a block height, over real HTTP against a devnet server.

const server = setupDevnetServer({ seed: 'block-height-hooks' })
const header = (request: Request | undefined) => request?.headers.get('x-cosmos-block-height')

afterEach(() => {
  focusManager.setFocused(undefined)
  onlineManager.setOnline(true)
})

describe('query options at a height', () => {
  it('put the height in the key in one canonical form, and never go stale', () => {
    const { client } = recordingClient(server.url)
    const address = server.devnet.fixtures.richAddress
    const atHeight = getBalancesQueryOptions(client, { address, blockHeight: 5n })
    expect(atHeight.queryKey).toEqual(['gatekit', server.url, 'bank', 'balances', { address, blockHeight: '5' }])
    for (const blockHeight of [5, '5', '005']) {
      expect(getBalancesQueryOptions(client, { address, blockHeight }).queryKey).toEqual(atHeight.queryKey)
    }
    expect(atHeight.staleTime).toBe(Infinity)
    const latest = getBalancesQueryOptions(client, { address })
    expect(latest.queryKey).toEqual(['gatekit', server.url, 'bank', 'balances', { address }])
    expect(latest.staleTime).toBeUndefined()
    // Endpoints without parameters take the height too.
    expect(getOracleRatesQueryOptions(client, { blockHeight: 7 }).queryKey).toEqual(['gatekit', server.url, 'oracle', 'oracleRates', { blockHeight: '7' }])
    const infinite = getBalancesInfiniteQueryOptions(client, { address, blockHeight: 9 })
    expect(infinite.queryKey).toEqual(['gatekit', server.url, 'bank', 'balances', { address, blockHeight: '9' }, 'infinite'])
    expect(infinite.staleTime).toBe(Infinity)
  })
})

describe('hooks at a height', () => {
  it('read the past balance after a transfer, with the header, cached apart from the latest', async () => {
    const { client, requests } = recordingClient(server.url)
    const recipient = unusedAddress('hook-transfer')
    const { before } = await transferInNewBlock(server, client, recipient, 777n)
    requests.length = 0

    const { result, queryClient } = await succeeded(() => useBalances({ address: recipient, blockHeight: before }), client)
    expect(result.current.data!.balances).toEqual([])
    expect(requests.map(header)).toEqual([before.toString()])
    const latest = await succeeded(() => useBalances({ address: recipient }), client)
    expect(latest.result.current.data!.balances).toEqual([{ denom: 'akii', amount: '777' }])
    const query = queryClient.getQueryCache().find({ queryKey: ['gatekit', server.url, 'bank', 'balances', { address: recipient, blockHeight: before.toString() }] })
    expect(query?.state.data).toEqual(result.current.data)
    expect(query?.isStale()).toBe(false)
  })

  it('never refetch on window focus, reconnect or interval at a height, while the latest state does', async () => {
    const { client, requests } = recordingClient(server.url)
    const address = server.devnet.fixtures.richAddress
    const height = server.devnet.chain.latestHeight() - 1n
    await succeeded(() => useBalances({ address, blockHeight: height, query: { refetchInterval: 10 } }), client)
    const latest = await succeeded(() => useBalances({ address }), client)
    expect(requests.map(header)).toEqual([height.toString(), null])

    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
      onlineManager.setOnline(false)
      onlineManager.setOnline(true)
    })
    await letQueriesStart()
    await waitFor(() => expect(latest.result.current.isFetching).toBe(false))
    // The latest-state hook (staleTime 0) refetched on focus and reconnect; the one at a height sent nothing more.
    expect(requests.filter((request) => header(request) === null).length).toBeGreaterThan(1)
    expect(requests.filter((request) => header(request) === height.toString())).toHaveLength(1)
  })

  it('stay disabled while a required parameter is missing, height or not', async () => {
    const { client, requests } = recordingClient(server.url)
    await expectIdle(() => useBalances({ address: undefined, blockHeight: 5 }), client, requests)
  })

  it('report a malformed height as a ParameterError without sending anything', async () => {
    const { client, requests } = recordingClient(server.url)
    const error = await failed(() => useBalances({ address: server.devnet.fixtures.richAddress, blockHeight: -3 }), client)
    expect(error).toBeInstanceOf(ParameterError)
    expect(requests).toHaveLength(0)
  })

  it('refuse a height on a hook the gateway answers at the latest state', async () => {
    const { client, requests } = recordingClient(server.url)
    const error = await failed(() => useLatestBlock({ blockHeight: 3 }), client)
    expect(error).toBeInstanceOf(ParameterError)
    expect(requests).toHaveLength(0)
  })

  it('send the height with every page of an infinite hook', async () => {
    const { client, requests } = recordingClient(server.url)
    const height = server.devnet.chain.latestHeight()
    const { result } = await succeeded(
      () => useInfiniteBalances({ address: server.devnet.fixtures.collectorAddress, pagination: { limit: 10 }, blockHeight: height }),
      client,
    )
    while (result.current.hasNextPage) await act(() => result.current.fetchNextPage())
    expect(result.current.data!.pages.length).toBeGreaterThan(3)
    expect(requests.map(header)).toEqual(Array(requests.length).fill(height.toString()))
  })

  it('suspend and read at a height with the suspense twin', async () => {
    const { client, requests } = recordingClient(server.url)
    const recipient = unusedAddress('suspense-transfer')
    const { before, after } = await transferInNewBlock(server, client, recipient, 55n)
    requests.length = 0
    function Count({ blockHeight }: { blockHeight: bigint }) {
      const { data } = useSuspenseBalances({ address: recipient, blockHeight })
      return <p>coins at {blockHeight.toString()}: {data.balances.length}</p>
    }
    renderInSuspense(
      <>
        <Count blockHeight={before} />
        <Count blockHeight={after} />
      </>,
      { client },
    )
    expect(await screen.findByText(`coins at ${before}: 0`)).toBeInTheDocument()
    expect(screen.getByText(`coins at ${after}: 1`)).toBeInTheDocument()
    expect(requests.map(header).sort()).toEqual([before.toString(), after.toString()].sort())
  })
})
