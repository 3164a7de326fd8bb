import { useCallback, useMemo, useState } from 'react'
import { useControllableState } from '../shared/useControllableState.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import {
  channelStates,
  describeChannelOrdering,
  describeChannelState,
  describeChannelVersion,
  type ChannelStateDescription,
  type ChannelVersionDescription,
} from './describeChannel.ts'
import { defaultChannelTableStrings, type ChannelTableStrings } from './strings.ts'
import { fillTemplate } from '../shared/text.ts'
import { useTableRowNavigation } from '../shared/table/useTableRowNavigation.ts'

/** The fields of an IBC channel end the table shows (`IdentifiedChannel` from `useChannels`). */
export type ChannelTableChannel = {
  port_id: string
  channel_id: string
  state: string
  ordering: string
  /** Null or absent when the gateway left the message out (proto3 JSON). */
  counterparty?: { port_id: string; channel_id: string } | null | undefined
  connection_hops: readonly string[]
  version: string
}

/** Columns the table sorts by. */
export type ChannelSortColumn = 'channel' | 'state' | 'ordering' | 'counterparty' | 'connection'

/** A sort: a column and a direction, named as `aria-sort` names them. */
export type ChannelSort = { column: ChannelSortColumn; direction: 'ascending' | 'descending' }

/** One row of the table, everything derived. */
export type ChannelTableRowData = {
  /** Unique key: port id and channel id. */
  key: string
  channel: ChannelTableChannel
  state: ChannelStateDescription
  ordering: string
  version: ChannelVersionDescription
  /** Chain id of the counterparty, when known (from the client of the first connection hop). */
  counterpartyChainId: string | undefined
}

/** One option of the state filter. */
export type ChannelStateOption = {
  /** The state (`STATE_OPEN`), or `''` for every state. */
  value: string
  label: string
  count: number
}

/** Parameters of {@link useChannelTable}. */
export type UseChannelTableParameters = {
  channels: readonly ChannelTableChannel[]
  /** Chain ids of counterparties by connection id (`connection-0` → `cosmoshub-4`). */
  counterpartyChainIds?: Readonly<Record<string, string>> | undefined
  /** The state shown (controlled); `null` for every state. */
  stateFilter?: string | null | undefined
  /** The state shown at first (uncontrolled). Default every state. */
  defaultStateFilter?: string | null | undefined
  onStateFilterChange?: ((state: string | null) => void) | undefined
  /** The sort (controlled); `null` keeps the gateway's order. */
  sort?: ChannelSort | null | undefined
  /** The sort at first (uncontrolled). Default the gateway's order. */
  defaultSort?: ChannelSort | null | undefined
  onSortChange?: ((sort: ChannelSort | null) => void) | undefined
  /**
   * Rows rendered at first, and added by each `showMore()`; default 50. Long lists stay
   * quick to render and to read, while filter and sort still cover every loaded channel.
   */
  visibleRows?: number | undefined
  /**
   * The gateway has more channels than `channels`: once every loaded row is shown, `loadMore()`
   * calls `onLoadMore`.
   */
  hasMore?: boolean | undefined
  /** Fetches the next page of channels. */
  onLoadMore?: (() => void) | undefined
  locale?: string | undefined
  strings?: Partial<ChannelTableStrings> | undefined
}

const defaultVisibleRows = 50

type SortKey = (row: ChannelTableRowData) => (string | number)[]

const sortKeys: Record<ChannelSortColumn, SortKey> = {
  channel: (row) => [row.channel.port_id, row.channel.channel_id],
  state: (row) => [row.state.rank, row.state.label],
  ordering: (row) => [row.ordering],
  counterparty: (row) => [row.counterpartyChainId ?? '', row.channel.counterparty?.port_id ?? '', row.channel.counterparty?.channel_id ?? ''],
  connection: (row) => [row.channel.connection_hops.join(' '), row.channel.port_id, row.channel.channel_id],
}

/**
 * The state, derived data and handlers of `ChannelTable`, without markup:
 * rows described for display, filtered by state and sorted (ids compared
 * naturally: `channel-2` before `channel-10`), the filter's options with
 * counts, the `aria-sort` of each column, "Load more" (more loaded rows,
 * or the next page once every loaded row is shown) and the rows' keyboard
 * model. Filter and sort are uncontrolled unless their value is passed.
 *
 * @example
 * ```tsx
 * const table = useChannelTable({ channels: data.channels, defaultStateFilter: 'STATE_OPEN' })
 * table.rows.map((row) => <tr key={row.key}><td>{row.state.label}</td></tr>)
 * <button onClick={() => table.toggleSort('channel')}>Channel</button>
 * ```
 */
export function useChannelTable(parameters: UseChannelTableParameters) {
  const { channels, counterpartyChainIds } = parameters
  const { strings, locale } = useGatekitUI(defaultChannelTableStrings, { locale: parameters.locale, strings: parameters.strings })

  const [stateFilter, setFilter] = useControllableState<string | null>({
    value: parameters.stateFilter,
    defaultValue: parameters.defaultStateFilter ?? null,
    onChange: parameters.onStateFilterChange,
  })
  // The select's "every state" option is ''.
  const setStateFilter = useCallback((state: string | null) => setFilter(state === '' ? null : state), [setFilter])
  const [sort, setSort] = useControllableState<ChannelSort | null>({
    value: parameters.sort,
    defaultValue: parameters.defaultSort ?? null,
    onChange: parameters.onSortChange,
  })
  /** Sorts by a column ascending, or flips the direction when it is already the sort column. */
  const toggleSort = useCallback(
    (column: ChannelSortColumn) => {
      setSort({ column, direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending' })
    },
    [sort, setSort],
  )

  const described = useMemo(
    () =>
      channels.map(
        (channel): ChannelTableRowData => ({
          key: `${channel.port_id}\u0000${channel.channel_id}`,
          channel,
          state: describeChannelState(channel.state, strings),
          ordering: describeChannelOrdering(channel.ordering, strings),
          version: describeChannelVersion(channel.version),
          counterpartyChainId: channel.connection_hops[0] === undefined ? undefined : counterpartyChainIds?.[channel.connection_hops[0]],
        }),
      ),
    [channels, counterpartyChainIds, strings],
  )

  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale])

  const stateOptions = useMemo((): ChannelStateOption[] => {
    const counts = new Map<string, number>()
    for (const row of described) counts.set(row.state.value, (counts.get(row.state.value) ?? 0) + 1)
    // Known states in their order, then states gatekit does not know, as given; the chosen state even at 0.
    if (stateFilter !== null && !counts.has(stateFilter)) counts.set(stateFilter, 0)
    const values = [
      ...channelStates.filter((state) => counts.has(state)),
      ...[...counts.keys()].filter((state) => !channelStates.includes(state)).sort(),
    ]
    return [
      { value: '', label: fillTemplate(strings.filterAll, { count: numberFormat.format(described.length) }), count: described.length },
      ...values.map((value) => ({
        value,
        label: fillTemplate(strings.filterOption, {
          state: describeChannelState(value, strings).label,
          count: numberFormat.format(counts.get(value) ?? 0),
        }),
        count: counts.get(value) ?? 0,
      })),
    ]
  }, [described, stateFilter, strings, numberFormat])

  const rows = useMemo(() => {
    const filtered = stateFilter === null ? described : described.filter((row) => row.state.value === stateFilter)
    if (!sort) return filtered
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
    const key = sortKeys[sort.column]
    const factor = sort.direction === 'ascending' ? 1 : -1
    // Array.prototype.sort is stable, so equal rows keep the gateway's order.
    return [...filtered].sort((a, b) => {
      const left = key(a)
      const right = key(b)
      for (let index = 0; index < left.length; index++) {
        const x = left[index]!
        const y = right[index]!
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
        if (order !== 0) return order * factor
      }
      return 0
    })
  }, [described, stateFilter, sort, locale])

  const step = Math.max(1, parameters.visibleRows ?? defaultVisibleRows)
  const [visibleCount, setVisibleCount] = useState(step)
  const visibleRows = useMemo(() => rows.slice(0, visibleCount), [rows, visibleCount])
  /** Renders `visibleRows` more rows (of those loaded, and of those still to come). */
  const showMore = useCallback(() => setVisibleCount((count) => Math.max(count, visibleRows.length) + step), [step, visibleRows.length])

  const hiddenCount = rows.length - visibleRows.length
  const { hasMore = false, onLoadMore } = parameters
  /**
   * "Load more": shows the next loaded rows, and when every loaded row is shown already, fetches the
   * next page too (its rows are shown as they arrive).
   */
  const loadMore = useCallback(() => {
    showMore()
    if (hiddenCount === 0) onLoadMore?.()
  }, [showMore, hiddenCount, onLoadMore])

  // Focus stays on the same channel when rows are sorted or filtered.
  const rowIndexByKey = useMemo(() => new Map(visibleRows.map((row, index) => [row.key, index])), [visibleRows])
  const getRowKey = useCallback((index: number) => visibleRows[index]?.key ?? '', [visibleRows])
  const indexOfKey = useCallback((key: string) => rowIndexByKey.get(key), [rowIndexByKey])
  const navigation = useTableRowNavigation({ rowCount: visibleRows.length, getRowKey, indexOfKey })

  const ariaSort = useCallback(
    (column: ChannelSortColumn): 'ascending' | 'descending' | undefined => (sort?.column === column ? sort.direction : undefined),
    [sort],
  )

  const summary = useMemo(() => {
    const total = numberFormat.format(described.length)
    const count =
      stateFilter === null
        ? fillTemplate(strings.summaryAll, { total })
        : fillTemplate(strings.summaryFiltered, { shown: numberFormat.format(rows.length), total })
    return visibleRows.length < rows.length
      ? `${count}, ${fillTemplate(strings.summaryVisible, { visible: numberFormat.format(visibleRows.length) })}`
      : count
  }, [described.length, rows.length, visibleRows.length, stateFilter, strings, numberFormat])

  return {
    /** Rows to render: filtered, sorted, the first `visibleRows` (and more after `showMore`). */
    rows: visibleRows,
    /** Every row the filter keeps, sorted. */
    matchingRows: rows,
    /** Rows the filter keeps that are not rendered yet. */
    hiddenCount,
    showMore,
    /** The "Load more" button is shown: loaded rows are hidden, or the gateway has more pages. */
    canLoadMore: hiddenCount > 0 || (hasMore && onLoadMore !== undefined),
    loadMore,
    /** The rows' keyboard model: the active row (the tab stop) and the `<tbody>` handlers. */
    navigation,
    /** Every loaded channel, described, in the gateway's order. */
    allRows: described,
    stateFilter,
    setStateFilter,
    stateOptions,
    sort,
    setSort,
    toggleSort,
    ariaSort,
    /** "4 of 7 channels", "300 channels, first 100 shown", for a polite live region. */
    summary,
    strings,
    locale,
  }
}
