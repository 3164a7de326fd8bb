// Type tests, compiled by the fixture's `tsc` and never run: gatekit's query options go into every
// TanStack Query v5 API without casts, and the data each call returns is the gateway's response type.
import {
  QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query'
import {
  createGatewayClient,
  getBalancesInfiniteQueryOptions,
  getBalancesQueryOptions,
  useInfiniteBalances,
  type GetBalancesResponse,
} from 'gatekit'
import { createPayClient, ed25519Signer, getMeQueryOptions, type PayUser } from 'gatekit/pay'

/** True only when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
/** `exactly<Expected>()(value)` compiles only when `value` is of exactly that type (else it asks for a second argument). */
const exactly =
  <Expected>() =>
  <Actual>(_value: Actual, ..._typesDiffer: Equal<Actual, Expected> extends true ? [] : ['the types differ']) => {}

const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1317' })
const payClient = createPayClient({ baseUrl: 'http://127.0.0.1:1318', apiKey: 'pk_example', signer: ed25519Signer('11'.repeat(32)) })
const queryClient = new QueryClient()
const address = 'kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l'

const balances = getBalancesQueryOptions(client, { address })
const balancePages = getBalancesInfiniteQueryOptions(client, { address })
const me = getMeQueryOptions(payClient)

export async function onTheServer() {
  await queryClient.prefetchQuery(balances)
  await queryClient.prefetchInfiniteQuery(balancePages)
  await queryClient.prefetchQuery(me)

  const fetched = await queryClient.fetchQuery(balances)
  exactly<GetBalancesResponse>()(fetched)
  const ensured = await queryClient.ensureQueryData(balances)
  exactly<GetBalancesResponse>()(ensured)
  const pages = await queryClient.fetchInfiniteQuery(balancePages)
  exactly<GetBalancesResponse[]>()(pages.pages)
  const meFetched = await queryClient.fetchQuery(me)
  exactly<PayUser>()(meFetched)

  // Data tags: the key alone tells the cache what it holds.
  const cached = queryClient.getQueryData(balances.queryKey)
  exactly<GetBalancesResponse | undefined>()(cached)
  const cachedPages = queryClient.getQueryData(balancePages.queryKey)
  exactly<GetBalancesResponse[] | undefined>()(cachedPages?.pages)
  const cachedMe = queryClient.getQueryData(me.queryKey)
  exactly<PayUser | undefined>()(cachedMe)

  // Spread into TanStack's own helper, with options of the user's own.
  const mine = queryOptions({ ...balances, staleTime: 5_000 })
  const cachedMine = queryClient.getQueryData(mine.queryKey)
  exactly<GetBalancesResponse | undefined>()(cachedMine)
  const myMe = queryOptions({ ...me, retry: false })
  const cachedMyMe = queryClient.getQueryData(myMe.queryKey)
  exactly<PayUser | undefined>()(cachedMyMe)
  await queryClient.invalidateQueries({ queryKey: myMe.queryKey })
}

export function useEveryHook() {
  const query = useQuery(balances)
  exactly<GetBalancesResponse | undefined>()(query.data)
  const suspense = useSuspenseQuery(balances)
  exactly<GetBalancesResponse>()(suspense.data)
  const infinite = useInfiniteQuery(balancePages)
  exactly<GetBalancesResponse[] | undefined>()(infinite.data?.pages)
  const suspenseInfinite = useSuspenseInfiniteQuery(balancePages)
  exactly<GetBalancesResponse[]>()(suspenseInfinite.data.pages)
  const [first, mine] = useQueries({ queries: [balances, me] })
  exactly<GetBalancesResponse | undefined>()(first.data)
  exactly<PayUser | undefined>()(mine.data)
  const counted = useQuery({ ...balances, select: (response) => response.balances.length })
  exactly<number | undefined>()(counted.data)
  const meQuery = useQuery(me)
  exactly<PayUser | undefined>()(meQuery.data)

  // `select` on infinite lists changes the data type, through TanStack and through gatekit's hook.
  type Coin = GetBalancesResponse['balances'][number]
  const allCoins = useInfiniteQuery({ ...balancePages, select: (data) => data.pages.flatMap((page) => page.balances) })
  exactly<Coin[] | undefined>()(allCoins.data)
  const denoms = useInfiniteBalances({ address, query: { select: (data) => data.pages.flatMap((page) => page.balances.map((coin) => coin.denom)) } })
  exactly<string[] | undefined>()(denoms.data)
  return { query, suspense, infinite, suspenseInfinite, first, mine, counted, meQuery, allCoins, denoms }
}
