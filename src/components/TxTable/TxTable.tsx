import { useQueries } from '@tanstack/react-query'
import { forwardRef, useCallback, useMemo, useState } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import type { DenomMetadataLike } from '../../core/format.ts'
import { anyTypeUrl } from '../../core/schemas.ts'
import type { GetTxSearchParameters, GetTxSearchResponse } from '../../modules/tx/getTxSearch.ts'
import { getDenomMetadataQueryOptions } from '../../query/bank/getDenomMetadata.ts'
import { useInfiniteTxSearch } from '../../react/hooks/tx/useTxSearch.ts'
import { getNextPageNumber, getPageWalkStop } from '../../core/pagination.ts'
import { useGatewayClient } from '../../react/useGatewayClient.ts'
import { toViewStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { denomDisplayStaleTime } from '../Amount/prefetchAmount.ts'
import { TxTableView, type TxTableRow, type TxTableViewProps } from './TxTableView.tsx'
import { defaultTxTableLimit } from './prefetchTxTable.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultCommonStrings } from '../shared/strings.ts'
import { liveState, TableLiveStatus, useRowFocusHold } from '../shared/table/LiveStatus.tsx'
import { withLiveErrorFooter } from '../shared/table/liveErrorFooter.tsx'
import { useControllableState } from '../shared/useControllableState.ts'
import { defaultTxTableStrings } from './strings.ts'

/**
 * Transaction search answers as rows of {@link TxTableView}: each
 * `tx_response` with the messages, fee and memo of its decoded `tx`.
 *
 * @example
 * ```ts
 * const rows = toTxTableRows([await getTxSearch(client, { eventQuery: 'tx.height>0' })])
 * ```
 */
export function toTxTableRows(pages: readonly GetTxSearchResponse[]): TxTableRow[] {
  const rows: TxTableRow[] = []
  for (const page of pages) {
    const responses = page.tx_responses ?? []
    responses.forEach((response, index) => {
      const tx = page.txs?.[index]
      rows.push({
        hash: response.txhash,
        height: response.height,
        time: response.timestamp || undefined,
        messages: tx?.body ? tx.body.messages.map(anyTypeUrl) : [],
        code: response.code,
        codespace: response.codespace,
        fee: tx?.auth_info?.fee?.amount,
        memo: tx?.body?.memo,
        gasUsed: response.gas_used,
        gasWanted: response.gas_wanted,
        rawLog: response.raw_log,
      })
    })
  }
  return rows
}

/** Parameters of {@link useTxTableData}: the search of `useInfiniteTxSearch`. */
export type UseTxTableDataParameters = Pick<GetTxSearchParameters, 'eventQuery' | 'events' | 'orderBy'> & {
  /** Results per page. Default 50. */
  limit?: number | undefined
  client?: GatewayClient | undefined
  /**
   * How often to ask for new transactions, in ms (every loaded page is asked again); nothing is asked
   * while the tab is hidden or the rows are held. `false` (the default) asks once.
   */
  refetchInterval?: number | false | undefined
  /**
   * Hold the rows shown now: transactions that arrive above the top row wait (they are counted in
   * `waitingCount`) until this is false again; pages loaded further down still join. Default false.
   */
  paused?: boolean | undefined
}

/** What {@link useTxTableData} gives {@link TxTableView}. */
export type TxTableData = Pick<
  TxTableViewProps,
  'rows' | 'totalCount' | 'error' | 'onRetry' | 'hasMore' | 'loadingMore' | 'onEndReached' | 'loadMoreError' | 'onRetryLoadMore' | 'metadata'
> & {
  status: ViewStatus
  /** Transactions that arrived above the top row while the rows are held (`paused`). */
  waitingCount: number
  /** The latest check for new transactions failed; the rows shown are still good. */
  liveError: unknown
  refetch: () => void
}

// A 404 (no metadata) leaves the amount raw.
function metadataOf(results: readonly { data?: { metadata?: DenomMetadataLike | null | undefined } | undefined }[]) {
  return results.map((result) => result.data?.metadata ?? undefined)
}

// Denom metadata changes rarely; an hour, as `Amount` keeps it, shares its cache entries.
const stable = denomDisplayStaleTime

/**
 * The data of {@link TxTable}: the pages of `useInfiniteTxSearch` as rows, the
 * next page when the end comes into view, and the metadata of the fee denoms
 * (one shared query per denom).
 *
 * @example
 * ```tsx
 * const data = useTxTableData({ eventQuery: `message.sender='${address}'`, orderBy: 'ORDER_BY_DESC' })
 * <TxTableView {...data} />
 * ```
 */
export function useTxTableData(parameters: UseTxTableDataParameters): TxTableData {
  const client = useGatewayClient({ client: parameters.client })
  const interval = parameters.refetchInterval ?? false
  const search = useInfiniteTxSearch({
    client,
    eventQuery: parameters.eventQuery,
    events: parameters.events,
    orderBy: parameters.orderBy,
    limit: parameters.limit ?? defaultTxTableLimit,
    // Held rows need no news: the next check comes once they are released.
    query: interval === false || parameters.paused ? undefined : { refetchInterval: interval, refetchIntervalInBackground: false },
  })
  const allRows = useMemo(() => toTxTableRows(search.data?.pages ?? []), [search.data])
  // Held: the rows start at the top row seen when the hold began (state adjusted during render), so
  // transactions that arrive meanwhile do not push the rows down under the reader.
  const [held, setHeld] = useState<readonly TxTableRow[] | undefined>(undefined)
  if (parameters.paused && held === undefined && allRows[0]) setHeld(allRows)
  if (!parameters.paused && held !== undefined) setHeld(undefined)
  const heldTop = parameters.paused ? held?.[0]?.hash : undefined
  const heldIndex = heldTop === undefined ? -1 : allRows.findIndex((row) => row.hash === heldTop)
  const waitingCount = heldIndex > 0 ? heldIndex : 0
  const rows = useMemo(
    // A refetch (the tab shown again) may bring so many new ones that the held top row is no longer in the
    // pages loaded: the rows held stay as they were rather than jump.
    () => (heldTop !== undefined && heldIndex === -1 && held ? held : waitingCount > 0 ? allRows.slice(waitingCount) : allRows),
    [allRows, waitingCount, heldTop, heldIndex, held],
  )
  const first = search.data?.pages[0]
  const total = first?.total ?? first?.pagination?.total
  const totalCount = total && /^\d+$/.test(total) ? Number(total) - waitingCount : undefined

  const denoms = useMemo(() => [...new Set(rows.flatMap((row) => (row.fee ?? []).map((coin) => coin.denom)))].sort(), [rows])
  const found = useQueries({
    queries: denoms.map((denom) => ({ ...getDenomMetadataQueryOptions(client, { denom }), staleTime: stable })),
    combine: metadataOf,
  })
  // Stable while nothing changes, so rows are not rendered again for nothing.
  const metadata = useMemo(() => {
    const byDenom: Record<string, DenomMetadataLike | undefined> = {}
    denoms.forEach((denom, index) => {
      byDenom[denom] = found[index]
    })
    return byDenom
  }, [denoms, found])

  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = search
  const onEndReached = useCallback(() => void fetchNextPage(), [fetchNextPage])
  // The query options end the pages at the client's pageLimit (a gateway with an endless total and
  // full pages would otherwise be loaded for ever as the end stays in view); say the list stops there.
  const limit = parameters.limit ?? defaultTxTableLimit
  const pagesStopped = useMemo(() => {
    const last = search.data?.pages.at(-1)
    const lastPage = search.data?.pageParams.at(-1)
    if (!last || lastPage === undefined) return undefined
    const next = getNextPageNumber({ page: lastPage, limit, received: last.tx_responses?.length ?? 0, total: last.total ?? last.pagination?.total })
    return getPageWalkStop(search.data, next, client.pageLimit)
  }, [search.data, limit, client.pageLimit])
  const onRetry = useCallback(() => void refetch(), [refetch])
  const searching = Boolean(parameters.eventQuery) || Boolean(parameters.events?.length)
  // A failed refetch keeps the rows already shown.
  const status: ViewStatus = !searching ? 'empty' : search.data ? toViewStatus('success', rows.length === 0) : search.status
  return {
    rows,
    totalCount,
    status,
    error: search.error,
    onRetry,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    onEndReached,
    loadMoreError: isFetchNextPageError ? search.error : pagesStopped,
    // Retrying a page walk that was stopped would read nothing: no retry button then.
    onRetryLoadMore: isFetchNextPageError ? onEndReached : undefined,
    metadata,
    waitingCount,
    // A failed refetch of a table with rows: said under it, the rows stay.
    liveError: search.data && search.isRefetchError ? search.error : null,
    refetch: onRetry,
  }
}

/** Props of {@link TxTable}: the search, and those of {@link TxTableView} but its data. */
export type TxTableProps = Omit<TxTableViewProps, keyof TxTableData | 'toolbar'> &
  Omit<UseTxTableDataParameters, 'paused'> & {
    /**
     * New transactions paused by the reader (controlled). With a `refetchInterval` the table shows a
     * Live / Paused indicator with a toggle, and holds its rows while one of them has focus.
     */
    paused?: boolean | undefined
    defaultPaused?: boolean | undefined
    onPausedChange?: ((paused: boolean) => void) | undefined
  }

/**
 * Transactions matching an event query, as a virtualized table (hash, height,
 * time, messages, status, fee) that loads the next page when its end comes into
 * view. A row opens its details below the table, or calls `onOpenRow` with the hash.
 *
 * @example
 * ```tsx
 * <TxTable eventQuery={`message.sender='${address}'`} orderBy="ORDER_BY_DESC" onOpenRow={(hash) => navigate(`/tx/${hash}`)} />
 * ```
 */
export const TxTable = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, TxTableProps>(function TxTable(
  { client, eventQuery, events, orderBy, limit, refetchInterval, paused: ownPaused, defaultPaused = false, onPausedChange, footer, ...props },
  ref,
) {
  const [paused, setPaused] = useControllableState({ value: ownPaused, defaultValue: defaultPaused, onChange: onPausedChange })
  // A row with focus holds new transactions: inserted above it they would push it under the sticky header.
  const { rowFocused, onFocus, onBlur } = useRowFocusHold({ onFocus: props.onFocus, onBlur: props.onBlur })
  const live = refetchInterval !== undefined && refetchInterval !== false
  const { waitingCount: _waiting, liveError, refetch, ...data } = useTxTableData({
    client,
    eventQuery,
    events,
    orderBy,
    limit,
    refetchInterval,
    paused: live && (paused || rowFocused),
  })
  const { strings } = useGatekitUI(defaultTxTableStrings, { strings: props.strings })
  const { strings: common } = useGatekitUI(defaultCommonStrings)
  return (
    <TxTableView
      ref={ref}
      {...props}
      {...data}
      {...(live && { onFocus, onBlur })}
      toolbar={live && <TableLiveStatus state={liveState(paused, rowFocused)} onPausedChange={setPaused} strings={strings} />}
      footer={withLiveErrorFooter(footer, { liveError, message: strings.liveError, retry: common.retry, onRetry: refetch })}
    />
  )
}),
  (
    {
      client: _client,
      eventQuery: _eventQuery,
      events: _events,
      orderBy: _orderBy,
      limit: _limit,
      refetchInterval: _refetchInterval,
      paused: _paused,
      defaultPaused: _defaultPaused,
      onPausedChange: _onPausedChange,
      ...props
    },
    error,
    reset,
  ) => (
    <TxTableView {...props} rows={[]} status="error" error={error} onRetry={reset} />
  ),
)
