import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { decodeTx } from '../../src/modules/tx/decodeTx.ts'
import { startPayDevnetServer, type PayDevnetServer } from '../../src/devnet/pay/server.ts'
import { getMeQueryOptions } from '../../src/pay/query.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { decodeTxQueryOptions } from '../../src/query/tx/decodeTx.ts'
import { getTxSearchInfiniteQueryOptions } from '../../src/query/tx/getTxSearch.ts'
import { recordingClient, setupDevnetServer } from '../helpers.tsx'
import { devnetPayClient } from '../pay/helpers.tsx'

// gatekit's options handed to TanStack's QueryClient as they are, over real HTTP: the data lands
// under `options.queryKey`, and `getQueryData(options.queryKey)` returns it.

const devnet = setupDevnetServer({ seed: 'query-client' })
const fixtures = () => devnet.devnet.fixtures

describe('query options in a QueryClient', () => {
  it('fetchQuery fetches once, caches under the key, and getQueryData returns the response', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const options = getBalancesQueryOptions(client, { address: fixtures().richAddress })
    const data = await queryClient.fetchQuery(options)
    expect(data).toEqual(await getBalances(client, { address: fixtures().richAddress }))
    expect(queryClient.getQueryData(options.queryKey)).toBe(data)
    // One request from fetchQuery, one from the direct call.
    expect(requests).toHaveLength(2)
  })

  it('prefetchQuery and ensureQueryData fill the cache, ensureQueryData reads it without a request', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const options = getBalancesQueryOptions(client, { address: fixtures().collectorAddress })
    await queryClient.prefetchQuery(options)
    expect(requests).toHaveLength(1)
    const cached = queryClient.getQueryData(options.queryKey)
    expect(cached?.balances.length).toBeGreaterThan(0)
    expect(await queryClient.ensureQueryData(options)).toBe(cached)
    expect(requests).toHaveLength(1)
  })

  it('ensureQueryData of a POST verb query sends it once and keeps the answer fresh', async () => {
    const tx = devnet.devnet.chain.allTxs().find((candidate) => candidate.response.code === 0)!
    const { client, requests } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const options = decodeTxQueryOptions(client, { txBytes: tx.bytes })
    const decoded = await queryClient.ensureQueryData(options)
    expect(decoded).toEqual(await decodeTx(client, { txBytes: tx.bytes }))
    // `staleTime: Infinity`: fetchQuery finds the answer fresh and sends nothing.
    await queryClient.fetchQuery(options)
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2)
    expect(queryClient.getQueryData(options.queryKey)).toBe(decoded)
  })

  it('prefetchInfiniteQuery and fetchInfiniteQuery walk pages under the infinite key', async () => {
    const { client, requests } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const options = getBalancesInfiniteQueryOptions(client, { address: fixtures().collectorAddress, pagination: { limit: 10 } })
    await queryClient.prefetchInfiniteQuery(options)
    const first = queryClient.getQueryData(options.queryKey)
    expect(first?.pages).toHaveLength(1)
    expect(first?.pageParams).toEqual([undefined])
    expect(requests).toHaveLength(1)

    const walked = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 })
    expect(walked.pages).toHaveLength(3)
    expect(walked.pageParams[1]).toBe(first?.pages[0]?.pagination?.next_key)
    expect(queryClient.getQueryData(options.queryKey)).toEqual(walked)
    expect(new Set(walked.pages.flatMap((page) => page.balances.map((coin) => coin.denom))).size).toBe(30)
  })

  it('take numbered pages too (transaction search)', async () => {
    const { client } = recordingClient(devnet.url)
    const queryClient = new QueryClient()
    const options = getTxSearchInfiniteQueryOptions(client, { eventQuery: 'tx.height>=1', limit: 2 })
    const pages = await queryClient.fetchInfiniteQuery({ ...options, pages: 2 })
    expect(pages.pageParams).toEqual([1, 2])
    expect(queryClient.getQueryData(options.queryKey)?.pages[1]?.tx_responses?.length).toBeGreaterThan(0)
  })
})

describe("pay's query options in a QueryClient", () => {
  const serverNow = Date.UTC(2032, 6, 1, 8, 0, 0)
  let payDevnet: PayDevnetServer
  beforeAll(async () => {
    payDevnet = await startPayDevnetServer({ port: 0, seed: 'query-client', now: () => serverNow })
  })
  afterAll(() => payDevnet.close())

  it('fetchQuery and ensureQueryData read the user under its key', async () => {
    const payClient = devnetPayClient(payDevnet.payDevnet, payDevnet.url, { clock: () => serverNow })
    const queryClient = new QueryClient()
    const options = getMeQueryOptions(payClient)
    const me = await queryClient.fetchQuery(options)
    expect(me).toEqual(payDevnet.payDevnet.fixtures.active.user)
    expect(queryClient.getQueryData(options.queryKey)).toBe(me)
    expect(await queryClient.ensureQueryData(options)).toBe(me)
  })
})
