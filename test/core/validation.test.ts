import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { HttpError, SchemaError } from '../../src/core/errors.ts'
import { coinSchema } from '../../src/core/schemas.ts'
import { txResponseSchema } from '../../src/core/txSchemas.ts'
import { zodOf } from '../../src/core/responseSchema.ts'
import * as z from '../../src/core/zod.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getTxSearch } from '../../src/modules/tx/getTxSearch.ts'
import { authenticateUserResponseSchema } from '../../src/pay/authenticateUser.ts'
import { setupDevnetServer, setupMockServer, testClient } from '../helpers.tsx'

const baseUrl = 'http://gateway.test'
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const balancesUrl = `${baseUrl}/stack/bank/v1beta1/balances/${address}`
// `amount` is a number here: the schema wants a decimal string.
const brokenBody = { balances: [{ denom: 'akii', amount: 12 }], pagination: null }

describe('validateResponses', () => {
  const mock = setupMockServer()
  const answer = (body: typeof brokenBody) => mock.use(http.get(balancesUrl, () => HttpResponse.json(body)))

  it('validates by default: a response that breaks the schema is a SchemaError', async () => {
    answer(brokenBody)
    const client = testClient({ baseUrl, retry: 0 })
    expect(client.validateResponses).toBe(true)
    const error = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect(error).toMatchObject({ path: '$.balances[0].amount', expected: 'string', received: 'number' })
  })

  it('with validateResponses: false returns the JSON as the gateway sent it, unchecked', async () => {
    answer(brokenBody)
    const client = testClient({ baseUrl, retry: 0, validateResponses: false })
    expect(client.validateResponses).toBe(false)
    const data: unknown = await getBalances(client, { address })
    expect(data).toEqual(brokenBody)
  })

  it('a request option overrides the client in both directions', async () => {
    answer(brokenBody)
    const unchecked = testClient({ baseUrl, retry: 0, validateResponses: false })
    const checked = testClient({ baseUrl, retry: 0 })
    await expect(getBalances(unchecked, { address }, { validateResponses: true })).rejects.toBeInstanceOf(SchemaError)
    expect(await getBalances(checked, { address }, { validateResponses: false })).toEqual(brokenBody)
  })

  it('still fails on a body that is not JSON, or is truncated, when validation is off', async () => {
    const client = testClient({ baseUrl, retry: 0, validateResponses: false })
    mock.use(http.get(balancesUrl, () => new HttpResponse('{"balances":[{"denom":"akii","amo', { status: 200 })))
    const truncated = await getBalances(client, { address }).catch((e: unknown) => e)
    expect(truncated).toBeInstanceOf(HttpError)
    expect((truncated as HttpError).shortMessage).toContain('truncated or not JSON')
    mock.use(http.get(balancesUrl, () => new HttpResponse('<html>bad gateway</html>', { status: 200 })))
    await expect(getBalances(client, { address })).rejects.toBeInstanceOf(HttpError)
  })
})

describe('validated and unvalidated responses of the devnet agree', () => {
  const gateway = setupDevnetServer()

  it('gives the same transaction search page either way, every field kept', async () => {
    for (let block = 0; block < 12; block++) gateway.devnet.produceBlock()
    const parameters = { eventQuery: 'tx.height>0', limit: 100 }
    const validated = await getTxSearch(testClient({ baseUrl: gateway.url, retry: 0 }), parameters)
    const raw = await getTxSearch(testClient({ baseUrl: gateway.url, retry: 0, validateResponses: false }), parameters)
    expect(validated.tx_responses?.length).toBeGreaterThan(0)
    expect(validated).toEqual(raw)
    expect(JSON.stringify(validated)).toBe(JSON.stringify(raw))
  })
})

describe('library schemas (zod/mini with check-only objects)', () => {
  it('are zod/mini schemas that keep unknown fields and report zod issues with their paths', () => {
    expect(zodOf(coinSchema)).toBeInstanceOf(z.ZodMiniObject)
    const input = { denom: 'akii', amount: '1', note: { nested: [1, 2] } }
    expect(z.parse(zodOf(coinSchema), input)).toEqual(input)
    const result = z.safeParse(z.array(zodOf(coinSchema)), [input, { denom: 'b', amount: '-1' }])
    expect(result.success).toBe(false)
    expect(result.error?.issues).toMatchObject([{ code: 'invalid_format', path: [1, 'amount'] }])
  })

  it('report a missing required field and a value of the wrong type, as zod does', () => {
    const missing = z.safeParse(zodOf(coinSchema), { denom: 'akii' })
    expect(missing.error?.issues).toMatchObject([{ code: 'invalid_type', expected: 'string', path: ['amount'] }])
    const notObject = z.safeParse(zodOf(coinSchema), ['akii', '1'])
    expect(notObject.error?.issues).toMatchObject([{ code: 'invalid_type', expected: 'object', path: [] }])
  })

  it('fill defaults in a copy and leave the caller’s object untouched', () => {
    const input = { authenticated: false, user: null, locked: undefined, extra: 1 }
    const parsed = authenticateUserResponseSchema.parse(input)
    expect(parsed).toMatchObject({ authenticated: false, locked: false, requires2FA: false, extra: 1 })
    expect(input).toEqual({ authenticated: false, user: null, locked: undefined, extra: 1 })
  })

  it('drop an own __proto__ key, as zod does, instead of returning it', () => {
    const input = JSON.parse('{"denom":"akii","amount":"1","__proto__":{"polluted":true}}') as object
    const parsed = z.parse(zodOf(coinSchema), input) as Record<string, unknown>
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('accept both JSON forms of an Any inside a transaction result', () => {
    const base = {
      height: '5',
      txhash: 'AB',
      codespace: '',
      code: 0,
      data: '',
      raw_log: '',
      info: '',
      gas_wanted: '1',
      gas_used: '1',
      timestamp: '2026-01-01T00:00:00Z',
    }
    expect(z.safeParse(zodOf(txResponseSchema), { ...base, tx: { '@type': '/cosmos.tx.v1beta1.Tx', body: {} } }).success).toBe(true)
    expect(z.safeParse(zodOf(txResponseSchema), { ...base, tx: { type_url: '/x', value: 'AAEC' } }).success).toBe(true)
    expect(z.safeParse(zodOf(txResponseSchema), { ...base, code: 1.5 }).success).toBe(false)
  })
})
