import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
  type InfiniteData,
} from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { GatewayClient } from '../../src/core/client.ts'
import type { Coin } from '../../src/core/schemas.ts'
import type { GetBalancesResponse } from '../../src/modules/bank/getBalances.ts'
import type { DecodeTxResponse } from '../../src/modules/tx/decodeTx.ts'
import type { GetTxSearchResponse } from '../../src/modules/tx/getTxSearch.ts'
import type { PayClient } from '../../src/pay/client.ts'
import type { PayUser } from '../../src/pay/modules/users.ts'
import { getMeQueryOptions, type PayQueryOptions } from '../../src/pay/query.ts'
import { getBalancesInfiniteQueryOptions, getBalancesQueryOptions } from '../../src/query/bank/getBalances.ts'
import type { EndpointInfiniteQueryOptions, EndpointQueryOptions } from '../../src/query/endpointQueryOptions.ts'
import { decodeTxQueryOptions } from '../../src/query/tx/decodeTx.ts'
import { getTxSearchInfiniteQueryOptions } from '../../src/query/tx/getTxSearch.ts'

// Every call below passes gatekit's options straight to TanStack's own API, with no cast: the
// file fails to type-check if an option object stops being assignable or its key loses its tag.

declare const client: GatewayClient
declare const payClient: PayClient
declare const queryClient: QueryClient

const balances = getBalancesQueryOptions(client, { address: 'kii1' })
const balancePages = getBalancesInfiniteQueryOptions(client, { address: 'kii1' })
const decoded = decodeTxQueryOptions(client, { txBytes: new Uint8Array([1]) })
const me = getMeQueryOptions(payClient)

type BalancePages = InfiniteData<GetBalancesResponse, string | undefined>

describe('query options in TanStack hooks', () => {
  it('have named types a user can write down', () => {
    expectTypeOf(balances).toEqualTypeOf<EndpointQueryOptions<GetBalancesResponse>>()
    expectTypeOf(balancePages).toEqualTypeOf<EndpointInfiniteQueryOptions<GetBalancesResponse, string | undefined>>()
    expectTypeOf(me).toEqualTypeOf<PayQueryOptions<PayUser>>()
  })

  it('useQuery and useSuspenseQuery take them as they are, and select changes the data', () => {
    expectTypeOf(useQuery(balances).data).toEqualTypeOf<GetBalancesResponse | undefined>()
    expectTypeOf(useQuery(decoded).data).toEqualTypeOf<DecodeTxResponse | undefined>()
    expectTypeOf(useQuery(me).data).toEqualTypeOf<PayUser | undefined>()
    expectTypeOf(useSuspenseQuery(balances).data).toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(useSuspenseQuery(decoded).data).toEqualTypeOf<DecodeTxResponse>()
    expectTypeOf(useSuspenseQuery(me).data).toEqualTypeOf<PayUser>()

    const count = useQuery({ ...balances, select: (data) => data.balances.length })
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>()
    const suspenseCount = useSuspenseQuery({ ...balances, select: (data) => data.balances.length })
    expectTypeOf(suspenseCount.data).toEqualTypeOf<number>()
    expectTypeOf(useQuery({ ...me, select: (user) => user.userName }).data).toEqualTypeOf<string | undefined>()
  })

  it('useQueries takes a list of them, each typed on its own', () => {
    const [first, second, third] = useQueries({ queries: [balances, decoded, me] })
    expectTypeOf(first.data).toEqualTypeOf<GetBalancesResponse | undefined>()
    expectTypeOf(second.data).toEqualTypeOf<DecodeTxResponse | undefined>()
    expectTypeOf(third.data).toEqualTypeOf<PayUser | undefined>()
    const mapped = useQueries({
      queries: ['kii1', 'kii2'].map((address) => ({
        ...getBalancesQueryOptions(client, { address }),
        select: (data: GetBalancesResponse) => data.balances,
      })),
    })
    expectTypeOf(mapped[0]!.data).toEqualTypeOf<Coin[] | undefined>()
  })

  it('useInfiniteQuery and useSuspenseInfiniteQuery take the infinite ones, and select changes the data', () => {
    expectTypeOf(useInfiniteQuery(balancePages).data).toEqualTypeOf<BalancePages | undefined>()
    expectTypeOf(useSuspenseInfiniteQuery(balancePages).data).toEqualTypeOf<BalancePages>()
    const coins = useInfiniteQuery({ ...balancePages, select: (data) => data.pages.flatMap((page) => page.balances) })
    expectTypeOf(coins.data).toEqualTypeOf<Coin[] | undefined>()
    const suspenseCoins = useSuspenseInfiniteQuery({
      ...balancePages,
      select: (data) => data.pages.flatMap((page) => page.balances),
    })
    expectTypeOf(suspenseCoins.data).toEqualTypeOf<Coin[]>()
    const searches = useInfiniteQuery(getTxSearchInfiniteQueryOptions(client, { eventQuery: 'tx.height>1' }))
    expectTypeOf(searches.data).toEqualTypeOf<InfiniteData<GetTxSearchResponse, number> | undefined>()
  })

  it('queryOptions and infiniteQueryOptions take them spread, and keep the tag', () => {
    const copied = queryOptions({ ...balances })
    expectTypeOf(queryClient.getQueryData(copied.queryKey)).toEqualTypeOf<GetBalancesResponse | undefined>()
    const selected = queryOptions({ ...decoded, select: (data) => data.tx })
    expectTypeOf(useQuery(selected).data).toEqualTypeOf<DecodeTxResponse['tx'] | undefined>()
    expectTypeOf(queryOptions({ ...me }).queryKey).toEqualTypeOf(me.queryKey)
    const pages = infiniteQueryOptions({ ...balancePages })
    expectTypeOf(useInfiniteQuery(pages).data).toEqualTypeOf<BalancePages | undefined>()
    const coins = infiniteQueryOptions({ ...balancePages, select: (data) => data.pages.flatMap((page) => page.balances) })
    expectTypeOf(useInfiniteQuery(coins).data).toEqualTypeOf<Coin[] | undefined>()
  })
})

describe('query options in the QueryClient', () => {
  it('fetchQuery, prefetchQuery and ensureQueryData take them and resolve to the response', () => {
    expectTypeOf(queryClient.fetchQuery(balances)).resolves.toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(queryClient.fetchQuery(decoded)).resolves.toEqualTypeOf<DecodeTxResponse>()
    expectTypeOf(queryClient.fetchQuery(me)).resolves.toEqualTypeOf<PayUser>()
    expectTypeOf(queryClient.prefetchQuery(balances)).resolves.toEqualTypeOf<void>()
    expectTypeOf(queryClient.prefetchQuery(decoded)).resolves.toEqualTypeOf<void>()
    expectTypeOf(queryClient.prefetchQuery(me)).resolves.toEqualTypeOf<void>()
    expectTypeOf(queryClient.ensureQueryData(balances)).resolves.toEqualTypeOf<GetBalancesResponse>()
    expectTypeOf(queryClient.ensureQueryData(decoded)).resolves.toEqualTypeOf<DecodeTxResponse>()
    expectTypeOf(queryClient.ensureQueryData(me)).resolves.toEqualTypeOf<PayUser>()
  })

  it('fetchInfiniteQuery and prefetchInfiniteQuery take the infinite ones', () => {
    expectTypeOf(queryClient.fetchInfiniteQuery(balancePages)).resolves.toEqualTypeOf<BalancePages>()
    expectTypeOf(queryClient.prefetchInfiniteQuery(balancePages)).resolves.toEqualTypeOf<void>()
    expectTypeOf(queryClient.ensureInfiniteQueryData(balancePages)).resolves.toEqualTypeOf<BalancePages>()
  })

  it('getQueryData and setQueryData read the type from the key', () => {
    expectTypeOf(queryClient.getQueryData(balances.queryKey)).toEqualTypeOf<GetBalancesResponse | undefined>()
    expectTypeOf(queryClient.getQueryData(decoded.queryKey)).toEqualTypeOf<DecodeTxResponse | undefined>()
    expectTypeOf(queryClient.getQueryData(me.queryKey)).toEqualTypeOf<PayUser | undefined>()
    expectTypeOf(queryClient.getQueryData(balancePages.queryKey)).toEqualTypeOf<BalancePages | undefined>()
    expectTypeOf(queryClient.getQueryState(balances.queryKey)?.error).toEqualTypeOf<Error | null | undefined>()
    queryClient.setQueryData(balances.queryKey, (old) => {
      expectTypeOf(old).toEqualTypeOf<GetBalancesResponse | undefined>()
      return old
    })
    // @ts-expect-error: the key is tagged with the balances response, not a number
    queryClient.setQueryData(balances.queryKey, 5)
  })

  it('let a typo in a response field fail', () => {
    const data = queryClient.getQueryData(balances.queryKey)
    // @ts-expect-error: `balanse` is not a field of the balances response
    void data?.balanse
    const user = queryClient.getQueryData(me.queryKey)
    // @ts-expect-error: `username` is spelt `userName`
    void user?.username
  })
})
