import { forwardRef, memo, useId, type HTMLAttributes, type ReactNode } from 'react'
import { describeError, errorTechnicalText } from '../shared/describeError.ts'
import { ErrorDetails, QueryStatus, toViewStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { TableSkeleton } from '../shared/table/TableSkeleton.tsx'
import {
  ChannelTableCaption,
  ChannelTableCell,
  ChannelTableColumnHeader,
  ChannelTableIdentifier,
  ChannelTableLoadMore,
  ChannelTableRoot,
  ChannelTableRow,
  ChannelTableRowHeader,
  ChannelTableScroller,
  ChannelTableStateBadge,
  ChannelTableStateSelect,
  ChannelTableSummary,
  ChannelTableTable,
  ChannelTableToolbar,
  ChannelTableVersion,
} from './parts.tsx'
import { fillTemplate } from '../shared/text.ts'
import { useEntityHref } from '../shared/links.tsx'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import type { ChannelTableStrings } from './strings.ts'
import { useChannelTable, type ChannelSortColumn, type ChannelTableRowData, type UseChannelTableParameters } from './useChannelTable.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { TableRowLink, TableSortButton } from '../shared/table/parts.tsx'
import { cx } from '../shared/cx.ts'
import { Address } from '../Address/Address.tsx'
import { splitPortAccount } from './portAccount.ts'

/** Props of {@link ChannelTableView}. */
export type ChannelTableViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  UseChannelTableParameters & {
    /** Status of the data; default `success` (or `empty` without channels). */
    status?: ViewStatus | undefined
    /** The error of the `error` status; its short message is shown. */
    error?: unknown
    /** Offers a retry button in the error state. */
    onRetry?: (() => void) | undefined
    /** The next page is loading. */
    loadingMore?: boolean | undefined
    /** Loading the next page failed; shown next to the "Load more" button. */
    loadMoreError?: unknown
    /** Caption of the table; default the `caption` string. */
    caption?: ReactNode
  }

// Rows of bars while the first page loads: a typical chain's handful of channels.
const skeletonRows = 5

type ColumnLabel = 'columnChannel' | 'columnState' | 'columnOrdering' | 'columnCounterparty' | 'columnConnection' | 'columnVersion'

// `medium`: the column gives way in a medium-wide container (36rem to 54rem, a tablet or a page's
// main column), its value shown under another cell's instead (see `gk-channel-table__fold`).
const columns: { column: ChannelSortColumn | undefined; label: ColumnLabel; priority?: 'medium' }[] = [
  { column: 'channel', label: 'columnChannel' },
  { column: 'state', label: 'columnState' },
  { column: 'ordering', label: 'columnOrdering', priority: 'medium' },
  { column: 'counterparty', label: 'columnCounterparty' },
  { column: 'connection', label: 'columnConnection', priority: 'medium' },
  { column: undefined, label: 'columnVersion' },
]

// A port id; one that names an account (`wasm.<contract>`, `icacontroller-<owner>`) shows its prefix as
// text and the address as an `Address`: shortened with its popover, and a link to the account's page
// on this chain's end (`account` route). The counterparty's account is on another chain: no link.
function PortIdentifier({ portId, strings, remote = false }: { portId: string; strings: ChannelTableStrings; remote?: boolean }) {
  const account = splitPortAccount(portId)
  if (!account) return <ChannelTableIdentifier value={portId} kind={strings.portIdKind} />
  return (
    <span className="gk-channel-table__id gk-channel-table__port-account">
      {account.prefix}
      <Address value={account.address} entity={remote ? 'none' : 'account'} />
    </span>
  )
}

// The channel id as the row's link when there is a `channel` route: the rows' keyboard model moves
// between these links and Enter opens one. Without a route the row opens nothing and is not a stop.
function ChannelName({ row, strings, tabbable }: { row: ChannelTableRowData; strings: ChannelTableStrings; tabbable: boolean }) {
  const { port_id: portId, channel_id: channelId } = row.channel
  const href = useEntityHref('channel', { portId, channelId })
  return (
    <span className="gk-channel-table__end">
      <PortIdentifier portId={portId} strings={strings} />
      <span className="gk-channel-table__separator"> / </span>
      {href ? (
        <TableRowLink tabbable={tabbable} href={href} className="gk-channel-table__link">
          {/* Plain text inside the link (a long id's copy button cannot sit inside a link); it wraps anywhere. */}
          <span className="gk-channel-table__id gk-channel-table__link-id">{revealHiddenCharacters(channelId)}</span>
        </TableRowLink>
      ) : (
        <ChannelTableIdentifier value={channelId} kind={strings.portIdKind} />
      )}
    </span>
  )
}

type ChannelRowProps = { row: ChannelTableRowData; index: number; tabbable: boolean; strings: ChannelTableStrings }

// One row, memoized: sorting, filtering, showing more rows and moving the keyboard re-render only the rows that change.
const ChannelRow = /* @__PURE__ */ memo(function ChannelRow({ row, index, tabbable, strings }: ChannelRowProps) {
  const ordering = revealHiddenCharacters(row.ordering)
  const hops = row.channel.connection_hops.map((hop) => revealHiddenCharacters(hop)).join(' → ')
  return (
    <ChannelTableRow data-channel-state={row.state.tone} data-index={index}>
      <ChannelTableRowHeader>
        <ChannelName row={row} strings={strings} tabbable={tabbable} />
      </ChannelTableRowHeader>
      <ChannelTableCell label={strings.columnState}>
        <ChannelTableStateBadge state={row.state} />
        <span className="gk-channel-table__fold">
          {strings.columnOrdering}: {ordering}
        </span>
      </ChannelTableCell>
      <ChannelTableCell label={strings.columnOrdering} data-priority="medium">
        {ordering}
      </ChannelTableCell>
      <ChannelTableCell label={strings.columnCounterparty}>
        <span className="gk-channel-table__end">
          <PortIdentifier portId={row.channel.counterparty?.port_id ?? ''} strings={strings} remote />
          <span className="gk-channel-table__separator"> / </span>
          <ChannelTableIdentifier value={row.channel.counterparty?.channel_id ?? ''} kind={strings.portIdKind} />
        </span>
        {row.counterpartyChainId !== undefined && (
          <span className="gk-channel-table__chain">
            {fillTemplate(strings.counterpartyChain, { chainId: revealHiddenCharacters(row.counterpartyChainId) })}
          </span>
        )}
        <span className="gk-channel-table__fold gk-channel-table__hops">
          {strings.columnConnection}: {hops}
        </span>
      </ChannelTableCell>
      <ChannelTableCell label={strings.columnConnection} className="gk-channel-table__hops" data-priority="medium">
        {hops}
      </ChannelTableCell>
      <ChannelTableCell label={strings.columnVersion}>
        <ChannelTableVersion version={row.version} strings={strings} />
      </ChannelTableCell>
    </ChannelTableRow>
  )
})

/**
 * IBC channels as a table, from data props (no gateway): port and channel id
 * (long ICA ports shortened, full value on focus), state as a labelled badge,
 * ordering, counterparty port, channel and chain, connection hops and a
 * readable version. Filter by state, sort by any column but the version; the
 * count is announced politely. Loading, error (with retry) and empty states
 * come from `QueryStatus`; the root's `data-state` carries the status.
 *
 * @example
 * ```tsx
 * <ChannelTableView channels={data.channels} counterpartyChainIds={{ 'connection-0': 'cosmoshub-4' }} defaultStateFilter="STATE_OPEN" />
 * ```
 */
export const ChannelTableView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, ChannelTableViewProps>(function ChannelTableView(props, ref) {
  const {
    channels,
    counterpartyChainIds: _counterpartyChainIds,
    stateFilter: _stateFilter,
    defaultStateFilter: _defaultStateFilter,
    onStateFilterChange: _onStateFilterChange,
    sort: _sort,
    defaultSort: _defaultSort,
    onSortChange: _onSortChange,
    visibleRows: _visibleRows,
    locale: _locale,
    strings: _strings,
    status: ownStatus,
    error,
    onRetry,
    hasMore = false,
    onLoadMore: _onLoadMore,
    loadingMore = false,
    loadMoreError,
    caption,
    ...rest
  } = props
  const table = useChannelTable(props)
  // Read apart from `table`: with a property of `table` passed as a ref, the react-hooks lint takes every read of `table` for a ref read.
  const { bodyRef: rowsRef, bodyHandlers: rowHandlers, activeIndex } = table.navigation
  const { strings } = table
  const status = ownStatus ?? toViewStatus('success', channels.length === 0)
  const captionId = useId()
  const filterId = useId()

  return (
    <ChannelTableRoot ref={ref} status={status} busy={loadingMore} {...rest} className={cx('gk-channel-table', rest.className)}>
      <QueryStatus
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={strings.noChannels}
        strings={strings}
        skeleton={
          <TableSkeleton
            caption={caption ?? strings.caption}
            columns={columns.map(({ label }) => ({ header: strings[label], label: strings[label] }))}
            rows={skeletonRows}
            layout="stack"
            toolbar={
              <>
                <span className="gk-channel-table__filter">
                  <span className="gk-channel-table__filter-label">{strings.filterLabel}</span>
                  <ChannelTableStateSelect options={[]} disabled />
                </span>
                <ChannelTableSummary aria-live="off">{strings.loading}</ChannelTableSummary>
              </>
            }
          />
        }
      />
      {status === 'success' && (
        <>
          <ChannelTableToolbar>
            <span className="gk-channel-table__filter">
              <label htmlFor={filterId} className="gk-channel-table__filter-label">
                {strings.filterLabel}
              </label>
              <ChannelTableStateSelect
                id={filterId}
                options={table.stateOptions}
                value={table.stateFilter ?? ''}
                onChange={(event) => table.setStateFilter(event.target.value)}
              />
            </span>
            <ChannelTableSummary>
              {table.summary}
              {hasMore && `, ${strings.summaryMore}`}
            </ChannelTableSummary>
          </ChannelTableToolbar>
          <ChannelTableScroller role="region" tabIndex={0} aria-labelledby={captionId}>
            <ChannelTableTable data-layout="stack">
              <ChannelTableCaption id={captionId}>{caption ?? strings.caption}</ChannelTableCaption>
              <thead>
                <tr>
                  {columns.map(({ column, label, priority }) => (
                    <ChannelTableColumnHeader key={label} sortDirection={column ? table.ariaSort(column) : undefined} data-priority={priority}>
                      {column ? (
                        <TableSortButton direction={table.ariaSort(column)} onClick={() => table.toggleSort(column)}>
                          {strings[label]}
                        </TableSortButton>
                      ) : (
                        strings[label]
                      )}
                    </ChannelTableColumnHeader>
                  ))}
                </tr>
              </thead>
              <tbody ref={rowsRef} {...rowHandlers}>
                {table.rows.length === 0 && (
                  <tr>
                    <td colSpan={columns.length} className="gk-channel-table__no-match">
                      {strings.noMatch}
                    </td>
                  </tr>
                )}
                {table.rows.map((row, index) => (
                  <ChannelRow key={row.key} row={row} index={index} tabbable={index === activeIndex} strings={strings} />
                ))}
              </tbody>
            </ChannelTableTable>
          </ChannelTableScroller>
          {(table.hiddenCount > 0 || hasMore || loadMoreError !== undefined) && (
            <div className="gk-channel-table__more">
              {loadMoreError !== undefined && loadMoreError !== null && (
                <p className="gk-channel-table__more-error" role="alert">
                  {strings.loadMoreFailed} {describeError(loadMoreError, strings).message}
                </p>
              )}
              {loadMoreError !== undefined && loadMoreError !== null && (
                <ErrorDetails technical={errorTechnicalText(loadMoreError)} label={strings.technicalDetails} />
              )}
              {table.canLoadMore && (
                <ChannelTableLoadMore loading={loadingMore} onClick={table.loadMore}>
                  {loadingMore ? strings.loadingMore : strings.loadMore}
                </ChannelTableLoadMore>
              )}
            </div>
          )}
        </>
      )}
    </ChannelTableRoot>
  )
}),
  (props, error, reset, View) => (
    <View {...props} channels={[]} counterpartyChainIds={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
