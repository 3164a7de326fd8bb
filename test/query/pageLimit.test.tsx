import { QueryClient } from '@tanstack/query-core'
import { act, waitFor } from '@testing-library/react'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { getChannels } from '../../src/modules/ibcChannel/getChannels.ts'
import {
  boundedNextPageParam,
  checkPageWalk,
  defaultPageLimit,
  getKeyPageWalkStop,
  paginate,
  PaginationLimitError,
} from '../../src/core/pagination.ts'
import { getBalancesInfiniteQueryOptions } from '../../src/query/bank/getBalances.ts'
import { getTxSearchInfiniteQueryOptions } from '../../src/query/tx/getTxSearch.ts'
import { getBlockWithTxsInfiniteQueryOptions } from '../../src/query/tx/getBlockWithTxs.ts'
import { useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { sendJson, setupHostileServer } from '../core/hostileServer.ts'
import { renderGatekitHook } from '../helpers.tsx'

const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const gateway = setupHostileServer()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A gateway whose balances never end: the same `next_key` every time, or a new one every time. */
function serveEndlessBalances(kind: 'repeating' | 'always-new') {
  let served = 0
  gateway.serve((_request: IncomingMessage, response) => {
    served += 1
    const next_key = kind === 'repeating' ? 'cmVwZWF0' : Buffer.from(`key-${served}`).toString('base64')
    sendJson(response, 200, { balances: [{ denom: `denom${served}`, amount: '1' }], pagination: { next_key, total: '0' } })
  })
}

// The shape of a `fetchNextPage` loop a user writes: keep going while TanStack says there is more.
async function fetchWhileMore(result: { current: ReturnType<typeof useInfiniteBalances> }) {
  for (let round = 0; round < 1000 && result.current.hasNextPage; round += 1) {
    await act(async () => {
      await result.current.fetchNextPage()
    })
  }
}

describe('the page-walk rule', () => {
  it('stops on a repeated key and at the page limit, and lets a normal walk go on', () => {
    expect(checkPageWalk({ pages: 2, next: 'a', seen: [undefined, 'a'], pageLimit: 100 })).toBeInstanceOf(PaginationLimitError)
    expect(checkPageWalk({ pages: 2, next: 'a', seen: new Set(['a']), pageLimit: 100 })?.message).toMatch(/repeated a next_key/)
    expect(checkPageWalk({ pages: 3, next: 'd', seen: ['a', 'b', 'c'], pageLimit: 3 })?.message).toMatch(/page limit is 3/)
    expect(checkPageWalk({ pages: 2, next: 'c', seen: ['a', 'b'], pageLimit: 3 })).toBeUndefined()
    expect(checkPageWalk({ pages: 9, next: undefined, seen: [], pageLimit: 3 })).toBeUndefined()
    expect(boundedNextPageParam('b', [undefined, 'a'], 100)).toBe('b')
    expect(boundedNextPageParam('a', [undefined, 'a'], 100)).toBeUndefined()
    expect(boundedNextPageParam(3, [1, 2], 2)).toBeUndefined()
    expect(boundedNextPageParam(null, [1], 2)).toBeUndefined()
    expect(getKeyPageWalkStop({ pages: [{ pagination: { next_key: 'a', total: '0' } }], pageParams: ['a'] }, 100)?.pages).toBe(1)
    expect(getKeyPageWalkStop({ pages: [{ pagination: { next_key: null, total: '0' } }], pageParams: ['a'] }, 1)).toBeUndefined()
  })

  it('is the client option pageLimit, 100 by default, and refuses nonsense', () => {
    expect(createGatewayClient({ baseUrl: gateway.url }).pageLimit).toBe(defaultPageLimit)
    expect(defaultPageLimit).toBe(100)
    expect(createGatewayClient({ baseUrl: gateway.url, pageLimit: 7 }).pageLimit).toBe(7)
    for (const pageLimit of [0, -1, 1.5, Infinity, Number.NaN]) {
      expect(() => createGatewayClient({ baseUrl: gateway.url, pageLimit })).toThrow(/pageLimit must be a positive integer/)
    }
  })

  it('paginate() stops when the gateway sends back the key the walk started from', async () => {
    gateway.serve((_request, response) => sendJson(response, 200, { channels: [], pagination: { next_key: 'c3RhcnQ=', total: '0' } }))
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const pages: unknown[] = []
    const walk = async () => {
      for await (const page of paginate((p, o) => getChannels(client, p, o), { pagination: { key: 'c3RhcnQ=' } })) pages.push(page)
    }
    await expect(walk()).rejects.toMatchObject({ name: 'PaginationLimitError', pages: 1 })
    expect(gateway.received).toHaveLength(1)
  })
})

describe('infinite queries against a gateway whose next_key never ends', () => {
  it('a repeating next_key: a fetchNextPage loop ends after the repeat, and nothing more is requested', async () => {
    serveEndlessBalances('repeating')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const { result } = renderGatekitHook(() => useInfiniteBalances({ address }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await fetchWhileMore(result)
    expect(result.current.hasNextPage).toBe(false)
    // Page 1 names key K, page 2 (read with K) names K again: the walk ends there.
    expect(result.current.data?.pages).toHaveLength(2)
    const count = gateway.received.length
    expect(count).toBe(2)
    await sleep(300)
    expect(gateway.received.length).toBe(count)
  })

  it('an always-new next_key: a fetchNextPage loop ends at the default page limit', async () => {
    serveEndlessBalances('always-new')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0 })
    const { result } = renderGatekitHook(() => useInfiniteBalances({ address }), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const started = performance.now()
    await fetchWhileMore(result)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.data?.pages).toHaveLength(defaultPageLimit)
    expect(gateway.received).toHaveLength(defaultPageLimit)
    await sleep(300)
    expect(gateway.received).toHaveLength(defaultPageLimit)
  }, 20_000)

  it('an always-new next_key: the client pageLimit bounds fetchInfiniteQuery too (no React)', async () => {
    serveEndlessBalances('always-new')
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, pageLimit: 4 })
    const queryClient = new QueryClient()
    const data = await queryClient.fetchInfiniteQuery({ ...getBalancesInfiniteQueryOptions(client, { address }), pages: 50 })
    expect(data.pages).toHaveLength(4)
    expect(gateway.received).toHaveLength(4)
    expect(getKeyPageWalkStop(data, client.pageLimit)?.message).toMatch(/page limit is 4/)
  })

  it('numbered pages (tx search, a block’s transactions) that are always full stop at the page limit', async () => {
    // Full pages and a total that never runs out: without the cap, every page asks for one more.
    gateway.serve((request, response) => {
      const body = request.url?.includes('/txs/block/')
        ? { txs: [{}], block_id: {}, block: {}, pagination: { next_key: null, total: '1000000000' } }
        : { txs: [], tx_responses: [{}], total: '1000000000', pagination: null }
      sendJson(response, 200, body)
    })
    const client = createGatewayClient({ baseUrl: gateway.url, retry: 0, pageLimit: 3, validateResponses: false, sdkVersion: '0.50' })
    const queryClient = new QueryClient()
    const search = await queryClient.fetchInfiniteQuery({
      ...getTxSearchInfiniteQueryOptions(client, { eventQuery: 'tx.height>=1', limit: 1 }),
      pages: 50,
    })
    expect(search.pages).toHaveLength(3)
    const block = await queryClient.fetchInfiniteQuery({
      ...getBlockWithTxsInfiniteQueryOptions(client, { height: '5', pagination: { limit: 1 } }),
      pages: 50,
    })
    expect(block.pages).toHaveLength(3)
    expect(gateway.received).toHaveLength(6)
  })
})
