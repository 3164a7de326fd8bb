import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getNextPageKey, getNextPageNumber, paginate, PaginationLimitError } from '../../src/core/pagination.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getChannels } from '../../src/modules/ibcChannel/getChannels.ts'
import { startDevnetServer, type DevnetServer } from '../../src/devnet/server.ts'
import { testClient } from '../helpers.tsx'

let devnet: DevnetServer
const mock = setupServer()
beforeAll(async () => {
  devnet = await startDevnetServer({ port: 0, seed: 'pagination', autoAdvance: false })
  mock.listen({ onUnhandledRequest: 'bypass' })
})
afterEach(() => mock.resetHandlers())
afterAll(async () => {
  mock.close()
  await devnet.close()
})

describe('paginate', () => {
  it('walks every page of a list over HTTP', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const address = devnet.devnet.fixtures.collectorAddress
    const pages = []
    for await (const page of paginate((p, o) => getBalances(client, p, o), { address, pagination: { limit: 7 } })) pages.push(page)
    const denoms = pages.flatMap((page) => page.balances.map((coin) => coin.denom))
    const everything = (await getBalances(client, { address })).balances.map((coin) => coin.denom)
    expect(pages.length).toBe(Math.ceil(everything.length / 7))
    expect(denoms).toEqual(everything)
  })

  it('stops at its page cap with PaginationLimitError after yielding what it read', async () => {
    const client = testClient({ baseUrl: devnet.url })
    const seen: number[] = []
    const walk = async () => {
      for await (const page of paginate((p, o) => getChannels(client, p, o), { pagination: { limit: 1 } }, { maxPages: 3 })) {
        seen.push(page.channels.length)
      }
    }
    await expect(walk()).rejects.toThrow(PaginationLimitError)
    expect(seen).toEqual([1, 1, 1])
  })

  it('refuses to loop when a gateway repeats its next_key', async () => {
    mock.use(http.get('http://loop.test/*', () => HttpResponse.json({ channels: [], pagination: { next_key: 'AAE=', total: '0' } })))
    const client = testClient({ baseUrl: 'http://loop.test' })
    const walk = async () => {
      let pages = 0
      for await (const _ of paginate((p, o) => getChannels(client, p, o), {})) pages += 1
      return pages
    }
    await expect(walk()).rejects.toMatchObject({ name: 'PaginationLimitError', pages: 2 })
  })
})

describe('next page', () => {
  it('ends key pagination on a null, empty or absent next_key', () => {
    expect(getNextPageKey({ pagination: { next_key: 'AAE=' } })).toBe('AAE=')
    expect(getNextPageKey({ pagination: { next_key: null } })).toBeUndefined()
    expect(getNextPageKey({ pagination: { next_key: '' } })).toBeUndefined()
    expect(getNextPageKey({ pagination: {} })).toBeUndefined()
    expect(getNextPageKey({ pagination: null })).toBeUndefined()
    expect(getNextPageKey({})).toBeUndefined()
  })

  it('numbers pages from the total, or from full pages when no total is given', () => {
    expect(getNextPageNumber({ page: 1, limit: 10, received: 10, total: '25' })).toBe(2)
    expect(getNextPageNumber({ page: 3, limit: 10, received: 5, total: '25' })).toBeUndefined()
    expect(getNextPageNumber({ page: 2, limit: 10, received: 10, total: '20' })).toBeUndefined()
    expect(getNextPageNumber({ page: 1, limit: 10, received: 10 })).toBe(2)
    expect(getNextPageNumber({ page: 1, limit: 10, received: 9, total: '0' })).toBeUndefined()
    expect(getNextPageNumber({ page: 1, limit: 10, received: 0, total: '99' })).toBeUndefined()
    expect(getNextPageNumber({ page: 1, limit: 10, received: 10, total: '18446744073709551615' })).toBe(2)
  })
})
