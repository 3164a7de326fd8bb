import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { gatekitQueryKey, toKeyParameters } from '../../src/query/queryKey.ts'
import { getTxSearchInfiniteQueryOptions, getTxSearchQueryOptions } from '../../src/query/tx/getTxSearch.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = createGatewayClient({ baseUrl: 'http://gateway.test', retry: 0 })

describe('query keys', () => {
  it("are ['gatekit', gatewayId, module, name, parameters], JSON-serializable", () => {
    const key = getBalancesQueryOptions(client, { address: 'kii1a', pagination: { limit: 10n, key: undefined } }).queryKey
    expect(key).toEqual(['gatekit', 'http://gateway.test', 'bank', 'balances', { address: 'kii1a', pagination: { limit: '10' } }])
    expect(JSON.parse(JSON.stringify(key))).toEqual(key)
    expect(getBalancesInfiniteQueryOptions(client, { address: 'kii1a' }).queryKey).toEqual([
      'gatekit',
      'http://gateway.test',
      'bank',
      'balances',
      { address: 'kii1a' },
      'infinite',
    ])
  })

  it('differ between gateways, so two gateways never share cached data', () => {
    const other = createGatewayClient({ baseUrl: 'http://other.test' })
    const named = createGatewayClient({ baseUrl: 'http://gateway.test', id: 'mainnet' })
    const keys = [client, other, named].map((c) => JSON.stringify(gatekitQueryKey(c, 'bank/balances', { address: 'a' })))
    expect(new Set(keys).size).toBe(3)
  })

  it('drop the client and query bags, functions and undefined', () => {
    expect(toKeyParameters({ a: 1, b: undefined, client, query: { enabled: true }, f: () => 1, list: [1n, 'x'] })).toEqual({
      a: '1',
      list: ['1', 'x'],
    })
  })

  it('give an integer the same key whether it came as a number, a bigint or a string', () => {
    const keys = [5, 5n, '5'].map((height) => JSON.stringify(gatekitQueryKey(client, 'base/block', { height })))
    expect(new Set(keys).size).toBe(1)
  })

  it('keep nested fields that happen to be named query or client', () => {
    expect(toKeyParameters({ filter: { query: 'x', client: 'y' } })).toEqual({ filter: { query: 'x', client: 'y' } })
  })
})

describe('query options', () => {
  it('are disabled until required inputs exist, and turn TanStack retry off', () => {
    expect(getBalancesQueryOptions(client, {}).enabled).toBe(false)
    expect(getBalancesQueryOptions(client, { address: '' }).enabled).toBe(false)
    expect(getBalancesQueryOptions(client, { address: 'kii1a' }).enabled).toBe(true)
    expect(getTxSearchQueryOptions(client, {}).enabled).toBe(false)
    expect(getTxSearchQueryOptions(client, { events: [] }).enabled).toBe(false)
    expect(getTxSearchQueryOptions(client, { eventQuery: 'tx.height>1' }).enabled).toBe(true)
    expect(getTxSearchInfiniteQueryOptions(client, { events: ['tx.height>1'] }).enabled).toBe(true)
    expect(getBalancesQueryOptions(client, { address: 'kii1a' }).retry).toBe(0)
  })

  it('pass the query signal on, so a cancelled query aborts its request', async () => {
    let aborted = false
    server.use(
      http.get('http://gateway.test/*', async ({ request }) => {
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()))
        aborted = true
        return HttpResponse.json({})
      }),
    )
    const queryClient = new QueryClient()
    const options = getBalancesQueryOptions(client, { address: 'kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x' })
    const pending = queryClient.fetchQuery(options).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 30))
    await queryClient.cancelQueries({ queryKey: options.queryKey })
    await pending
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(aborted).toBe(true)
  })
})
