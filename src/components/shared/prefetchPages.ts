// React-free: server components call the prefetch functions built on this.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import { defaultPageLimit, getPageWalkStop } from '../../core/pagination.ts'

/** The parts of infinite query options that walking further pages needs. */
export type PageWalkOptions<TPage, TPageParam> = {
  queryKey: QueryKey
  getNextPageParam: (lastPage: TPage, allPages: TPage[], lastPageParam: TPageParam, allPageParams: TPageParam[]) => TPageParam | undefined | null
}

/**
 * After `queryClient.prefetchInfiniteQuery(options)`, fetches further pages into the same cache entry
 * while `more(pages)` says so and there is a next page, one page at a time, as a component's effect
 * that walks pages does after mount. The cache then holds the pages the component would end up with,
 * so it has nothing left to fetch once hydrated. A failed page stops the walk (the component retries).
 * The walk also follows the page-walk rule itself (`getPageWalkStop`: no repeated page parameter, at
 * most `pageLimit` pages, the client's by convention), so even options whose `getNextPageParam` has
 * no bound cannot keep a server render fetching for ever.
 *
 * @example
 * ```ts
 * const options = getDenomsMetadataInfiniteQueryOptions(client, { pagination: { limit: 200 } })
 * await queryClient.prefetchInfiniteQuery(options)
 * await prefetchMorePages(queryClient, options) // every page
 * ```
 */
export async function prefetchMorePages<TPage, TPageParam>(
  queryClient: QueryClient,
  options: PageWalkOptions<TPage, TPageParam>,
  more: (pages: readonly TPage[]) => boolean = () => true,
  pageLimit: number = defaultPageLimit,
): Promise<void> {
  for (;;) {
    const query = queryClient.getQueryCache().find<TPage, Error, InfiniteData<TPage, TPageParam>>({ queryKey: options.queryKey, exact: true })
    const data = query?.state.status === 'success' ? query.state.data : undefined
    if (!query || !data || data.pages.length === 0) return
    const next = options.getNextPageParam(data.pages.at(-1)!, data.pages, data.pageParams.at(-1)!, data.pageParams)
    if (next === undefined || next === null || !more(data.pages)) return
    if (getPageWalkStop(data, next, pageLimit)) return
    // What `fetchNextPage()` does: the query's infinite behaviour appends one page after the last.
    const before = data.pages.length
    await query.fetch(undefined, { meta: { fetchMore: { direction: 'forward' } } }).catch(() => undefined)
    const after = query.state.data?.pages.length ?? 0
    if (query.state.status !== 'success' || after <= before) return
  }
}
