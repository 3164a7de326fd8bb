// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import { getBalancesInfiniteQueryOptions } from '../../query/bank/getBalances.ts'
import { getDenomsMetadataInfiniteQueryOptions } from '../../query/bank/getDenomsMetadata.ts'
import { getSpendableBalancesInfiniteQueryOptions } from '../../query/bank/getSpendableBalances.ts'
import { getDenomTraceQueryOptions } from '../../query/ibcTransfer/getDenomTrace.ts'
import { denomDisplayStaleTime } from '../Amount/prefetchAmount.ts'
import { prefetchMorePages } from '../shared/prefetchPages.ts'

/** Balances per page when `pageSize` is not given. */
export const defaultBalanceListPageSize = 100
/** Metadata entries per request of the `denoms_metadata` walk (a handful of requests for any chain). */
export const balanceListMetadataPageSize = 200

/** What {@link prefetchBalanceList} needs of `BalanceList`'s props (the same names and defaults). */
export type PrefetchBalanceListProps = {
  address: string | undefined
  pageSize?: number | undefined
  showSpendable?: boolean | undefined
}

// The query options the component reads (its keys and freshness), built once for the prefetch below.
function balanceListQueryOptions(client: GatewayClient, props: PrefetchBalanceListProps) {
  const pagination = { limit: props.pageSize ?? defaultBalanceListPageSize }
  return {
    balances: getBalancesInfiniteQueryOptions(client, { address: props.address, pagination }),
    spendable: getSpendableBalancesInfiniteQueryOptions(client, { address: props.address, pagination }),
    metadata: {
      ...getDenomsMetadataInfiniteQueryOptions(client, { pagination: { limit: balanceListMetadataPageSize } }),
      staleTime: denomDisplayStaleTime,
    },
  }
}

/**
 * Server prefetch of `BalanceList`: fetches into `queryClient` exactly what the list reads before it
 * shows its first page (the first page of balances, the spendable pages that cover it, every page of
 * denom metadata, the traces of the IBC vouchers without metadata of their own), with the component's
 * query keys. Dehydrate the client and render `BalanceList` under TanStack's `HydrationBoundary`: the
 * hydrated list shows its rows at once and makes no request while the data is fresh (set a `staleTime`
 * on the browser's QueryClient, as TanStack advises for server rendering).
 *
 * Callable from a Next.js server component: this module imports neither React nor a component.
 *
 * @example
 * ```tsx
 * // app/balances/[address]/page.tsx (a server component)
 * import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
 * import { BalanceList, prefetchBalanceList } from 'gatekit/components'
 *
 * export default async function Page({ params }: { params: Promise<{ address: string }> }) {
 *   const { address } = await params
 *   const queryClient = new QueryClient()
 *   await prefetchBalanceList(queryClient, client, { address, pageSize: 50 })
 *   return (
 *     <HydrationBoundary state={dehydrate(queryClient)}>
 *       <BalanceList address={address} pageSize={50} />
 *     </HydrationBoundary>
 *   )
 * }
 * ```
 */
export async function prefetchBalanceList(queryClient: QueryClient, client: GatewayClient, props: PrefetchBalanceListProps): Promise<void> {
  if (!props.address) return
  const options = balanceListQueryOptions(client, props)
  const showSpendable = props.showSpendable ?? true
  const walkMetadata = queryClient.prefetchInfiniteQuery(options.metadata).then(() => prefetchMorePages(queryClient, options.metadata, undefined, client.pageLimit))
  await Promise.all([
    queryClient.prefetchInfiniteQuery(options.balances),
    showSpendable ? queryClient.prefetchInfiniteQuery(options.spendable) : undefined,
    walkMetadata,
  ])
  const coins = queryClient.getQueryData(options.balances.queryKey)?.pages.flatMap((page) => page.balances) ?? []
  const lastBalance = coins.at(-1)?.denom
  // The list walks spendable pages as far as the balances loaded (the gateway may leave out denoms
  // with nothing spendable, so one page of each need not line up).
  const spendableWalk =
    showSpendable && lastBalance !== undefined
      ? prefetchMorePages(queryClient, options.spendable, (pages) => {
          const lastSpendable = pages.at(-1)?.balances.at(-1)?.denom
          return lastSpendable === undefined || lastSpendable < lastBalance
        }, client.pageLimit)
      : undefined
  const metadata = queryClient.getQueryData(options.metadata.queryKey)
  const described = new Set(metadata?.pages.flatMap((page) => page.metadatas.map((entry) => entry.base)) ?? [])
  const vouchers = metadata ? coins.map((coin) => coin.denom).filter((denom) => denom.startsWith('ibc/') && !described.has(denom)) : []
  await Promise.all([
    spendableWalk,
    ...vouchers.map((denom) => queryClient.prefetchQuery({ ...getDenomTraceQueryOptions(client, { hash: denom }), staleTime: denomDisplayStaleTime })),
  ])
}
