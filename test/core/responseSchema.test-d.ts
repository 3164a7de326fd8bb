import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { defineEndpoint, request } from '../../src/core/request.ts'
import type { Assignable, ResponseOf, ResponseSchema } from '../../src/core/responseSchema.ts'
import { coinSchema, type Coin } from '../../src/core/schemas.ts'
import * as z from '../../src/core/zod.ts'
import { getBalancesEndpoint, type getBalancesResponseSchema, type GetBalancesResponse } from '../../src/modules/bank/getBalances.ts'
import { getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'

declare const client: GatewayClient

describe('written-out response types', () => {
  it('are what the public schemas, endpoints, actions and query options carry', () => {
    expectTypeOf<ResponseOf<typeof getBalancesResponseSchema>>().toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(getBalancesEndpoint.response).toEqualTypeOf<ResponseSchema<GetBalancesResponse>>()
    expectTypeOf(request(client, getBalancesEndpoint, { address: 'kii1' })).resolves.toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(getBalancesQueryOptions(client, {}).queryFn).returns.resolves.toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(coinSchema.parse({})).toEqualTypeOf<Coin>()
    expectTypeOf<GetBalancesResponse['balances'][number]>().toEqualTypeOf<{ denom: string; amount: string }>()
  })

  it('cannot drift from their schema: the check each module carries fails on any difference', () => {
    const _coinZod = z.looseObject({ denom: z.string(), amount: z.string() })
    type CoinOutput = z.output<typeof _coinZod>
    type _Same = [Assignable<CoinOutput, Coin>, Assignable<Coin, CoinOutput>]
    // @ts-expect-error: a written type with a field the schema lacks
    type _Extra = Assignable<CoinOutput, { denom: string; amount: string; height: string }>
    // @ts-expect-error: a schema with a field the written type lacks fails the other direction
    type _Missing = Assignable<{ denom: string }, CoinOutput>
    // @ts-expect-error: a field typed differently
    type _Changed = Assignable<CoinOutput, { denom: string; amount: number }>
  })

  it('type an endpoint declared with a zod schema by that schema output', () => {
    const endpoint = defineEndpoint({
      id: 'mine/thing',
      method: 'GET',
      path: '/{app}/thing',
      response: z.looseObject({ value: z.string() }),
    })
    expectTypeOf(request(client, endpoint, undefined)).resolves.toEqualTypeOf<{ value: string }>()
  })
})
