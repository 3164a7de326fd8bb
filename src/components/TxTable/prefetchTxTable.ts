// React-free, so a Next.js server component can call it: no import of react or of a component here.
import type { QueryClient } from '@tanstack/react-query'
import type { GatewayClient } from '../../core/client.ts'
import type { GetTxSearchParameters } from '../../modules/tx/getTxSearch.ts'
import { getDenomMetadataQueryOptions } from '../../query/bank/getDenomMetadata.ts'
import { getTxSearchInfiniteQueryOptions } from '../../query/tx/getTxSearch.ts'
import { denomDisplayStaleTime } from '../Amount/prefetchAmount.ts'
import { defaultOverscan, firstRenderedRows } from '../ExplorerTable/firstRows.ts'
import { prefetchMorePages } from '../shared/prefetchPages.ts'

/** Results per page when `limit` is not given. */
export const defaultTxTableLimit = 50

/** What {@link prefetchTxTable} needs of `TxTable`'s props (the same names and defaults). */
export type PrefetchTxTableProps = Pick<GetTxSearchParameters, 'eventQuery' | 'events' | 'orderBy'> & {
  limit?: number | undefined
}

// The query options the component reads (its keys and freshness), built once for the prefetch below.
function txTableSearchOptions(client: GatewayClient, props: PrefetchTxTableProps) {
  return getTxSearchInfiniteQueryOptions(client, {
    eventQuery: props.eventQuery,
    events: props.events,
    orderBy: props.orderBy,
    limit: props.limit ?? defaultTxTableLimit,
  })
}

/**
 * Server prefetch of `TxTable`: the pages of the search its first rows need and the metadata of their fee denoms,
 * with the component's query keys. Dehydrate the client and render `TxTable` under TanStack's
 * `HydrationBoundary`: the hydrated table shows its rows and asks nothing while the data is fresh.
 * Imports neither React nor a component, so a Next.js server component can call it.
 *
 * @example
 * ```tsx
 * const queryClient = new QueryClient()
 * const eventQuery = `message.sender='${address}'`
 * await prefetchTxTable(queryClient, client, { eventQuery, orderBy: 'ORDER_BY_DESC' })
 * return <HydrationBoundary state={dehydrate(queryClient)}><TxTable eventQuery={eventQuery} orderBy="ORDER_BY_DESC" /></HydrationBoundary>
 * ```
 */
export async function prefetchTxTable(queryClient: QueryClient, client: GatewayClient, props: PrefetchTxTableProps): Promise<void> {
  if (!props.eventQuery && !props.events?.length) return
  const options = txTableSearchOptions(client, props)
  await queryClient.prefetchInfiniteQuery(options)
  // The table asks for the next page while its end is within the overscan of the rows it renders
  // first; with a small `limit` that is more than one page.
  const rowsOf = (pages: readonly { tx_responses?: readonly unknown[] | null | undefined }[]) =>
    pages.reduce((sum, page) => sum + (page.tx_responses?.length ?? 0), 0)
  await prefetchMorePages(queryClient, options, (pages) => rowsOf(pages) <= firstRenderedRows + defaultOverscan, client.pageLimit)
  const pages = queryClient.getQueryData(options.queryKey)?.pages ?? []
  const denoms = new Set(pages.flatMap((page) => (page.txs ?? []).flatMap((tx) => (tx.auth_info?.fee?.amount ?? []).map((coin) => coin.denom))))
  await Promise.all(
    [...denoms].map((denom) => queryClient.prefetchQuery({ ...getDenomMetadataQueryOptions(client, { denom }), staleTime: denomDisplayStaleTime })),
  )
}
