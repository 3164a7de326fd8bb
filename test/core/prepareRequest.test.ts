import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createGatewayClient } from '../../src/core/client.ts'
import { defineEndpoint } from '../../src/core/endpoint.ts'
import { ParameterError } from '../../src/core/errors.ts'
import { uint64Rule } from '../../src/core/parameters.ts'
import { prepareRequest } from '../../src/core/prepareRequest.ts'
import { request } from '../../src/core/request.ts'
import * as z from '../../src/core/zod.ts'
import { getAddressByIdEndpoint } from '../../src/modules/auth/getAddressById.ts'
import { getBalanceEndpoint } from '../../src/modules/bank/getBalance.ts'
import { getSupplyOfEndpoint } from '../../src/modules/bank/getSupplyOf.ts'
import { getPointerEndpoint } from '../../src/modules/evm/getPointer.ts'
import { getStaticCallEndpoint } from '../../src/modules/evm/getStaticCall.ts'
import { verifyMembershipEndpoint } from '../../src/modules/ibcClient/verifyMembership.ts'
import { getTxSearchEndpoint } from '../../src/modules/tx/getTxSearch.ts'
import { simulateTxEndpoint } from '../../src/modules/tx/simulateTx.ts'
import { endpointInfiniteQueryOptions, endpointQueryOptions } from '../../src/query/endpointQueryOptions.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = createGatewayClient({ baseUrl: 'http://gateway.test', retry: 0 })
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'

describe('prepareRequest', () => {
  it('returns the request as a value: URL with prefixes and escaped segments, method, headers and body', () => {
    expect(prepareRequest(client, getBalanceEndpoint, { address, denom: 'ibc/27394F' })).toEqual({
      ok: true,
      request: {
        url: `http://gateway.test/stack/bank/v1beta1/balances/${address}/by_denom?denom=ibc%2F27394F`,
        method: 'GET',
        headers: { accept: 'application/json' },
        body: undefined,
      },
    })
    const tx = { body: { messages: [], memo: '', timeout_height: '0' }, signatures: [] }
    const prepared = prepareRequest(client, simulateTxEndpoint, { tx } as never)
    expect(prepared).toMatchObject({ ok: true, request: { method: 'POST', headers: { 'content-type': 'application/json' } } })
    expect(prepared.ok && JSON.parse(prepared.request.body!)).toEqual({ tx })
  })

  it('lists every missing required parameter, path ones first, without calling the mappers', () => {
    expect(prepareRequest(client, getBalanceEndpoint, { address: undefined, denom: '' } as never)).toMatchObject({
      ok: false,
      missing: ['address', 'denom'],
      problem: { parameter: 'address', reason: 'missing', problem: 'is required', endpoint: 'bank/balance' },
    })
    expect(prepareRequest(client, getPointerEndpoint, { pointerType: 0 } as never)).toMatchObject({
      ok: false,
      missing: ['pointee'], // pointer type 0 (ERC20) is a value
    })
    // The body mapper would read `proofHeight.revisionNumber` of undefined: it never runs.
    expect(prepareRequest(client, verifyMembershipEndpoint, { clientId: '07-tendermint-0' } as never)).toMatchObject({
      ok: false,
      missing: ['proof', 'proofHeight', 'merklePath', 'value'],
    })
  })

  it('names the first of alternatives, with their own message, and is satisfied by any one', () => {
    const search = prepareRequest(client, getTxSearchEndpoint, { events: [] })
    expect(search).toMatchObject({ ok: false, missing: ['eventQuery'], problem: { problem: 'or `events` is required' } })
    if (search.ok) throw new Error('the search has no event query')
    expect(new ParameterError(search.problem).message).toContain('Parameter `eventQuery` or `events` is required.')
    expect(prepareRequest(client, getTxSearchEndpoint, { events: ["tx.height=5"] }).ok).toBe(true)
    expect(prepareRequest(client, getAddressByIdEndpoint, {})).toMatchObject({
      missing: ['accountId'],
      problem: { problem: '(or the deprecated `id`) is required' },
    })
    expect(prepareRequest(client, getAddressByIdEndpoint, { id: 7 })).toMatchObject({
      ok: true,
      request: { url: 'http://gateway.test/stack/auth/v1beta1/address_by_id/7' },
    })
  })

  it('reports an invalid value first, while still listing what is missing', () => {
    expect(prepareRequest(client, getBalanceEndpoint, { address: 'kii1notanaddress', denom: '' })).toMatchObject({
      ok: false,
      missing: ['denom'],
      problem: { parameter: 'address', reason: 'invalid' },
    })
    expect(prepareRequest(client, getStaticCallEndpoint, { to: '0x' + '1'.repeat(40), data: '0xzz' })).toMatchObject({
      ok: false,
      missing: [],
      problem: { parameter: 'data', reason: 'invalid', expected: '0x-prefixed hex with an even number of digits, or base64' },
    })
    expect(prepareRequest(client, getSupplyOfEndpoint, { denom: 'ibc/\uD800' })).toMatchObject({
      ok: false,
      missing: [],
      problem: { parameter: 'denom', reason: 'invalid', expected: 'well-formed Unicode text' },
    })
  })

  it('requires the path parameters of a `paths` override, and rejects `.` segments', () => {
    const legacy = createGatewayClient({ baseUrl: 'http://gateway.test', paths: { 'bank/supplyOf': '/{sdk}/bank/v1beta1/supply/{denom=**}' } })
    expect(prepareRequest(legacy, getSupplyOfEndpoint, { denom: 'factory/kii1x/ORO' })).toMatchObject({
      ok: true,
      request: { url: 'http://gateway.test/stack/bank/v1beta1/supply/factory/kii1x/ORO?denom=factory%2Fkii1x%2FORO' },
    })
    expect(prepareRequest(legacy, getSupplyOfEndpoint, { denom: 'a/../b' })).toMatchObject({
      ok: false,
      problem: { parameter: 'denom', reason: 'invalid' },
    })
  })
})

describe('one request, prepared once', () => {
  it('query options prepare for `enabled` and send that request; request() throws the problem', async () => {
    let mapped = 0
    const countedEndpoint = defineEndpoint({
      id: 'test/counted',
      method: 'GET',
      path: '/{sdk}/counted/{id}',
      required: ['name'],
      checks: { id: uint64Rule },
      pathParams: (parameters: { id: number; name: string }) => ({ id: parameters.id }),
      query: (parameters) => {
        mapped += 1
        return { name: parameters.name }
      },
      response: z.object({ ok: z.boolean() }),
    })
    server.use(http.get('http://gateway.test/stack/counted/:id', () => HttpResponse.json({ ok: true })))
    const queryClient = new QueryClient()

    const waiting = endpointQueryOptions(client, countedEndpoint, { id: 1 })
    expect(waiting.enabled).toBe(false)
    expect(mapped).toBe(0)

    const options = endpointQueryOptions(client, countedEndpoint, { id: 1, name: 'x' })
    expect(options.enabled).toBe(true)
    expect(mapped).toBe(1)
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ ok: true })
    expect(mapped).toBe(1)

    expect(endpointQueryOptions(client, countedEndpoint, { id: -1 }).enabled).toBe(false)
    expect(endpointQueryOptions(client, countedEndpoint, { id: -1, name: 'x' }).enabled).toBe(true)
    await expect(queryClient.fetchQuery(endpointQueryOptions(client, countedEndpoint, { id: -1, name: 'x' }))).rejects.toMatchObject({
      name: 'ParameterError',
      parameter: 'id',
      reason: 'invalid',
    })
    await expect(request(client, countedEndpoint, { id: 1 } as never)).rejects.toMatchObject({
      name: 'ParameterError',
      parameter: 'name',
      reason: 'missing',
      message: expect.stringContaining('Parameter `name` is required.'),
    })
  })

  it("the first infinite page is the request prepared for `enabled`; later pages are prepared in turn", async () => {
    let mapped = 0
    const pagedEndpoint = defineEndpoint({
      id: 'test/paged',
      method: 'GET',
      path: '/{sdk}/paged',
      required: ['owner'],
      query: (parameters: { owner: string; pagination?: { offset?: number; limit?: number } | undefined }) => {
        mapped += 1
        return { owner: parameters.owner, offset: parameters.pagination?.offset, limit: parameters.pagination?.limit }
      },
      response: z.object({ items: z.array(z.number()), pagination: z.object({ total: z.string() }) }),
      pagination: { style: 'offset', items: 'items', defaultLimit: 2 },
    })
    const offsets: (string | null)[] = []
    server.use(
      http.get('http://gateway.test/stack/paged', ({ request: sent }) => {
        const offset = Number(new URL(sent.url).searchParams.get('offset'))
        offsets.push(new URL(sent.url).searchParams.get('offset'))
        return HttpResponse.json({ items: [offset, offset + 1].filter((item) => item < 3), pagination: { total: '3' } })
      }),
    )
    const options = endpointInfiniteQueryOptions(client, pagedEndpoint, { owner: 'me' })
    expect(options.initialPageParam).toBe(0)
    expect(mapped).toBe(1)
    const queryClient = new QueryClient()
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 })
    expect(data.pages.flatMap((page) => page.items)).toEqual([0, 1, 2])
    expect(data.pageParams).toEqual([0, 2])
    expect(offsets).toEqual(['0', '2'])
    expect(mapped).toBe(2)
    expect(endpointInfiniteQueryOptions(client, pagedEndpoint, {}).enabled).toBe(false)
  })
})
