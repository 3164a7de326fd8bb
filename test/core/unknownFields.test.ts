import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { coinSchema } from '../../src/core/schemas.ts'
import { unknownFields, withUnknownFields } from '../../src/core/unknownFields.ts'
import * as z from '../../src/core/zod.ts'
import { getBalances, getBalancesResponseSchema } from '../../src/modules/bank/getBalances.ts'
import { recordingClient, setupMockServer } from '../helpers.tsx'

// Response types name only the declared fields (test/core/unknownFields.test-d.ts); at run time
// the parsed value keeps whatever else a newer gateway sends.

const mock = setupMockServer()
const address = 'kii1qqqsyqcyq5rqwzqfpg9scrgwpugpzysn6ats8x'

/** A balances page from a chain whose protos grew fields this version of gatekit does not know. */
const newerChainPage = {
  balances: [{ denom: 'akii', amount: '5', locked_until: '2031-01-01T00:00:00Z' }],
  pagination: { next_key: null, total: '1', generation: 7 },
  chain_hint: { upgrade: 'v9' },
}

describe('unknown fields', () => {
  it('stay in a parsed response over HTTP, at every depth, and withUnknownFields reads them', async () => {
    mock.use(http.get('http://gateway.test/*', () => HttpResponse.json(newerChainPage)))
    const { client } = recordingClient('http://gateway.test')
    const page = await getBalances(client, { address })
    expect(page).toEqual(newerChainPage)
    const open = withUnknownFields(page)
    expect(open.chain_hint).toEqual({ upgrade: 'v9' })
    expect(open.balances[0]?.locked_until).toBe('2031-01-01T00:00:00Z')
    expect(open.pagination?.generation).toBe(7)
    expect(open).toBe(page)
  })

  it('are listed by unknownFields, the top level against its schema', () => {
    const page = getBalancesResponseSchema.parse(newerChainPage)
    expect(unknownFields(getBalancesResponseSchema, page)).toEqual({ chain_hint: { upgrade: 'v9' } })
    expect(unknownFields(coinSchema, page.balances[0]!)).toEqual({ locked_until: '2031-01-01T00:00:00Z' })
    expect(unknownFields(coinSchema, { denom: 'akii', amount: '1' })).toEqual({})
  })

  it('stay when zod parses in full (a default filled in), not only on the check-only path', () => {
    const schema = z.looseObject({ denom: z.string(), memo: z._default(z.optional(z.string()), '') })
    const parsed = z.parse(schema, { denom: 'akii', extra: 1 })
    expect(parsed).toEqual({ denom: 'akii', memo: '', extra: 1 })
    expect(unknownFields(schema, parsed)).toEqual({ extra: 1 })
  })

  it('keep a field named __proto__ a plain field', () => {
    const value = JSON.parse('{"denom":"akii","amount":"1","__proto__":{"polluted":true}}') as object
    const fields = unknownFields(coinSchema, value)
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    expect(Object.keys(fields)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
