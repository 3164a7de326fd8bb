import type { InfiniteData } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import { getBalances, type GetBalancesResponse } from '../../src/modules/bank/getBalances.ts'
import type { GetTxSearchResponse } from '../../src/modules/tx/getTxSearch.ts'
import { getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import { useBalances, useInfiniteBalances } from '../../src/react/hooks/bank/useBalances.ts'
import { useInfiniteTxSearch, useTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'

declare const client: GatewayClient
declare const maybeAddress: string | undefined

describe('hook types', () => {
  it('return the response type, or what select makes of it', () => {
    expectTypeOf(useBalances({ address: 'kii1' }).data).toEqualTypeOf<GetBalancesResponse | undefined>()
    const count = useBalances({ address: 'kii1', query: { select: (data) => data.balances.length } })
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>()
    expectTypeOf(useBalances().error).toEqualTypeOf<Error | null>()
  })

  it('accept inputs that are not known yet', () => {
    expectTypeOf(useBalances).toBeCallableWith({ address: maybeAddress })
    expectTypeOf(useBalances).toBeCallableWith({ address: maybeAddress, query: { enabled: false, staleTime: 1_000 } })
    expectTypeOf(useBalances).toBeCallableWith({ client })
  })

  it('give infinite hooks pages and their page parameter', () => {
    expectTypeOf(useInfiniteBalances({ address: 'kii1' }).data).toEqualTypeOf<
      InfiniteData<GetBalancesResponse, string | undefined> | undefined
    >()
    expectTypeOf(useInfiniteTxSearch({ eventQuery: 'tx.height>1' }).data).toEqualTypeOf<
      InfiniteData<GetTxSearchResponse, number> | undefined
    >()
    expectTypeOf(useTxSearch).toBeCallableWith({ events: ["message.action='send'"], orderBy: 'ORDER_BY_DESC' })
  })

  it('keep amounts as strings', () => {
    expectTypeOf<GetBalancesResponse['balances'][number]['amount']>().toEqualTypeOf<string>()
  })

  it('require complete parameters in actions, and type the query key', () => {
    // @ts-expect-error: the action needs an address
    void getBalances(client, {})
    expectTypeOf(getBalancesQueryOptions(client, { address: 'kii1' }).queryKey[2]).toEqualTypeOf<string>()
    expectTypeOf(getBalancesQueryOptions(client, { address: 'kii1' }).queryKey[0]).toEqualTypeOf<'gatekit'>()
  })
})
