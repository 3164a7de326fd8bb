import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SchemaError } from '../../src/core/errors.ts'
import { coinSchema } from '../../src/core/schemas.ts'
import { exactSafeParse, maxNestingDepth } from '../../src/core/shape.ts'
import { zodMaxNestingDepth } from '../../src/core/zodSchemas.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { setupMockServer, testClient } from '../helpers.tsx'

// Schemas are descriptions checked by gatekit's own validator; zod is built from them and loaded
// with `import()` only when a response fails that check. These tests fail if that loading breaks:
// the SchemaError of an invalid response over HTTP must still be zod's (its message for the
// failing check and its count of every issue, which gatekit's own check does not know).

const baseUrl = 'http://gateway.test'
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'
const balancesUrl = `${baseUrl}/stack/bank/v1beta1/balances/${address}`
// Two amounts break the schema: zod reports both, gatekit's own check stops at the first.
const brokenPage = { balances: [{ denom: 'akii', amount: '-1' }, { denom: 'uatom', amount: 7 }], pagination: null }

describe('the failure path of validation', () => {
  const mock = setupMockServer()

  it('loads zod only for a response that fails: before it, none is at hand; after it, zod reports every issue', async () => {
    // Module state is per test file: nothing has failed yet, so zod has not been loaded.
    expect(exactSafeParse(coinSchema, { denom: 'akii', amount: 12 })).toBeUndefined()
    const own = coinSchema.safeParse({ denom: 'akii', amount: 12 })
    expect(own.success).toBe(false)

    mock.use(http.get(balancesUrl, () => HttpResponse.json(brokenPage)))
    const error = await getBalances(testClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect(error).toMatchObject({
      endpoint: 'bank/balances',
      path: '$.balances[0].amount',
      // zod's issue message: the regex check's own error text.
      expected: 'an unsigned integer as a decimal string',
      received: 'string',
      issueCount: 2,
    })

    // zod is loaded now: a description's synchronous parse fails with zod's own issues.
    const exact = exactSafeParse(coinSchema, { denom: 'akii', amount: 12 })
    expect(exact?.success).toBe(false)
    expect((exact as unknown as { error: { issues: unknown[] } }).error.issues).toMatchObject([
      { code: 'invalid_type', expected: 'string', path: ['amount'] },
    ])
  })

  it('answers a valid response without zod deciding anything, every field kept', async () => {
    const page = { balances: [{ denom: 'akii', amount: '18446744073709551616', note: { x: [1] } }], pagination: { next_key: null, total: '1' } }
    mock.use(http.get(balancesUrl, () => HttpResponse.json(page)))
    expect(await getBalances(testClient({ baseUrl, retry: 0 }), { address })).toEqual(page)
  })

  it('keeps the nesting bound in both: the validator and zod refuse past the same depth', async () => {
    expect(zodMaxNestingDepth).toBe(maxNestingDepth)
    let deep: unknown = 'leaf'
    for (let level = 0; level < maxNestingDepth + 5; level++) deep = { next: deep }
    mock.use(http.get(balancesUrl, () => HttpResponse.json({ balances: [{ denom: 'akii', amount: '1', extra: deep }], pagination: null })))
    const error = await getBalances(testClient({ baseUrl, retry: 0 }), { address }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as SchemaError).expected).toBe(`no nesting deeper than ${maxNestingDepth} levels`)
  })
})
