import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { getBalances } from '../../src/modules/bank/getBalances.ts'
import { getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { getOracleRatesQueryOptions } from '../../src/query/oracle/getOracleRates.ts'
import { useBalances, useInfiniteBalances, useSuspenseBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useOracleRates } from '../../src/react/hooks/oracle/useOracleRates.ts'

declare const client: GatewayClient

describe('blockHeight types', () => {
  it('is accepted as a number, bigint or decimal string by actions, query options and hooks', () => {
    expectTypeOf(getBalances).toBeCallableWith(client, { address: 'kii1' }, { blockHeight: 5n })
    expectTypeOf(getBalancesQueryOptions).toBeCallableWith(client, { address: 'kii1', blockHeight: '5' })
    expectTypeOf(getOracleRatesQueryOptions).toBeCallableWith(client, { blockHeight: 5 })
    expectTypeOf(useBalances).toBeCallableWith({ address: undefined, blockHeight: 5 })
    expectTypeOf(useInfiniteBalances).toBeCallableWith({ address: 'kii1', blockHeight: 5n })
    expectTypeOf(useSuspenseBalances).toBeCallableWith({ address: 'kii1', blockHeight: '5' })
    expectTypeOf(useOracleRates).toBeCallableWith({ blockHeight: 5n })
  })

  it('refuses other types', () => {
    // @ts-expect-error a height is a number, bigint or decimal string
    getBalances(client, { address: 'kii1' }, { blockHeight: true })
    // @ts-expect-error a height is a number, bigint or decimal string
    getBalancesQueryOptions(client, { address: 'kii1', blockHeight: {} })
  })
})
