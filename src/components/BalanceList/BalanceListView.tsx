import { useBoundedRows, useLoadMore } from '../shared/table/useTableMore.ts'
import { forwardRef, useId, type HTMLAttributes } from 'react'
import { Address } from '../Address/Address.tsx'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { describeError, errorTechnicalText } from '../shared/describeError.ts'
import { ErrorDetails, QueryStatus, toViewStatus } from '../shared/QueryStatus.tsx'
import { TableSkeleton } from '../shared/table/TableSkeleton.tsx'
import {
  BalanceListBody,
  BalanceListCaption,
  BalanceListCell,
  BalanceListColumnHeader,
  BalanceListFilterInput,
  BalanceListFilterLabel,
  BalanceListHead,
  BalanceListLoadMore,
  BalanceListNotice,
  BalanceListRoot,
  BalanceListRow,
  BalanceListScrollArea,
  BalanceListSortButton,
  BalanceListSummary,
  BalanceListTable,
  BalanceListToolbar,
} from './parts.tsx'
import { defaultBalanceListStrings, type BalanceListStrings } from './strings.ts'
import { useBalanceList, useBalanceListRowNavigation, type UseBalanceListOptions } from './useBalanceList.ts'
import { fillTemplate } from '../shared/text.ts'
import { fillNodes } from '../shared/fillNodes.tsx'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { cx } from '../shared/cx.ts'
import { useDeferredShow, useProgressiveRows } from '../shared/table/useDeferredRows.ts'
import { formatInteger } from '../../core/format.ts'
import { useGatekitLinks } from '../shared/links.tsx'
import { BalanceRow } from './BalanceRow.tsx'

/** Props of {@link BalanceListView}: data only, no gateway. */
export type BalanceListViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  Omit<UseBalanceListOptions, 'balances'> & {
    /** The balances loaded so far, in base units. */
    balances?: readonly UseBalanceListOptions['balances'][number][] | undefined
    /** Whose balances these are; shown in the caption. */
    address?: string | undefined
    /** Status of the balances query. */
    status: 'pending' | 'error' | 'success'
    /** The error when `status` is `error`; only its short message is shown. */
    error?: unknown
    /** Offers a retry button with the error. */
    onRetry?: (() => void) | undefined
    /** The gateway has more pages of balances. */
    hasMore?: boolean | undefined
    /** The next page is on its way. */
    isLoadingMore?: boolean | undefined
    onLoadMore?: (() => void) | undefined
    /** Also load the next page when the "Load more" button scrolls into view. Default false. */
    loadMoreOnScroll?: boolean | undefined
    /** Metadata or spendable amounts failed to load (the balances did not): a notice with a retry. */
    detailsError?: unknown
    onRetryDetails?: (() => void) | undefined
    /**
     * The gateway's pages did not end (a repeated `next_key`, or the client's `pageLimit` reached):
     * the list shows what was read, with a notice saying it stops there.
     */
    pagesStopped?: unknown
    /**
     * Rows rendered at first, and added by each "Show more rows" press. Filter and sort still
     * apply to every row; only the DOM is bounded, so a gateway that sends 20 000 coins in one page
     * cannot freeze the page. Default 200 ({@link defaultBalanceListRowLimit}).
     */
    rowLimit?: number | undefined
    /** Fraction digits shown of each amount (the exact value is in its title). Default 6. */
    maximumFractionDigits?: number | undefined
    strings?: Partial<BalanceListStrings> | undefined
  }

// Rows of bars while the balances load: a typical wallet's handful of assets.
const skeletonRows = 4

/** Rows {@link BalanceListView} renders at first and adds per "Show more rows" press. */
export const defaultBalanceListRowLimit = 200

/**
 * The balances of an address as a sortable, filterable table in display units, with spendable
 * amounts next to the totals, from data props only (no gateway): for stories, tests, server-rendered
 * pages and apps that fetch on their own. `BalanceList` fetches and renders this. In the browser the
 * rows follow the skeleton a render later and appear 25 at a time (`aria-busy` until all are in), so
 * no single task renders and lays out hundreds of rows; the server renders them all.
 *
 * @example
 * ```tsx
 * <BalanceListView
 *   address={address}
 *   status="success"
 *   balances={[{ denom: 'akii', amount: '1500000000000000000' }]}
 *   spendableBalances={[{ denom: 'akii', amount: '1000000000000000000' }]}
 *   metadata={{ akii: kiiMetadata }}
 * />
 * ```
 */
export const BalanceListView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, BalanceListViewProps>(function BalanceListView(
  {
    balances = [],
    spendableBalances,
    metadata,
    traces,
    address,
    status,
    error,
    onRetry,
    hasMore = false,
    isLoadingMore = false,
    onLoadMore,
    loadMoreOnScroll = false,
    detailsError,
    onRetryDetails,
    pagesStopped,
    rowLimit = defaultBalanceListRowLimit,
    maximumFractionDigits,
    locale: ownLocale,
    strings: ownStrings,
    filter: controlledFilter,
    defaultFilter,
    onFilterChange,
    sort: controlledSort,
    defaultSort,
    onSortChange,
    ...rest
  },
  ref,
) {
  const { locale, strings } = useGatekitUI(defaultBalanceListStrings, { locale: ownLocale, strings: ownStrings })
  const list = useBalanceList({
    balances,
    spendableBalances,
    metadata,
    traces,
    locale,
    filter: controlledFilter,
    defaultFilter,
    onFilterChange,
    sort: controlledSort,
    defaultSort,
    onSortChange,
  })
  const filterId = useId()
  const viewStatus = toViewStatus(status, balances.length === 0, error)
  // The render that makes the rows appear shows the skeleton; the rows follow in a deferred render.
  const rowsReady = status !== 'pending' && balances.length > 0
  const hasRows = useDeferredShow(rowsReady)
  // What is shown: `pending` (the skeleton) until the rows follow.
  const shownStatus = rowsReady && !hasRows ? 'pending' : viewStatus
  const showMore = hasRows && hasMore && Boolean(onLoadMore)
  // Filter and sort have already run over every row; only the DOM is bounded.
  const { focusRef: tableRef, shownRows, hiddenRows, showMoreRows } = useBoundedRows(list.visibleRows, rowLimit)
  // Hundreds of rows appear a few dozen at a time, each step in tasks of its own.
  const rendered = useProgressiveRows(shownRows)
  const more = useLoadMore({ shown: showMore, loading: isLoadingMore, onLoadMore, onScroll: loadMoreOnScroll, focusRef: tableRef })
  // With a `denom` route each row is a link to its denom, and the keyboard moves between rows.
  const denomRoute = useGatekitLinks().routes.denom
  const rowNavigation = useBalanceListRowNavigation(rendered.rows)

  // Formatted only once the rows show: the skeleton's frame does not build the locale's formatter.
  const summary = () => {
    const count = formatInteger(list.rows.length, locale)
    return list.isFiltered
      ? fillTemplate(strings.countFiltered, { shown: formatInteger(list.visibleRows.length, locale), count })
      : fillTemplate(strings.count, { count })
  }
  const columns = list.showSpendable ? 3 : 2

  return (
    <BalanceListRoot ref={ref} status={shownStatus} busy={isLoadingMore || rendered.revealing} {...rest} className={cx('gk-balance-list', rest.className)}>
      {hasRows && (
        <BalanceListToolbar>
          <BalanceListFilterLabel htmlFor={filterId}>{strings.filterLabel}</BalanceListFilterLabel>
          <BalanceListFilterInput id={filterId} value={list.filter} onChange={(event) => list.setFilter(event.target.value)} />
          <BalanceListSummary>
            {summary()}
            {hasMore ? ` ${strings.moreAvailable}` : ''}
          </BalanceListSummary>
        </BalanceListToolbar>
      )}
      {hasRows && detailsError !== undefined && detailsError !== null && (
        <BalanceListNotice>
          <p className="gk-balance-list__notice-text">
            {strings.detailsFailed} <span className="gk-balance-list__notice-detail">{describeError(detailsError, strings).message}</span>
          </p>
          <ErrorDetails technical={errorTechnicalText(detailsError)} label={strings.technicalDetails} />
          {onRetryDetails && describeError(detailsError).retryable && (
            <button type="button" className="gk-button" onClick={onRetryDetails}>
              {strings.retry}
            </button>
          )}
        </BalanceListNotice>
      )}
      {hasRows && pagesStopped !== undefined && pagesStopped !== null && (
        <BalanceListNotice data-pages-stopped="">
          <p className="gk-balance-list__notice-text">
            {strings.pagesStopped} <span className="gk-balance-list__notice-detail">{describeError(pagesStopped, strings).message}</span>
          </p>
          <ErrorDetails technical={errorTechnicalText(pagesStopped)} label={strings.technicalDetails} />
        </BalanceListNotice>
      )}
      {!hasRows && (
        <QueryStatus
          status={shownStatus}
          error={error}
          onRetry={onRetry}
          emptyText={strings.noBalances}
          strings={strings}
          skeleton={
            <TableSkeleton
              // The plain caption: one line like the loaded one, without a second copy of the address on the page.
              caption={strings.caption}
              columns={[
                { header: strings.assetColumn, lines: 2 },
                { header: strings.totalColumn, numeric: true, label: strings.totalColumn },
              ]}
              rows={skeletonRows}
              layout="stack"
              toolbar={
                <>
                  <BalanceListFilterLabel>{strings.filterLabel}</BalanceListFilterLabel>
                  <BalanceListFilterInput disabled />
                  <BalanceListSummary aria-live="off">{strings.loading}</BalanceListSummary>
                </>
              }
            />
          }
        />
      )}
      {hasRows && (
        <BalanceListScrollArea>
          <BalanceListTable ref={tableRef} tabIndex={-1} data-layout="stack">
            <BalanceListCaption>
              {address ? fillNodes(strings.captionForAddress, { address: <Address value={address} copyable={false} /> }) : strings.caption}
            </BalanceListCaption>
            <BalanceListHead>
              <tr>
                <BalanceListColumnHeader sortDirection={list.sortDirection('name')}>
                  <BalanceListSortButton direction={list.sortDirection('name')} onClick={() => list.toggleSort('name')}>
                    {strings.assetColumn}
                  </BalanceListSortButton>
                </BalanceListColumnHeader>
                <BalanceListColumnHeader sortDirection={list.sortDirection('amount')} numeric>
                  <BalanceListSortButton direction={list.sortDirection('amount')} onClick={() => list.toggleSort('amount')}>
                    {strings.totalColumn}
                  </BalanceListSortButton>
                </BalanceListColumnHeader>
                {list.showSpendable && <BalanceListColumnHeader numeric>{strings.spendableColumn}</BalanceListColumnHeader>}
              </tr>
            </BalanceListHead>
            <BalanceListBody ref={rowNavigation.bodyRef} {...rowNavigation.bodyHandlers}>
              {rendered.rows.map((row, index) => (
                <BalanceRow
                  key={row.denom}
                  row={row}
                  index={index}
                  tabbable={index === rowNavigation.activeIndex}
                  denomHref={denomRoute?.(row.denom) || undefined}
                  showSpendable={list.showSpendable}
                  locale={locale}
                  maximumFractionDigits={maximumFractionDigits}
                  strings={strings}
                />
              ))}
              {list.visibleRows.length === 0 && (
                <BalanceListRow>
                  <BalanceListCell colSpan={columns} className="gk-balance-list__no-matches">
                    {fillTemplate(strings.noMatches, { filter: list.filter.trim() })}
                  </BalanceListCell>
                </BalanceListRow>
              )}
            </BalanceListBody>
          </BalanceListTable>
        </BalanceListScrollArea>
      )}
      {hasRows && hiddenRows > 0 && (
        <button
          type="button"
          className="gk-button gk-balance-list__more-rows"
          onClick={showMoreRows}
        >
          {fillTemplate(strings.showMoreRows, {
            count: formatInteger(Math.min(rowLimit, hiddenRows), locale),
            hidden: formatInteger(hiddenRows, locale),
          })}
        </button>
      )}
      {hasRows && status === 'error' && <QueryStatus status="error" error={error} onRetry={onRetry} strings={strings} />}
      {showMore && status !== 'error' && (
        <BalanceListLoadMore
          ref={more.buttonRef}
          loading={isLoadingMore}
          onClick={more.loadMore}
        >
          {isLoadingMore ? strings.loadingMore : strings.loadMore}
        </BalanceListLoadMore>
      )}
    </BalanceListRoot>
  )
}),
  (props, error, reset, View) => (
    <View {...props} balances={undefined} spendableBalances={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
