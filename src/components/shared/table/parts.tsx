// The one table kit behind BalanceList, ChannelTable, OracleRatesTable and the explorer tables
// (BlockExplorerTable, TxTable). Each part renders one element, forwards its ref, merges
// `className`, and carries status in `data-state`; every rule is in table.css.
import {
  forwardRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react'
import { cx } from '../cx.ts'
import type { ViewStatus } from '../QueryStatus.tsx'
import { GatekitLink, type GatekitLinkElementProps } from '../links.tsx'
import { rowFocusAttribute } from './useTableRowNavigation.ts'

/** Props of {@link TableRoot}. */
export type TableRootProps = HTMLAttributes<HTMLDivElement> & {
  /** Written to `data-state`: `pending`, `error`, `empty` or `success`. */
  status: ViewStatus
  /** More rows are on their way (`aria-busy`; also while `pending`). */
  busy?: boolean | undefined
}

/**
 * The outer element of a table component: an inline-size container (its layout follows the
 * column it lives in, not the page), `data-state` for its status.
 *
 * @example
 * ```tsx
 * <TableRoot status="success" className="gk-channel-table">…</TableRoot>
 * ```
 */
export const TableRoot = /* @__PURE__ */ forwardRef<HTMLDivElement, TableRootProps>(function TableRoot({ status, busy, className, ...rest }, ref) {
  return <div ref={ref} className={cx('gk-table', className)} data-state={status} aria-busy={status === 'pending' || busy || undefined} {...rest} />
})

/**
 * The bar above a table: filters, the count.
 *
 * @example
 * ```tsx
 * <TableToolbar><TableSummary>12 channels</TableSummary></TableToolbar>
 * ```
 */
export const TableToolbar = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function TableToolbar({ className, ...rest }, ref) {
  return <div ref={ref} className={cx('gk-table__toolbar', className)} {...rest} />
})

/**
 * How many rows are shown, in a polite live region: filtering and loading more are announced
 * without moving focus.
 *
 * @example
 * ```tsx
 * <TableSummary>3 of 12 assets</TableSummary>
 * ```
 */
export const TableSummary = /* @__PURE__ */ forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function TableSummary(
  { className, ...rest },
  ref,
) {
  return <p ref={ref} className={cx('gk-table__summary', className)} aria-live="polite" aria-atomic="true" {...rest} />
})

/**
 * The region around the `<table>` that scrolls when a wide table has to (give it `role="region"`,
 * `tabIndex={0}` and a label to let keyboard users scroll it).
 *
 * @example
 * ```tsx
 * <TableScroller role="region" tabIndex={0} aria-labelledby={captionId}><Table>…</Table></TableScroller>
 * ```
 */
export const TableScroller = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function TableScroller({ className, ...rest }, ref) {
  return <div ref={ref} className={cx('gk-table__scroller', className)} {...rest} />
})

/**
 * The `<table>`: tabular figures, one row height rule. Below the container's breakpoint a
 * `data-layout="stack"` table shows each row as a card of label/value pairs.
 *
 * @example
 * ```tsx
 * <Table data-layout="stack"><TableCaption>Balances</TableCaption>…</Table>
 * ```
 */
export const Table = /* @__PURE__ */ forwardRef<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>>(function Table({ className, ...rest }, ref) {
  return <table ref={ref} className={cx('gk-table__table', className)} {...rest} />
})

/**
 * The table's `<caption>`, its accessible name.
 *
 * @example
 * ```tsx
 * <TableCaption>IBC channels</TableCaption>
 * ```
 */
export const TableCaption = /* @__PURE__ */ forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(function TableCaption(
  { className, ...rest },
  ref,
) {
  return <caption ref={ref} className={cx('gk-table__caption', className)} {...rest} />
})

/**
 * The `<thead>`.
 *
 * @example
 * ```tsx
 * <TableHead><tr><TableColumnHeader>Asset</TableColumnHeader></tr></TableHead>
 * ```
 */
export const TableHead = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableHead(
  { className, ...rest },
  ref,
) {
  return <thead ref={ref} className={cx('gk-table__head', className)} {...rest} />
})

/**
 * The `<tbody>`.
 *
 * @example
 * ```tsx
 * <TableBody>{rows}</TableBody>
 * ```
 */
export const TableBody = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(function TableBody(
  { className, ...rest },
  ref,
) {
  return <tbody ref={ref} className={cx('gk-table__body', className)} {...rest} />
})

/** Props of {@link TableColumnHeader}. */
export type TableColumnHeaderProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** The direction while the table is sorted by this column; becomes `aria-sort`. */
  sortDirection?: 'ascending' | 'descending' | undefined
  /** A column of numbers: right-aligned like its cells. */
  numeric?: boolean | undefined
}

/**
 * A column header (`<th scope="col">`); put a {@link TableSortButton} inside to make it sortable.
 *
 * @example
 * ```tsx
 * <TableColumnHeader numeric sortDirection="descending"><TableSortButton direction="descending">Amount</TableSortButton></TableColumnHeader>
 * ```
 */
export const TableColumnHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, TableColumnHeaderProps>(function TableColumnHeader(
  { sortDirection, numeric, className, ...rest },
  ref,
) {
  return (
    <th
      ref={ref}
      scope="col"
      aria-sort={sortDirection}
      data-numeric={numeric ? '' : undefined}
      className={cx('gk-table__column', className)}
      {...rest}
    />
  )
})

/** Props of {@link TableSortButton}. */
export type TableSortButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The direction its column is sorted in, if it is the sorted column (drawn as an arrow). */
  direction?: 'ascending' | 'descending' | undefined
}

/**
 * The button of a sortable column header; the arrow shows the direction.
 *
 * @example
 * ```tsx
 * <TableSortButton direction={table.ariaSort('state')} onClick={() => table.toggleSort('state')}>State</TableSortButton>
 * ```
 */
export const TableSortButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, TableSortButtonProps>(function TableSortButton(
  { direction, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx('gk-table__sort', className)} data-direction={direction} {...rest}>
      {children}
      <svg className="gk-table__sort-icon" aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
        {direction === 'ascending' ? (
          <path d="M6 2.5l3.5 4.5h-7z" fill="currentColor" />
        ) : direction === 'descending' ? (
          <path d="M6 9.5L2.5 5h7z" fill="currentColor" />
        ) : (
          <path d="M6 1.5l2.75 3.5h-5.5zM6 10.5L3.25 7h5.5z" fill="currentColor" opacity="0.6" />
        )}
      </svg>
    </button>
  )
})

/**
 * A `<tr>`.
 *
 * @example
 * ```tsx
 * <TableRow data-channel-state="open">…</TableRow>
 * ```
 */
export const TableRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(function TableRow({ className, ...rest }, ref) {
  return <tr ref={ref} className={cx('gk-table__row', className)} {...rest} />
})

/**
 * The cell that names its row (`<th scope="row">`); in the stacked layout, the card's title.
 *
 * @example
 * ```tsx
 * <TableRowHeader>transfer / channel-0</TableRowHeader>
 * ```
 */
export const TableRowHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(function TableRowHeader(
  { className, ...rest },
  ref,
) {
  return <th ref={ref} scope="row" className={cx('gk-table__row-header', className)} {...rest} />
})

/** Props of {@link TableCell}. */
export type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** Numbers: right-aligned, aligned on the decimal sign (see `DecimalText`). */
  numeric?: boolean | undefined
  /** Its column's name, shown before the value when rows are stacked (`data-label`). */
  label?: string | undefined
}

/**
 * A data cell (`<td>`).
 *
 * @example
 * ```tsx
 * <TableCell numeric label="Amount"><AmountView amount="1500000" denom="ukii" /></TableCell>
 * ```
 */
export const TableCell = /* @__PURE__ */ forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell({ numeric, label, className, ...rest }, ref) {
  return <td ref={ref} data-numeric={numeric ? '' : undefined} data-label={label} className={cx('gk-table__cell', className)} {...rest} />
})

/** Props of {@link TableLoadMore}. */
export type TableLoadMoreProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A page is on its way: the button stays focusable but does nothing (`aria-disabled`, not `disabled`, which drops focus). */
  loading?: boolean | undefined
}

/**
 * The button under a table that shows or loads more rows.
 *
 * @example
 * ```tsx
 * <TableLoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Load more</TableLoadMore>
 * ```
 */
export const TableLoadMore = /* @__PURE__ */ forwardRef<HTMLButtonElement, TableLoadMoreProps>(function TableLoadMore(
  { loading, className, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('gk-button', 'gk-table__load-more', className)}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (!loading) onClick?.(event)
      }}
      {...rest}
    />
  )
})

/** Props of {@link TableRowLink}. */
export type TableRowLinkProps = GatekitLinkElementProps & {
  /** In the tab order: the rows' one tab stop (roving tabindex, `useTableRowNavigation`'s `activeIndex`). */
  tabbable: boolean
}

/**
 * The focus target of a row that has a page of its own: a real link (through the `linkComponent`
 * of `GatekitUIProvider`), so Enter, a click anywhere on the row, middle click, Ctrl-click and "open
 * in new tab" all go where it points. Arrow keys move between rows (`useTableRowNavigation`).
 *
 * @example
 * ```tsx
 * <TableRowLink tabbable={index === rows.activeIndex} href="/channel/transfer/channel-0">channel-0</TableRowLink>
 * ```
 */
export const TableRowLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, TableRowLinkProps>(function TableRowLink(
  { tabbable, className, ...rest },
  ref,
) {
  return <GatekitLink ref={ref} tabIndex={tabbable ? 0 : -1} className={cx('gk-table__row-link', className)} {...{ [rowFocusAttribute]: '' }} {...rest} />
})
