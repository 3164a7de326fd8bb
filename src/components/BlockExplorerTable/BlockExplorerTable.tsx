import { useQueries, useQueryClient } from '@tanstack/react-query'
import { forwardRef, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { GatewayClient } from '../../core/client.ts'
import { anyTypeUrl } from '../../core/schemas.ts'
import type { GetBlockResponse } from '../../modules/base/getBlock.ts'
import type { GetBlockWithTxsResponse } from '../../modules/tx/getBlockWithTxs.ts'
import { getBlockQueryOptions } from '../../query/base/getBlock.ts'
import { useBlock } from '../../react/hooks/base/useBlock.ts'
import { useLatestBlock } from '../../react/hooks/base/useLatestBlock.ts'
import { useBlockWithTxs } from '../../react/hooks/tx/useBlockWithTxs.ts'
import { useGatewayClient } from '../../react/useGatewayClient.ts'
import {
  findValidatorByConsensusAddress,
  validatorConsensusAddress,
  type ValidatorsByConsensusAddress,
} from '../../modules/staking/consensusAddress.ts'
import { base64ToHex, txHashFromBytes } from '../ExplorerTable/format.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { toViewStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { defaultCommonStrings } from '../shared/strings.ts'
import { BlockDetailView, type BlockDetailData, type BlockDetailViewProps } from './BlockDetailView.tsx'
import { BlockExplorerTableView, type BlockExplorerRow, type BlockExplorerTableViewProps } from './BlockExplorerTableView.tsx'
import { defaultBlockRefetchInterval } from './prefetchBlockExplorerTable.ts'
import { defaultBlockExplorerTableStrings } from './strings.ts'
import { proposerMoniker, useProposerIndex } from './useProposerIndex.ts'
import { liveState, TableLiveStatus, useRowFocusHold } from '../shared/table/LiveStatus.tsx'
import { withLiveErrorFooter } from '../shared/table/liveErrorFooter.tsx'
import { useControllableState } from '../shared/useControllableState.ts'
import { withErrorBoundary } from '../shared/ErrorBoundary.tsx'

const rowsOf = new WeakMap<GetBlockResponse, BlockExplorerRow>()
// A row with its proposer named, kept while the validator index is the same, so memoized rows do not render again.
const namedRowsOf = new WeakMap<BlockExplorerRow, { index: ValidatorsByConsensusAddress; row: BlockExplorerRow }>()

function withProposerName(row: BlockExplorerRow, response: GetBlockResponse, index: ValidatorsByConsensusAddress | undefined): BlockExplorerRow {
  if (!index) return row
  const known = namedRowsOf.get(row)
  if (known?.index === index) return known.row
  const name = proposerMoniker(index, response.block?.header?.proposer_address ?? row.proposer)
  const named = name ? { ...row, proposerName: name } : row
  namedRowsOf.set(row, { index, row: named })
  return named
}

/**
 * A block response as a row of {@link BlockExplorerTableView}: the proposer as
 * a bech32 consensus address when the gateway sends `sdk_block` (SDK 0.47+),
 * else as the hex of CometBFT's address; the transaction count from `data.txs`. Given the
 * validators by consensus address, the proposer's moniker too (`proposerName`).
 *
 * @example
 * ```ts
 * const row = toBlockExplorerRow(await getLatestBlock(client), indexValidatorsByConsensusAddress(validators))
 * // { height: '1204', time: '2026-…Z', proposer: 'kiivalcons1…', proposerName: 'Aurora', txCount: 3, state: 'success' }
 * ```
 */
export function toBlockExplorerRow(response: GetBlockResponse, proposers?: ValidatorsByConsensusAddress | undefined): BlockExplorerRow {
  const known = rowsOf.get(response)
  if (known) return withProposerName(known, response, proposers)
  // Every message of the answer may be null (proto3 JSON): a block without a header shows as blank cells.
  const header = response.block?.header
  const proposerBytes = header?.proposer_address
  const row: BlockExplorerRow = {
    height: header?.height ?? '',
    time: header?.time,
    proposer: response.sdk_block?.header?.proposer_address || (proposerBytes ? base64ToHex(proposerBytes) : undefined),
    txCount: response.block?.data?.txs?.length ?? 0,
    state: 'success',
  }
  rowsOf.set(response, row)
  return withProposerName(row, response, proposers)
}

/** Parameters of {@link useBlockExplorerTableData}. */
export type UseBlockExplorerTableDataParameters = {
  /** A client for this table only; otherwise the provider's. */
  client?: GatewayClient | undefined
  /**
   * How often to ask for the latest block, in ms; about the chain's block time.
   * Every table (and `useLatestBlock` user) shares one query, so one request
   * per interval is made however many follow it. Nothing is asked while the
   * tab is hidden. `false` stops following. Default 5 000.
   */
  refetchInterval?: number | false | undefined
  /** Rows added when the oldest loaded row comes into view. Default 100. */
  pageSize?: number | undefined
  /** Most rows the table scrolls through (browsers cap element heights). Default 100 000. */
  maxRows?: number | undefined
  /** Wait this long (ms) after scrolling stops before fetching the rows in view. Default 120. */
  fetchDelay?: number | undefined
  /**
   * Hold the rows at the latest height seen now: new blocks are still polled (others share the
   * query) but join the table only once this is false again. Default false.
   */
  paused?: boolean | undefined
}

/** What {@link useBlockExplorerTableData} gives {@link BlockExplorerTableView}. */
export type BlockExplorerTableData = Pick<
  BlockExplorerTableViewProps,
  'rowCount' | 'getRow' | 'status' | 'error' | 'onRetry' | 'hasMore' | 'onEndReached' | 'onRangeChange'
> & {
  status: ViewStatus
  /** Height of the latest block seen. */
  latestHeight: bigint | undefined
  /** The latest poll failed; the rows shown are still good. */
  liveError: unknown
  refetch: () => void
}

// A range update while scrolling fast is not worth a request per row passed.
// The first range applies at once.
function useSettledRange(delay: number) {
  type Range = { start: number; end: number }
  const [range, setRange] = useState<Range | null>(null)
  const [next, setNext] = useState<Range | null>(null)
  useEffect(() => {
    if (!next || (range && next.start === range.start && next.end === range.end)) return
    const timer = setTimeout(() => setRange(next), delay)
    return () => clearTimeout(timer)
  }, [next, range, delay])
  const onRangeChange = useCallback((value: Range) => {
    setNext(value)
    setRange((current) => current ?? value)
  }, [])
  return { range: range ?? { start: 0, end: 0 }, onRangeChange }
}

/**
 * The data of the live block table: follows the latest block (one shared
 * query, polled while the tab is visible), knows every height below it, and
 * fetches only the blocks in view, one shared query per height that never goes
 * stale (a block does not change), the newest from the latest-block answer
 * itself. Older heights join as the reader scrolls.
 *
 * @example
 * ```tsx
 * const data = useBlockExplorerTableData({ refetchInterval: 6_000 })
 * <BlockExplorerTableView {...data} />
 * ```
 */
export function useBlockExplorerTableData(parameters: UseBlockExplorerTableDataParameters = {}): BlockExplorerTableData {
  const client = useGatewayClient({ client: parameters.client })
  const queryClient = useQueryClient()
  const interval = parameters.refetchInterval ?? defaultBlockRefetchInterval
  const pageSize = parameters.pageSize ?? 100
  const maxRows = parameters.maxRows ?? 100_000
  const latest = useLatestBlock({
    client,
    query: {
      refetchInterval: interval,
      refetchIntervalInBackground: false,
      ...(interval === false ? {} : { staleTime: interval }),
    },
  })
  const latestData = latest.data
  const latestHeightText = latestData?.block?.header?.height
  const polledHeight = latestHeightText ? BigInt(latestHeightText) : undefined
  // Paused: the rows stay at the height seen when the pause began (state adjusted during render).
  const [heldHeight, setHeldHeight] = useState<bigint | undefined>(undefined)
  if (parameters.paused && heldHeight === undefined && polledHeight !== undefined) setHeldHeight(polledHeight)
  if (!parameters.paused && heldHeight !== undefined) setHeldHeight(undefined)
  const latestHeight = parameters.paused && heldHeight !== undefined ? heldHeight : polledHeight
  // The oldest height the table reaches: a page below the first latest block,
  // a page more each time the reader scrolls to it. New blocks add rows on top.
  const [oldest, setOldest] = useState<bigint | undefined>(undefined)
  if (oldest === undefined && latestHeight !== undefined) {
    setOldest(latestHeight - BigInt(pageSize) + 1n > 1n ? latestHeight - BigInt(pageSize) + 1n : 1n)
  }
  const floor = oldest ?? latestHeight ?? 1n
  const span = latestHeight === undefined || latestHeight < floor ? 0n : latestHeight - floor + 1n
  const rowCount = Number(span < BigInt(maxRows) ? span : BigInt(maxRows))
  const { range, onRangeChange } = useSettledRange(parameters.fetchDelay ?? 120)
  // Proposers by moniker: the active validators, one shared query; consensus addresses until they load.
  const proposers = useProposerIndex(client)

  const heights = useMemo(() => {
    const list: string[] = []
    if (latestHeight === undefined) return list
    for (let index = range.start; index < Math.min(range.end, rowCount); index++) list.push((latestHeight - BigInt(index)).toString())
    return list
  }, [latestHeight, range, rowCount])
  const topHeight = latestData?.block?.header?.height
  const blocks = useQueries({
    queries: heights.map((height) => ({
      ...getBlockQueryOptions(client, { height }),
      // A produced block never changes.
      staleTime: Infinity,
      // The newest block came with the latest-block answer: no second request for it.
      ...(height === topHeight && latestData ? { initialData: latestData } : {}),
    })),
  })
  const fetched = new Map<string, { data: GetBlockResponse | undefined; isError: boolean }>()
  heights.forEach((height, index) => {
    const result = blocks[index]
    if (result) fetched.set(height, { data: result.data, isError: result.isError })
  })

  const getRow = (index: number): BlockExplorerRow => {
    const height = latestHeight === undefined ? '' : (latestHeight - BigInt(index)).toString()
    const result = fetched.get(height)
    // Rows just scrolled into view may already be cached (they were in view before).
    // The newest row is the latest-block answer itself, from the first render on (before the rows in
    // view are known), so a server-rendered table shows it rather than a placeholder.
    const data =
      result?.data ?? (height === topHeight ? latestData : undefined) ?? queryClient.getQueryData(getBlockQueryOptions(client, { height }).queryKey)
    if (data) return toBlockExplorerRow(data, proposers)
    return { height, state: result?.isError ? 'error' : 'pending' }
  }

  const hasMore = floor > 1n && rowCount < maxRows
  const onEndReached = useCallback(
    () => setOldest((current) => (current === undefined ? current : current - BigInt(pageSize) > 1n ? current - BigInt(pageSize) : 1n)),
    [pageSize],
  )
  const refetch = useCallback(() => void latest.refetch(), [latest])
  const status: ViewStatus = latestData ? toViewStatus('success', rowCount === 0) : latest.status
  return {
    rowCount,
    getRow,
    status,
    error: latest.error,
    onRetry: refetch,
    refetch,
    hasMore,
    onEndReached,
    onRangeChange,
    latestHeight,
    liveError: latestData && latest.isError ? latest.error : null,
  }
}

/** Props of {@link BlockExplorerTable}. */
export type BlockExplorerTableProps = Omit<
  BlockExplorerTableViewProps,
  'rows' | 'rowCount' | 'getRow' | 'status' | 'error' | 'onRetry' | 'hasMore' | 'loadingMore' | 'onEndReached' | 'onRangeChange' | 'renderDetail'
> &
  UseBlockExplorerTableDataParameters & {
    /** The detail of an opened block; default {@link BlockDetail} with its transactions. */
    renderDetail?: ((height: string) => ReactNode) | undefined
    /** @deprecated Use `routes={{ tx }}` here or on `GatekitUIProvider`; the same as `routes.tx`. */
    getTxHref?: ((hash: string) => string | undefined) | undefined
    /** New blocks paused by the reader (controlled); the table shows a Live / Paused indicator with a toggle. */
    paused?: boolean | undefined
    defaultPaused?: boolean | undefined
    onPausedChange?: ((paused: boolean) => void) | undefined
  }

/**
 * The latest blocks, following new ones live: height, time, proposer and
 * transaction count, newest first, new blocks announced politely. Virtualized,
 * so any number of rows scrolls smoothly; older blocks load as the reader
 * scrolls and only the blocks in view are fetched. A row opens the block with
 * its transactions below the table (or calls `onOpenRow`).
 *
 * @example
 * ```tsx
 * <BlockExplorerTable refetchInterval={6_000} getTxHref={(hash) => `/tx/${hash}`} />
 * ```
 */
export const BlockExplorerTable = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, BlockExplorerTableProps>(function BlockExplorerTable(
  { client, refetchInterval, pageSize, maxRows, fetchDelay, paused: ownPaused, defaultPaused = false, onPausedChange, renderDetail, getTxHref, routes, footer, locale, strings: ownStrings, ...props },
  ref,
) {
  const ownRoutes = useMemo(() => (getTxHref || routes ? { ...(getTxHref && { tx: getTxHref }), ...routes } : undefined), [getTxHref, routes])
  const [paused, setPaused] = useControllableState({ value: ownPaused, defaultValue: defaultPaused, onChange: onPausedChange })
  // A row with focus holds new blocks: inserted above it they would push it under the sticky header.
  const { rowFocused, onFocus, onBlur } = useRowFocusHold({ onFocus: props.onFocus, onBlur: props.onBlur })
  const live = refetchInterval !== false
  const data = useBlockExplorerTableData({ client, refetchInterval, pageSize, maxRows, fetchDelay, paused: live && (paused || rowFocused) })
  const { strings } = useGatekitUI(defaultBlockExplorerTableStrings, { strings: ownStrings })
  const { strings: common } = useGatekitUI(defaultCommonStrings)
  const detail = useCallback(
    (height: string) => <BlockDetail height={height} client={client} locale={locale} strings={ownStrings} />,
    [client, locale, ownStrings],
  )
  const { liveError, refetch } = data
  return (
    <BlockExplorerTableView
      ref={ref}
      {...props}
      routes={ownRoutes}
      rowCount={data.rowCount}
      getRow={data.getRow}
      status={data.status}
      error={data.error}
      onRetry={data.onRetry}
      hasMore={data.hasMore}
      onEndReached={data.onEndReached}
      onRangeChange={data.onRangeChange}
      renderDetail={renderDetail ?? detail}
      locale={locale}
      strings={ownStrings}
      onFocus={onFocus}
      onBlur={onBlur}
      toolbar={live && <TableLiveStatus state={liveState(paused, rowFocused)} onPausedChange={setPaused} strings={strings} />}
      footer={withLiveErrorFooter(footer, { liveError, message: strings.liveError, retry: common.retry, onRetry: refetch })}
    />
  )
}),
  (
    { client: _client, refetchInterval: _refetchInterval, pageSize: _pageSize, maxRows: _maxRows, fetchDelay: _fetchDelay, paused: _paused, defaultPaused: _defaultPaused, onPausedChange: _onPausedChange, renderDetail: _renderDetail, getTxHref: _getTxHref, ...props },
    error,
    reset,
  ) => <BlockExplorerTableView {...props} status="error" error={error} onRetry={reset} />,
)

/**
 * A block-with-transactions answer as {@link BlockDetailView} shows it: every
 * transaction's hash (from the block's bytes) with the message types and memo
 * of those decoded on this page; the proposer's moniker when `proposers` (validators by
 * consensus address) knows it.
 *
 * @example
 * ```ts
 * const detail = toBlockDetail(await getBlockWithTxs(client, { height }))
 * ```
 */
export function toBlockDetail(
  response: GetBlockWithTxsResponse,
  proposer?: string,
  proposers?: ValidatorsByConsensusAddress | undefined,
): BlockDetailData {
  // Every message of the answer may be null (proto3 JSON): what is missing shows as blank.
  const header = response.block?.header
  const raw = response.block?.data?.txs ?? []
  const proposerBytes = header?.proposer_address
  const blockHash = response.block_id?.hash
  // A known validator names its bech32 consensus address even before (or without) the block query that carries it.
  const validator = proposers && findValidatorByConsensusAddress(proposers, proposerBytes ?? proposer ?? '')
  return {
    height: header?.height ?? '',
    time: header?.time ?? '',
    proposer: proposer || (validator && validatorConsensusAddress(validator)) || (proposerBytes ? base64ToHex(proposerBytes) : ''),
    proposerName: proposerMoniker(proposers, proposerBytes ?? proposer),
    hash: blockHash ? base64ToHex(blockHash) : undefined,
    txCount: raw.length,
    txs: raw.map((bytes, index) => {
      const tx = response.txs[index]
      return {
        hash: txHashFromBytes(bytes) ?? '',
        messages: tx?.body?.messages.map(anyTypeUrl),
        memo: tx?.body?.memo,
      }
    }),
  }
}

/** Props of {@link BlockDetail}. */
export type BlockDetailProps = Omit<BlockDetailViewProps, 'status' | 'error' | 'onRetry' | 'block'> & {
  client?: GatewayClient | undefined
}

/**
 * One block with its transactions, fetched with `useBlockWithTxs` (once: a
 * block never changes). The proposer's bech32 address comes from the block
 * query when it is already cached (as for a row of `BlockExplorerTable`); its moniker from the
 * active validators (`useValidators`), shared with the table.
 *
 * @example
 * ```tsx
 * <BlockDetail height="1204" getTxHref={(hash) => `/tx/${hash}`} />
 * ```
 */
export const BlockDetail = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLElement, BlockDetailProps>(function BlockDetail({ client, height, ...props }, ref) {
  const withTxs = useBlockWithTxs({ client, height, pagination: { limit: 100 } })
  const cached = useBlock({ client, height, query: { enabled: false, staleTime: Infinity } })
  const proposer = cached.data?.sdk_block?.header?.proposer_address ?? undefined
  const proposers = useProposerIndex(client)
  const block = useMemo(
    () => (withTxs.data ? toBlockDetail(withTxs.data, proposer, proposers) : undefined),
    [withTxs.data, proposer, proposers],
  )
  const refetch = withTxs.refetch
  const onRetry = useCallback(() => void refetch(), [refetch])
  return (
    <BlockDetailView
      ref={ref}
      height={height}
      status={toViewStatus(withTxs.status, false)}
      error={withTxs.error}
      onRetry={onRetry}
      block={block}
      {...props}
    />
  )
}),
  ({ client: _client, ...props }, error, reset) => <BlockDetailView {...props} status="error" error={error} onRetry={reset} />,
)
