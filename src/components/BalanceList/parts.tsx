// BalanceList's parts: the table kit's (shared/table/parts.tsx) under BalanceList's names, and the filter and notice of its own.
import { forwardRef, type HTMLAttributes, type InputHTMLAttributes, type LabelHTMLAttributes } from 'react'
import { cx } from '../shared/cx.ts'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableLoadMore,
  TableRoot,
  TableRow,
  TableRowHeader,
  TableScroller,
  TableSortButton,
  TableSummary,
  TableToolbar,
  type TableCellProps,
  type TableColumnHeaderProps,
  type TableLoadMoreProps,
  type TableRootProps,
  type TableSortButtonProps,
} from '../shared/table/parts.tsx'

/** Props of {@link BalanceListRoot}. */
export type BalanceListRootProps = TableRootProps

/**
 * The element around a balance list; carries `data-state`.
 *
 * @example
 * ```tsx
 * <BalanceListRoot status="success">...</BalanceListRoot>
 * ```
 */
export const BalanceListRoot = TableRoot

/**
 * The bar above the table: the filter and the count.
 *
 * @example
 * ```tsx
 * <BalanceListToolbar><BalanceListFilterLabel htmlFor={id}>Filter</BalanceListFilterLabel>...</BalanceListToolbar>
 * ```
 */
export const BalanceListToolbar = TableToolbar

/**
 * The visible label of the filter input.
 *
 * @example
 * ```tsx
 * <BalanceListFilterLabel htmlFor={inputId}>Filter by name, symbol or denom</BalanceListFilterLabel>
 * ```
 */
export const BalanceListFilterLabel = /* @__PURE__ */ forwardRef<HTMLLabelElement, LabelHTMLAttributes<HTMLLabelElement>>(
  function BalanceListFilterLabel({ className, ...rest }, ref) {
    return <label ref={ref} className={cx('gk-balance-list__filter-label', className)} {...rest} />
  },
)

/**
 * The filter text field (`type="search"`).
 *
 * @example
 * ```tsx
 * <BalanceListFilterInput id={inputId} value={list.filter} onChange={(event) => list.setFilter(event.target.value)} />
 * ```
 */
export const BalanceListFilterInput = /* @__PURE__ */ forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function BalanceListFilterInput({ className, type = 'search', ...rest }, ref) {
    return (
      <input
        ref={ref}
        type={type}
        className={cx('gk-balance-list__filter', className)}
        autoComplete="off"
        spellCheck={false}
        {...rest}
      />
    )
  },
)

/**
 * The count of assets, announced politely when it changes (filtering, loading more).
 *
 * @example
 * ```tsx
 * <BalanceListSummary>Showing 3 of 35 assets</BalanceListSummary>
 * ```
 */
export const BalanceListSummary = TableSummary

/**
 * A notice that part of the details (metadata, spendable amounts) could not be loaded.
 *
 * @example
 * ```tsx
 * <BalanceListNotice>Some details could not be loaded.</BalanceListNotice>
 * ```
 */
export const BalanceListNotice = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function BalanceListNotice(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} role="alert" className={cx('gk-balance-list__notice', className)} {...rest} />
})

/**
 * Scrolls the table sideways when it is wider than its container (narrow screens, very long names).
 *
 * @example
 * ```tsx
 * <BalanceListScrollArea><BalanceListTable>...</BalanceListTable></BalanceListScrollArea>
 * ```
 */
export const BalanceListScrollArea = TableScroller

/**
 * The table of balances.
 *
 * @example
 * ```tsx
 * <BalanceListTable><BalanceListCaption>Balances</BalanceListCaption>...</BalanceListTable>
 * ```
 */
export const BalanceListTable = Table

/**
 * The caption naming the table.
 *
 * @example
 * ```tsx
 * <BalanceListCaption>Balances of kii1…</BalanceListCaption>
 * ```
 */
export const BalanceListCaption = TableCaption

/**
 * The table head (`thead`).
 *
 * @example
 * ```tsx
 * <BalanceListHead><tr>...</tr></BalanceListHead>
 * ```
 */
export const BalanceListHead = TableHead

/**
 * The table body (`tbody`).
 *
 * @example
 * ```tsx
 * <BalanceListBody>{rows}</BalanceListBody>
 * ```
 */
export const BalanceListBody = TableBody

/**
 * One row (`tr`).
 *
 * @example
 * ```tsx
 * <BalanceListRow data-denom="akii">...</BalanceListRow>
 * ```
 */
export const BalanceListRow = TableRow

/** Props of {@link BalanceListColumnHeader}. */
export type BalanceListColumnHeaderProps = TableColumnHeaderProps

/**
 * A column header (`th scope="col"`) with `aria-sort` when its column is the sorted one.
 *
 * @example
 * ```tsx
 * <BalanceListColumnHeader sortDirection="descending" numeric>...</BalanceListColumnHeader>
 * ```
 */
export const BalanceListColumnHeader = TableColumnHeader

/** Props of {@link BalanceListSortButton}. */
export type BalanceListSortButtonProps = TableSortButtonProps

/**
 * The button in a column header that sorts by the column; the arrow shows the direction.
 *
 * @example
 * ```tsx
 * <BalanceListSortButton direction={list.sortDirection('amount')} onClick={() => list.toggleSort('amount')}>Total</BalanceListSortButton>
 * ```
 */
export const BalanceListSortButton = TableSortButton

/**
 * The header cell of a row (`th scope="row"`): the asset.
 *
 * @example
 * ```tsx
 * <BalanceListRowHeader>Kii</BalanceListRowHeader>
 * ```
 */
export const BalanceListRowHeader = TableRowHeader

/** Props of {@link BalanceListCell}. */
export type BalanceListCellProps = TableCellProps

/**
 * A data cell (`td`).
 *
 * @example
 * ```tsx
 * <BalanceListCell numeric><AmountView amount={row.amount} denom={row.denom} metadata={row.metadata} /></BalanceListCell>
 * ```
 */
export const BalanceListCell = TableCell

/** Props of {@link BalanceListLoadMore}. */
export type BalanceListLoadMoreProps = TableLoadMoreProps

/**
 * The button that loads the next page. While loading it keeps focus (it is `aria-disabled`, not `disabled`).
 *
 * @example
 * ```tsx
 * <BalanceListLoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Load more</BalanceListLoadMore>
 * ```
 */
export const BalanceListLoadMore = TableLoadMore
