import { describe, expectTypeOf, it } from 'vitest'
import type { AnyValue, Coin } from '../../src/core/schemas.ts'
import type { TxResponse } from '../../src/core/txSchemas.ts'
import { unknownFields, withUnknownFields, type WithUnknownFields } from '../../src/core/unknownFields.ts'
import * as z from '../../src/core/zod.ts'
import { getBalancesResponseSchema, type GetBalancesResponse } from '../../src/modules/bank/getBalances.ts'
import type { GetTxResponse } from '../../src/modules/tx/getTx.ts'
import type { PayUser } from '../../src/pay/modules/users.ts'

declare const balances: GetBalancesResponse
declare const tx: GetTxResponse
declare const user: PayUser

describe('response types', () => {
  it('name only the declared fields, so a typo fails to compile', () => {
    // @ts-expect-error: `balanse` is not a field of the balances response
    void balances.balanse
    // @ts-expect-error: nested objects too: a coin has `amount`
    void balances.balances[0]?.amout
    // @ts-expect-error: and the transaction's body has `memo`
    void tx.tx?.body.mem
    // @ts-expect-error: pay responses too: `userName`
    void user.username
    expectTypeOf<keyof Coin>().toEqualTypeOf<'denom' | 'amount'>()
    expectTypeOf<GetBalancesResponse>().not.toHaveProperty('balanse')
    expectTypeOf<TxResponse>().toHaveProperty('txhash')
  })

  it('keep an index signature on an Any in its @type form, whose fields are the message', () => {
    const message = {} as AnyValue
    if ('@type' in message) expectTypeOf(message.from_address).toEqualTypeOf<unknown>()
    // An object schema with an empty shape stays a record of unknown fields.
    const _emptyShape = z.looseObject({})
    expectTypeOf<z.output<typeof _emptyShape>>().toEqualTypeOf<Record<string, unknown>>()
  })
})

describe('the escape hatch', () => {
  it('withUnknownFields types undeclared fields as unknown at every depth, declared ones as before', () => {
    const open = withUnknownFields(balances)
    expectTypeOf(open).toEqualTypeOf<WithUnknownFields<GetBalancesResponse>>()
    expectTypeOf(open.chain_hint).toEqualTypeOf<unknown>()
    expectTypeOf(open.balances[0]!.locked_until).toEqualTypeOf<unknown>()
    expectTypeOf(open.balances[0]!.amount).toEqualTypeOf<string>()
    expectTypeOf(open.pagination).toMatchTypeOf<{ next_key?: string | null | undefined } | null | undefined>()
    expectTypeOf(withUnknownFields(tx).tx_response!.txhash).toEqualTypeOf<string>()
  })

  it('unknownFields takes an object schema and returns a record', () => {
    expectTypeOf(unknownFields(getBalancesResponseSchema, balances)).toEqualTypeOf<Record<string, unknown>>()
    // @ts-expect-error: a string schema has no fields to compare with
    unknownFields(z.string(), balances)
  })
})
