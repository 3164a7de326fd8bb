import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as z from 'zod'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pageRequestToQuery } from '../../src/core/pagination.ts'
import { buildUrl, defineEndpoint, request } from '../../src/core/request.ts'
import { toSearchParams } from '../../src/core/searchParams.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { testClient } from '../helpers.tsx'

const baseUrl = 'http://gateway.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Captures the URL of every request and answers with `body`. */
function capture(body: Parameters<typeof HttpResponse.json>[0]) {
  const urls: URL[] = []
  server.use(
    http.all(`${baseUrl}/*`, ({ request }) => {
      urls.push(new URL(request.url))
      return HttpResponse.json(body)
    }),
  )
  return urls
}

const emptyBalances = { balances: [], pagination: { next_key: null, total: '0' } }

describe('query-string encoding', () => {
  it('serializes scalars, booleans, bigints and lists as grpc-gateway reads them', () => {
    expect(
      toSearchParams({
        'pagination.key': 'a+b/c==',
        'pagination.limit': 10n,
        'pagination.count_total': true,
        'pagination.reverse': false,
        events: ["message.sender='kii1x'", 'tx.height>5'],
        skipped: undefined,
        alsoSkipped: null,
        empty: [],
      }),
    ).toBe(
      'pagination.key=a%2Bb%2Fc%3D%3D&pagination.limit=10&pagination.count_total=true&pagination.reverse=false' +
        '&events=message.sender%3D%27kii1x%27&events=tx.height%3E5',
    )
  })

  it('maps every page-request field onto pagination.*', () => {
    expect(toSearchParams(pageRequestToQuery({ key: 'AAE=', limit: 5, countTotal: true, reverse: true }))).toBe(
      'pagination.key=AAE%3D&pagination.limit=5&pagination.count_total=true&pagination.reverse=true',
    )
    expect(toSearchParams(pageRequestToQuery({ offset: '18446744073709551615', limit: 1 }))).toBe(
      'pagination.offset=18446744073709551615&pagination.limit=1',
    )
  })

  it('sends a base64 next_key so that the server reads back the same bytes', async () => {
    const urls = capture(emptyBalances)
    const key = '+/8AAQ==' // bytes fb ff 00 01: every base64 character that needs escaping
    await getBalances(testClient({ baseUrl }), { address: 'kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x', pagination: { key, limit: 2 }, resolveDenom: true })
    expect(urls[0]!.searchParams.get('pagination.key')).toBe(key)
    expect(urls[0]!.searchParams.get('resolve_denom')).toBe('true')
    expect(urls[0]!.search).toContain('pagination.key=%2B%2F8AAQ%3D%3D')
  })

  it('sends tx search in both forms: query with page and limit (0.50), repeated events with order_by (0.47)', async () => {
    const urls = capture({ txs: [], tx_responses: [], pagination: null, total: '0' })
    const client = testClient({ baseUrl, sdkVersion: '0.50' })
    const older = testClient({ baseUrl, sdkVersion: '0.47' })
    await getTxSearch(client, { eventQuery: "message.sender='kii1a' AND tx.height>=5", page: 2, limit: 30, orderBy: 'ORDER_BY_DESC' })
    await getTxSearch(older, { events: ["message.action='send'", "transfer.recipient='kii1b'"], pagination: { offset: 10, limit: 5 } })
    // SDK 0.50 ignores `events`: the deprecated list goes into `query`.
    await getTxSearch(client, { events: ["message.action='send'", "transfer.recipient='kii1b'"] })
    expect(urls[0]!.searchParams.get('query')).toBe("message.sender='kii1a' AND tx.height>=5")
    expect(urls[0]!.searchParams.get('page')).toBe('2')
    expect(urls[0]!.searchParams.get('limit')).toBe('30')
    expect(urls[0]!.searchParams.get('order_by')).toBe('ORDER_BY_DESC')
    expect(urls[0]!.searchParams.has('events')).toBe(false)
    expect(urls[1]!.searchParams.getAll('events')).toEqual(["message.action='send'", "transfer.recipient='kii1b'"])
    expect(urls[1]!.searchParams.get('pagination.offset')).toBe('10')
    expect(urls[1]!.searchParams.has('query')).toBe(false)
    expect(urls[2]!.searchParams.get('query')).toBe("message.action='send' AND transfer.recipient='kii1b'")
    expect(urls[2]!.searchParams.has('events')).toBe(false)
  })
})

describe('path parameters', () => {
  const client = testClient({ baseUrl: 'http://gateway.test/lcd' })
  const segment = defineEndpoint({ id: 't/segment', method: 'GET', path: '/{sdk}/x/{value}/y', pathParams: (p: { value: string }) => p, response: z.object({}) })
  const wildcard = defineEndpoint({ id: 't/wildcard', method: 'GET', path: '/{app}/x/{value=**}', pathParams: (p: { value: string }) => p, response: z.object({}) })

  it('escapes a slash inside a plain segment but keeps it in a wildcard route', () => {
    expect(buildUrl(client, segment, { value: 'ibc/27394F' })).toBe('http://gateway.test/lcd/stack/x/ibc%2F27394F/y')
    expect(buildUrl(client, wildcard, { value: 'factory/kii1abc/ORO' })).toBe('http://gateway.test/lcd/appchain/x/factory/kii1abc/ORO')
  })

  it('escapes ?, #, %, spaces and non-ASCII, and refuses dot segments, which URL parsing removes even as %2E', () => {
    expect(buildUrl(client, segment, { value: 'a?b#c%d e✓' })).toBe('http://gateway.test/lcd/stack/x/a%3Fb%23c%25d%20e%E2%9C%93/y')
    expect(new URL('http://gateway.test/lcd/appchain/x/%2E%2E/x').pathname).toBe('/lcd/appchain/x')
    for (const [endpoint, value] of [[wildcard, '../x'], [wildcard, 'a/./b'], [segment, '..'], [segment, '.']] as const) {
      expect(() => buildUrl(client, endpoint, { value })).toThrow(expect.objectContaining({ name: 'ParameterError', reason: 'invalid', parameter: 'value' }))
    }
    expect(buildUrl(client, segment, { value: 'a/..' })).toBe('http://gateway.test/lcd/stack/x/a%2F../y')
    expect(buildUrl(client, wildcard, { value: '.a/..b' })).toBe('http://gateway.test/lcd/appchain/x/.a/..b')
  })

  it('lets a client replace an endpoint path in one place', async () => {
    const urls = capture(emptyBalances)
    const moved = testClient({ baseUrl, paths: { 'bank/balances': '/{sdk}/bank/v1beta2/balances/{address}' } })
    await getBalances(moved, { address: 'kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x' })
    expect(urls[0]!.pathname).toBe('/stack/bank/v1beta2/balances/kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x')
  })

  it('reaches the server intact', async () => {
    const urls = capture({})
    await request(testClient({ baseUrl }), segment, { value: 'a/b?c#d%e' })
    expect(decodeURIComponent(urls[0]!.pathname.split('/')[3]!)).toBe('a/b?c#d%e')
  })
})
