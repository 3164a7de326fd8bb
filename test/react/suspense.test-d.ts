import type { InfiniteData } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { Coin } from '../../src/core/schemas.ts'
import { devnetPaymentsModule, type DevnetPayment } from '../../src/devnet/pay/paymentsModule.ts'
import type { GetBalancesResponse } from '../../src/modules/bank/getBalances.ts'
import type { GetTxSearchResponse } from '../../src/modules/tx/getTxSearch.ts'
import type { DecodeTxResponse } from '../../src/modules/tx/decodeTx.ts'
import type { PayUser } from '../../src/pay/modules/users.ts'
import { useSuspenseMe } from '../../src/pay/react/useMe.ts'
import { useSuspensePayQuery } from '../../src/pay/react/usePayQuery.ts'
import {
  useInfiniteBalances,
  useSuspenseBalances,
  useSuspenseInfiniteBalances,
} from '../../src/react/hooks/bank/useBalances.ts'
import { useSuspenseInfiniteBlockWithTxs } from '../../src/react/hooks/tx/useBlockWithTxs.ts'
import { useSuspenseDecodeTx } from '../../src/react/hooks/tx/useDecodeTx.ts'
import { useInfiniteTxSearch, useSuspenseInfiniteTxSearch } from '../../src/react/hooks/tx/useTxSearch.ts'
import { useSuspenseOracleRates } from '../../src/react/hooks/oracle/useOracleRates.ts'

declare const maybeAddress: string | undefined

describe('suspense hook types', () => {
  it('give data that is never undefined', () => {
    expectTypeOf(useSuspenseBalances({ address: 'kii1' }).data).toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(useSuspenseDecodeTx({ txBytes: 'CgQ=' }).data).toEqualTypeOf<DecodeTxResponse>()
    expectTypeOf(useSuspenseInfiniteBalances({ address: 'kii1' }).data).toEqualTypeOf<
      InfiniteData<GetBalancesResponse, string | undefined>
    >()
    expectTypeOf(useSuspenseInfiniteTxSearch({ eventQuery: 'tx.height>1' }).data).toEqualTypeOf<
      InfiniteData<GetTxSearchResponse, number>
    >()
    expectTypeOf(useSuspenseMe().data).toEqualTypeOf<PayUser>()
    expectTypeOf(
      useSuspensePayQuery({ module: devnetPaymentsModule, method: 'GetPayment', params: { paymentId: 'p' } }).data.payment,
    ).toEqualTypeOf<DevnetPayment>()
  })

  it('apply select to the data type', () => {
    const count = useSuspenseBalances({ address: 'kii1', query: { select: (data) => data.balances.length } })
    expectTypeOf(count.data).toEqualTypeOf<number>()
    const name = useSuspenseMe({ query: { select: (user) => user.userName } })
    expectTypeOf(name.data).toEqualTypeOf<PayUser['userName']>()
  })

  it('require the parameters a suspended component cannot wait for', () => {
    // @ts-expect-error address is required
    useSuspenseBalances({})
    // @ts-expect-error an address that may be undefined is refused
    useSuspenseBalances({ address: maybeAddress })
    // @ts-expect-error a parameter object is required
    useSuspenseBalances()
    // @ts-expect-error txBytes is required
    useSuspenseDecodeTx({})
    // @ts-expect-error height is required, on the offset-paged infinite hook too
    useSuspenseInfiniteBlockWithTxs({ pagination: { limit: 10 } })
    // @ts-expect-error GetPayment needs its paymentId
    useSuspensePayQuery({ module: devnetPaymentsModule, method: 'GetPayment' })
    // Endpoints without required parameters take none.
    expectTypeOf(useSuspenseOracleRates).toBeCallableWith()
    expectTypeOf(useSuspenseMe).toBeCallableWith()
    expectTypeOf(useSuspenseInfiniteBlockWithTxs).toBeCallableWith({ height: 12n, pagination: { limit: 10 } })
    // All of ListPayments' params are optional, so `params` is too.
    expectTypeOf(useSuspensePayQuery({ module: devnetPaymentsModule, method: 'ListPayments' }).data.payments).toEqualTypeOf<
      DevnetPayment[]
    >()
  })

  it('refuse the options a suspended component cannot use', () => {
    // @ts-expect-error a suspense query cannot be disabled
    useSuspenseBalances({ address: 'kii1', query: { enabled: false } })
    // @ts-expect-error nor show placeholder data
    useSuspenseBalances({ address: 'kii1', query: { placeholderData: undefined } })
    // @ts-expect-error errors always go to the error boundary
    useSuspenseInfiniteBalances({ address: 'kii1', query: { throwOnError: false } })
    // @ts-expect-error a suspense pay query cannot be disabled either
    useSuspenseMe({ query: { enabled: false } })
    expectTypeOf(useSuspenseBalances).toBeCallableWith({ address: 'kii1', query: { staleTime: 1_000, refetchInterval: 5_000 } })
  })
})

describe('infinite select', () => {
  it('changes the data type of useInfiniteX', () => {
    const coins = useInfiniteBalances({
      address: maybeAddress,
      query: { select: (data) => data.pages.flatMap((page) => page.balances) },
    })
    expectTypeOf(coins.data).toEqualTypeOf<Coin[] | undefined>()
    const heights = useInfiniteTxSearch({
      eventQuery: 'tx.height>1',
      query: { select: (data) => data.pageParams },
    })
    expectTypeOf(heights.data).toEqualTypeOf<number[] | undefined>()
    // Without select, still the pages.
    expectTypeOf(useInfiniteBalances({ address: maybeAddress }).data).toEqualTypeOf<
      InfiniteData<GetBalancesResponse, string | undefined> | undefined
    >()
  })

  it('changes the data type of useSuspenseInfiniteX', () => {
    const coins = useSuspenseInfiniteBalances({
      address: 'kii1',
      query: { select: (data) => data.pages.flatMap((page) => page.balances) },
    })
    expectTypeOf(coins.data).toEqualTypeOf<Coin[]>()
  })
})
