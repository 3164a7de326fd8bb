import { waitFor, act } from '@testing-library/react'
import { http, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  GatewayError,
  HttpError,
  NetworkError,
  SchemaError,
  TimeoutError,
} from '../../src/core/errors.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { useBalances, useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useChannels, useInfiniteChannels } from '../../src/react/hooks/ibcChannel/useChannels.ts'
import { useOracleRates } from '../../src/react/hooks/oracle/useOracleRates.ts'
import { useInfiniteTxSearch, useTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'
import { countingFetch, renderGatekitHook, testClient } from '../helpers.tsx'

let devnet: DevnetServer
const mock = setupServer()
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'hooks', autoAdvance: false })
  // Only requests to gateway.test are answered by MSW; the devnet server is reached over real HTTP.
  mock.listen({ onUnhandledRequest: 'bypass' })
})
afterEach(() => mock.resetHandlers())
afterAll(async () => {
  mock.close()
  await devnet.close()
})

const fixtures = () => devnet.devnet.fixtures

describe('useBalances', () => {
  it('reads the balances of an address over HTTP, amounts as exact strings', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { result, queryClient } = renderGatekitHook(() => useBalances({ address: fixtures().richAddress }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const native = result.current.data?.balances.find((coin) => coin.denom === 'akii')
    expect(native?.amount).toMatch(/^\d{27}$/)
    expect(BigInt(native!.amount) > 2n ** 53n).toBe(true)
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url).pathname).toBe(`/stack/bank/v1beta1/balances/${fixtures().richAddress}`)
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'gatekit',
      devnet.url,
      'bank',
      'balances',
      { address: fixtures().richAddress },
    ])
  })

  it('waits without a request while the address is missing, then runs', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const input: { address?: string } = {}
    const { result, rerender } = renderGatekitHook(() => useBalances({ address: input.address }), client)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.isPending).toBe(true)
    expect(requests).toHaveLength(0)
    input.address = fixtures().freshAddress
    rerender()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(requests).toHaveLength(1)
  })

  it('keeps the caller from enabling a query whose inputs are missing', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { result } = renderGatekitHook(() => useBalances({ address: undefined, query: { enabled: true } }), client)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(result.current.fetchStatus).toBe('idle')
    expect(requests).toHaveLength(0)
  })

  it('applies the query bag (select)', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { result } = renderGatekitHook(
      () => useBalances({ address: fixtures().richAddress, query: { select: (data) => data.balances.length } }),
      client,
    )
    await waitFor(() => expect(result.current.data).toBeGreaterThan(3))
  })
})

describe('useInfiniteBalances', () => {
  it('walks more than three pages by next_key, without duplicates, and stops at the last', async () => {
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch })
    const { result } = renderGatekitHook(
      () => useInfiniteBalances({ address: fixtures().collectorAddress, pagination: { limit: 10 } }),
      client,
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage())
    }
    const pages = result.current.data!.pages
    expect(pages.length).toBeGreaterThan(3)
    const denoms = pages.flatMap((page) => page.balances.map((coin) => coin.denom))
    expect(new Set(denoms).size).toBe(denoms.length)
    const all = devnet.devnet.chain.balances(fixtures().collectorAddress)
    expect(denoms).toHaveLength([...all.values()].filter((amount) => amount > 0n).length)
    expect(requests).toHaveLength(pages.length)
    expect(new URL(requests[0]!.url).searchParams.get('pagination.key')).toBeNull()
    expect(new URL(requests[1]!.url).searchParams.get('pagination.key')).toBe(pages[0]!.pagination!.next_key)
    expect(pages.at(-1)!.pagination!.next_key).toBeNull()
  })
})

describe('useTxSearch', () => {
  it('searches with the SDK 0.50 query parameter', async () => {
    const [tx] = devnet.devnet.chain.allTxs().filter((candidate) => candidate.response.code === 0)
    const sender = (tx!.tx as { body: { messages: Record<string, string>[] } }).body.messages[0]!
    const client = testClient({ baseUrl: devnet.url })
    const { result } = renderGatekitHook(
      () => useTxSearch({ eventQuery: `tx.height=${tx!.height}`, orderBy: 'ORDER_BY_ASC', limit: 100 }),
      client,
    )
    await waitFor(() => expect(result.current.error?.message ?? result.current.status).toBe('success'))
    expect(result.current.data!.tx_responses!.map((r) => r.txhash)).toContain(tx!.hash)
    expect(result.current.data!.tx_responses!.every((r) => r.height === String(tx!.height))).toBe(true)
    expect(sender).toBeDefined()
  })

  it('searches with the older repeated events parameter', async () => {
    const sends = devnet.devnet.chain.allTxs().filter((candidate) => candidate.indexed.get('message.action')?.includes('/cosmos.bank.v1beta1.MsgSend'))
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch, sdkVersion: '0.47' })
    const { result } = renderGatekitHook(
      () => useTxSearch({ events: ["message.action='/cosmos.bank.v1beta1.MsgSend'", 'tx.height>=1'], pagination: { limit: 100 } }),
      client,
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(new URL(requests[0]!.url).searchParams.getAll('events')).toEqual(["message.action='/cosmos.bank.v1beta1.MsgSend'", 'tx.height>=1'])
    expect(result.current.data!.tx_responses!.map((r) => r.txhash)).toEqual(sends.slice(0, 100).map((t) => t.hash))
  })

  it('pages an infinite search by page number and stops at the total', async () => {
    const everything = devnet.devnet.chain.allTxs()
    const client = testClient({ baseUrl: devnet.url })
    const { result } = renderGatekitHook(() => useInfiniteTxSearch({ eventQuery: 'tx.height>0', limit: 25 }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage())
    }
    const hashes = result.current.data!.pages.flatMap((page) => page.tx_responses!.map((r) => r.txhash))
    expect(result.current.data!.pages.length).toBe(Math.ceil(everything.length / 25))
    expect(hashes).toEqual(everything.map((tx) => tx.hash))
  })

  it('pages an infinite events search by offset on older chains', async () => {
    const everything = devnet.devnet.chain.allTxs()
    const { fetch, requests } = countingFetch()
    const client = testClient({ baseUrl: devnet.url, fetch, sdkVersion: '0.47' })
    const { result } = renderGatekitHook(() => useInfiniteTxSearch({ events: ['tx.height>0'], limit: 40 }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    while (result.current.hasNextPage) {
      await act(() => result.current.fetchNextPage())
    }
    const second = new URL(requests[1]!.url).searchParams
    expect(second.get('pagination.offset')).toBe('40')
    expect(second.get('pagination.limit')).toBe('40')
    expect(second.get('page')).toBeNull()
    const hashes = result.current.data!.pages.flatMap((page) => page.tx_responses!.map((r) => r.txhash))
    expect(hashes).toEqual(everything.map((tx) => tx.hash))
  })
})

describe('useChannels and useOracleRates', () => {
  it('lists channels, in pages too', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { result } = renderGatekitHook(() => useChannels(), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const all = result.current.data!.channels
    expect(all.length).toBe(devnet.devnet.chain.genesis.channels.length)
    expect(all[0]).toMatchObject({ port_id: expect.any(String), channel_id: expect.stringMatching(/^channel-/), connection_hops: [expect.stringMatching(/^connection-/)] })

    const paged = renderGatekitHook(() => useInfiniteChannels({ pagination: { limit: 2 } }), client)
    await waitFor(() => expect(paged.result.current.isSuccess).toBe(true))
    while (paged.result.current.hasNextPage) {
      await act(() => paged.result.current.fetchNextPage())
    }
    const ids = paged.result.current.data!.pages.flatMap((page) => page.channels.map((c) => `${c.port_id}/${c.channel_id}`))
    expect(paged.result.current.data!.pages.length).toBe(Math.ceil(all.length / 2))
    expect(ids).toEqual(all.map((c) => `${c.port_id}/${c.channel_id}`))
  })

  it('reads oracle rates as decimal strings', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const { result } = renderGatekitHook(() => useOracleRates(), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const rates = result.current.data!.denom_oracle_exchange_rate
    expect(rates.map((rate) => rate.denom)).toContain('uatom')
    for (const rate of rates) expect(rate.oracle_exchange_rate!.exchange_rate).toMatch(/^\d+\.\d{18}$/)
  })
})

describe('every error kind reaches a hook typed', () => {
  const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
  const url = `http://gateway.test/stack/bank/v1beta1/balances/${address}`

  async function hookError(client = testClient({ baseUrl: 'http://gateway.test', retry: 0, timeout: 100 })) {
    const { result } = renderGatekitHook(() => useBalances({ address }), client)
    await waitFor(() => expect(result.current.isError).toBe(true))
    return result.current.error
  }

  it('GatewayError from the devnet: 404 code 5, 400 code 3, 501 code 12', async () => {
    const client = testClient({ baseUrl: devnet.url, retry: 0 })
    // Well-formed bech32 of another chain: only the chain can refuse its prefix.
    const unknown = renderGatekitHook(() => useBalances({ address: 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp' }), client)
    await waitFor(() => expect(unknown.result.current.isError).toBe(true))
    expect(unknown.result.current.error).toBeInstanceOf(GatewayError)
    expect(unknown.result.current.error).toMatchObject({ status: 400, code: 3 })

    const route = renderGatekitHook(() => useOracleRates(), testClient({ baseUrl: devnet.url, retry: 0, prefixes: { app: 'nochain' } }))
    await waitFor(() => expect(route.result.current.isError).toBe(true))
    expect(route.result.current.error).toMatchObject({ name: 'GatewayError', status: 501, code: 12 })
  })

  it('HttpError for an HTML page', async () => {
    mock.use(http.get(url, () => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })))
    expect(await hookError()).toBeInstanceOf(HttpError)
  })

  it('TimeoutError for a slow gateway', async () => {
    mock.use(http.get(url, async () => { await delay(1_000); return HttpResponse.json({ balances: [] }) }))
    expect(await hookError()).toBeInstanceOf(TimeoutError)
  })

  it('NetworkError for a refused connection', async () => {
    const closed = await startDevnetServer({ port: 0 })
    await closed.close()
    const error = await hookError(testClient({ baseUrl: closed.url, retry: 0 }))
    expect(error).toBeInstanceOf(NetworkError)
  })

  it('SchemaError for a response that breaks the schema', async () => {
    mock.use(http.get(url, () => HttpResponse.json({ balances: [{ denom: 'akii', amount: 1.5 }] })))
    expect(await hookError()).toMatchObject({ name: 'SchemaError', path: '$.balances[0].amount' })
    expect(await hookError()).toBeInstanceOf(SchemaError)
  })

  it('makes limit + 1 requests for a failing query: TanStack adds no retries of its own', async () => {
    let count = 0
    mock.use(http.get(url, () => { count += 1; return HttpResponse.json({ code: 14, message: 'down', details: [] }, { status: 503 }) }))
    const error = await hookError(testClient({ baseUrl: 'http://gateway.test', retry: 2 }))
    expect(error).toMatchObject({ name: 'GatewayError', status: 503 })
    expect(count).toBe(3)
  })
})
