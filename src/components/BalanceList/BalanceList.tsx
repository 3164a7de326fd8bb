import { useQueries } from '@tanstack/react-query'
import { forwardRef, useCallback, useEffect, useMemo } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import { GatewayError, HttpError } from '../../core/errors.ts'
import { getKeyPageWalkStop } from '../../core/pagination.ts'
import { getDenomTraceQueryOptions } from '../../query/ibcTransfer/getDenomTrace.ts'
import { useInfiniteBalances } from '../../react/hooks/bank/useBalances.ts'
import { useInfiniteDenomsMetadata } from '../../react/hooks/bank/useDenomsMetadata.ts'
import { useInfiniteSpendableBalances } from '../../react/hooks/bank/useSpendableBalances.ts'
import { useGatewayClient } from '../../react/useGatewayClient.ts'
import { denomDisplayStaleTime } from '../Amount/prefetchAmount.ts'
import { BalanceListView, type BalanceListViewProps } from './BalanceListView.tsx'
import { balanceListMetadataPageSize, defaultBalanceListPageSize } from './prefetchBalanceList.ts'
import type { BalanceListCoin, BalanceListMetadata, BalanceListTrace } from './useBalanceList.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

// Metadata and traces change rarely; an hour keeps every list (and every Amount) from refetching them.
// The figures are shared with `prefetchBalanceList`, which must fill the very cache entries read here.
const stable = { staleTime: denomDisplayStaleTime } as const

// How metadata is resolved for a whole list, and why:
// - One walk of `denoms_metadata` (every page, 200 per request) is a handful of requests whatever the
//   account holds, cached for an hour and shared by every BalanceList of the page. Per-row
//   `useDenomDisplay` costs one request per denom (35 for a collector, most of them 404s for
//   token-factory denoms without metadata) and two more per IBC voucher, again for every page loaded.
// - Sorting by name or amount and filtering by symbol need the metadata of every loaded row at once,
//   which the walk gives in one place.
// - Traces are not walked (a hub has thousands): only the `ibc/` denoms the account holds that have no
//   metadata of their own are looked up one by one; their base denom's metadata is then in the walk.
// Rows are shown only once all of this has settled for them, so a number is never shown unscaled
// first and rescaled later, nor scaled by a guess.
const metadataPageSize = balanceListMetadataPageSize

/** Parameters of {@link useBalanceListData}. */
export type UseBalanceListDataParameters = {
  /** Bech32 address; nothing is fetched until it is set. */
  address?: string | undefined
  /** Balances per page; "Load more" fetches the next page. Default 100. */
  pageSize?: number | undefined
  /** Fetch spendable amounts too. Default true. */
  showSpendable?: boolean | undefined
  /** A client for this list only; otherwise the provider's. */
  client?: GatewayClient | undefined
}

// A gateway without the route (SDK before 0.46 has no spendable_balances): hide the column, no error.
function isUnsupported(error: unknown): boolean {
  if (error instanceof GatewayError) return error.code === 12 || error.status === 404 || error.status === 501
  return error instanceof HttpError && (error.status === 404 || error.status === 501)
}

function isNotFound(error: unknown): boolean {
  return error instanceof GatewayError && (error.code === 5 || error.status === 404)
}

/**
 * Fetches everything a balance list shows: the balances page by page, the spendable amounts in step
 * with them, every denom's metadata and the traces of IBC vouchers without metadata. Returns the
 * data props of {@link BalanceListView}.
 *
 * @example
 * ```tsx
 * const data = useBalanceListData({ address, pageSize: 50 })
 * return <BalanceListView address={address} {...data} />
 * ```
 */
export function useBalanceListData({ address, pageSize = defaultBalanceListPageSize, showSpendable = true, client }: UseBalanceListDataParameters) {
  const gatewayClient = useGatewayClient({ client })
  const pagination = { limit: pageSize }
  const balances = useInfiniteBalances({ address, pagination, client: gatewayClient })
  const spendable = useInfiniteSpendableBalances({
    address,
    pagination,
    client: gatewayClient,
    query: { enabled: showSpendable },
  })
  const metadataWalk = useInfiniteDenomsMetadata({
    pagination: { limit: metadataPageSize },
    client: gatewayClient,
    query: { ...stable, enabled: Boolean(address) },
  })

  // Walk the metadata to its end (the query options end it on a repeated key or at the client's
  // pageLimit). The page count is a dependency because a fast page can start and finish between two
  // renders, leaving `isFetching` false in both: without it the walk stalled and the list stayed pending.
  const { hasNextPage: metadataHasNext, isFetching: metadataFetching, isError: metadataFailed, fetchNextPage: nextMetadata } = metadataWalk
  const metadataPages = metadataWalk.data?.pages.length ?? 0
  useEffect(() => {
    if (metadataHasNext && !metadataFetching && !metadataFailed) void nextMetadata()
  }, [metadataHasNext, metadataFetching, metadataFailed, nextMetadata, metadataPages])
  const metadataSettled = metadataFailed || (metadataWalk.isSuccess && !metadataHasNext)
  const metadata = useMemo(() => {
    const byBase = new Map<string, BalanceListMetadata>()
    for (const page of metadataWalk.data?.pages ?? []) {
      for (const entry of page.metadatas) if (!byBase.has(entry.base)) byBase.set(entry.base, entry)
    }
    return byBase
  }, [metadataWalk.data])

  const coins: BalanceListCoin[] = useMemo(() => balances.data?.pages.flatMap((page) => page.balances) ?? [], [balances.data])

  // Spendable amounts come in pages of the same size, in the same denom order; walk them only as far
  // as the balances loaded so far (the gateway may leave out denoms with nothing spendable).
  const spendableCoins = useMemo(() => spendable.data?.pages.flatMap((page) => page.balances) ?? [], [spendable.data])
  const lastBalance = coins.at(-1)?.denom
  const lastSpendable = spendableCoins.at(-1)?.denom
  const { hasNextPage: spendableHasNext, isFetching: spendableFetching, isError: spendableFailed, fetchNextPage: nextSpendable } = spendable
  const spendablePages = spendable.data?.pages.length ?? 0
  useEffect(() => {
    if (!spendableHasNext || spendableFetching || spendableFailed || lastBalance === undefined) return
    if (lastSpendable === undefined || lastSpendable < lastBalance) void nextSpendable()
  }, [spendableHasNext, spendableFetching, spendableFailed, lastBalance, lastSpendable, nextSpendable, spendablePages])
  const spendableSupported = showSpendable && !(spendableFailed && isUnsupported(spendable.error))
  const spendableDone = spendable.isSuccess && !spendableHasNext
  const spendableAmounts = useMemo(() => new Map(spendableCoins.map((coin) => [coin.denom, coin.amount])), [spendableCoins])
  const spendableCovers = (denom: string) =>
    !spendableSupported || spendableFailed || spendableDone || (lastSpendable !== undefined && denom <= lastSpendable)

  // Traces of the IBC vouchers held that have no metadata of their own.
  const vouchers = metadataSettled
    ? coins.map((coin) => coin.denom).filter((denom) => denom.startsWith('ibc/') && !metadata.has(denom))
    : []
  const traceQueries = useQueries({
    queries: vouchers.map((denom) => ({ ...getDenomTraceQueryOptions(gatewayClient, { hash: denom }), ...stable })),
  })
  const tracePending = new Set<string>()
  const found: [string, BalanceListTrace][] = []
  let traceError: unknown = undefined
  vouchers.forEach((denom, index) => {
    const query = traceQueries[index]
    const trace = query?.data?.denom_trace
    if (trace) found.push([denom, { path: trace.path, base_denom: trace.base_denom }])
    if (query?.isPending) tracePending.add(denom)
    if (query?.isError && !isNotFound(query.error) && traceError === undefined) traceError = query.error
  })
  // A new Map only when a trace arrives, so the rows are not resolved again on every render.
  const foundKey = JSON.stringify(found)
  const traces = useMemo(() => new Map(JSON.parse(foundKey) as [string, BalanceListTrace][]), [foundKey])

  // Rows are shown once their metadata, trace and spendable amount are known: the ready prefix.
  let ready = 0
  if (metadataSettled) {
    while (ready < coins.length) {
      const denom = coins[ready]!.denom
      if (tracePending.has(denom) || !spendableCovers(denom)) break
      ready += 1
    }
  }
  const readyCoins = useMemo(() => coins.slice(0, ready), [coins, ready])
  const readySpendable = useMemo(
    () =>
      spendableSupported
        ? readyCoins.flatMap((coin) =>
            spendableFailed && !spendableDone && !(lastSpendable !== undefined && coin.denom <= lastSpendable)
              ? []
              : [{ denom: coin.denom, amount: spendableAmounts.get(coin.denom) ?? '0' }],
          )
        : undefined,
    [readyCoins, spendableSupported, spendableFailed, spendableDone, lastSpendable, spendableAmounts],
  )

  const heldBack = coins.length - ready
  // The first page appears whole; rows of later pages may wait for their details behind "Loading more…".
  const firstPage = balances.data?.pages[0]?.balances.length ?? 0
  const status: BalanceListViewProps['status'] = balances.status === 'success' && ready < firstPage ? 'pending' : balances.status
  const detailsError = metadataWalk.error ?? (spendableSupported && spendableFailed ? spendable.error : null) ?? traceError ?? undefined

  // Every walk here ends through the query options' bounded `getNextPageParam` (a repeated
  // `next_key` or the client's `pageLimit`); say so when one was cut, so a short list never looks whole.
  const pageLimit = gatewayClient.pageLimit
  const pagesStopped = useMemo(
    () =>
      getKeyPageWalkStop(balances.data, pageLimit) ??
      getKeyPageWalkStop(metadataWalk.data, pageLimit) ??
      (showSpendable ? getKeyPageWalkStop(spendable.data, pageLimit) : undefined),
    [balances.data, metadataWalk.data, spendable.data, showSpendable, pageLimit],
  )

  const { refetch: refetchBalances, fetchNextPage: nextBalances, isFetchNextPageError } = balances
  const onRetry = useCallback(() => {
    void (isFetchNextPageError ? nextBalances() : refetchBalances())
  }, [isFetchNextPageError, nextBalances, refetchBalances])
  const onLoadMore = useCallback(() => void nextBalances(), [nextBalances])
  const { refetch: refetchMetadata } = metadataWalk
  const { refetch: refetchSpendable } = spendable
  const onRetryDetails = () => {
    if (metadataFailed) void refetchMetadata()
    if (spendableFailed) void refetchSpendable()
    for (const query of traceQueries) if (query.isError) void query.refetch()
  }

  return {
    balances: readyCoins,
    spendableBalances: readySpendable,
    metadata,
    traces,
    status,
    error: balances.error,
    onRetry,
    hasMore: balances.hasNextPage || heldBack > 0,
    isLoadingMore: balances.isFetchingNextPage || heldBack > 0,
    onLoadMore,
    detailsError,
    onRetryDetails,
    pagesStopped,
  } satisfies Partial<BalanceListViewProps>
}

/** Props of {@link BalanceList}: the view's presentation props, and what to fetch. */
export type BalanceListProps = Omit<
  BalanceListViewProps,
  | 'balances'
  | 'spendableBalances'
  | 'metadata'
  | 'traces'
  | 'status'
  | 'error'
  | 'onRetry'
  | 'hasMore'
  | 'isLoadingMore'
  | 'onLoadMore'
  | 'detailsError'
  | 'onRetryDetails'
  | 'pagesStopped'
  | 'address'
> &
  UseBalanceListDataParameters

/**
 * The balances of an address from the gateway, in display units: total and spendable (what vesting
 * has not locked) side by side, filterable by name, symbol or denom, sortable by name or exactly by
 * amount, loading further pages on demand, with loading, empty and error (retry) states.
 *
 * @example
 * ```tsx
 * <BalanceList address="kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l" pageSize={50} />
 * ```
 */
export const BalanceList = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, BalanceListProps>(function BalanceList(
  { address, pageSize, showSpendable, client, ...rest },
  ref,
) {
  const data = useBalanceListData({ address, pageSize, showSpendable, client })
  return <BalanceListView ref={ref} address={address} {...data} {...rest} />
}),
  ({ pageSize: _pageSize, showSpendable: _showSpendable, client: _client, ...props }, error, reset) => (
    <BalanceListView {...props} status="error" error={error} onRetry={reset} />
  ),
)
