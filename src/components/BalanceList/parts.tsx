import {
  forwardRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react'
import { cx } from '../shared/cx.ts'
import type { ViewStatus } from '../shared/QueryStatus.tsx'

/** Props of {@link BalanceListRoot}. */
export type BalanceListRootProps = HTMLAttributes<HTMLDivElement> & {
  /** Written to `data-state`: `pending`, `error`, `empty` or `success`. */
  status: ViewStatus
  /** Whether more rows are on their way (sets `aria-busy`). */
  busy?: boolean | undefined
}

/**
 * The element around a balance list; carries `data-state`.
 *
 * @example
 * ```tsx
 * <BalanceListRoot status="success">...</BalanceListRoot>
 * ```
 */
export const BalanceListRoot = /* @__PURE__ */ forwardRef<HTMLDivElement, BalanceListRootProps>(function BalanceListRoot(
  { status, busy, className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx('gk-balance-list', className)}
      data-state={status}
      aria-busy={status === 'pending' || busy || undefined}
      {...rest}
    />
  )
})

/**
 * The bar above the table: the filter and the count.
 *
 * @example
 * ```tsx
 * <BalanceListToolbar><BalanceListFilterLabel htmlFor={id}>Filter</BalanceListFilterLabel>...</BalanceListToolbar>
 * ```
 */
export const BalanceListToolbar = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function BalanceListToolbar(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx('gk-balance-list__toolbar', className)} {...rest} />
})

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
export const BalanceListSummary = /* @__PURE__ */ forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function BalanceListSummary({ className, ...rest }, ref) {
    return <p ref={ref} className={cx('gk-balance-list__summary', className)} aria-live="polite" aria-atomic="true" {...rest} />
  },
)

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
export const BalanceListScrollArea = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function BalanceListScrollArea(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx('gk-balance-list__scroll', className)} {...rest} />
})

/**
 * The table of balances.
 *
 * @example
 * ```tsx
 * <BalanceListTable><BalanceListCaption>Balances</BalanceListCaption>...</BalanceListTable>
 * ```
 */
export const BalanceListTable = /* @__PURE__ */ forwardRef<HTMLTableElement, TableHTMLAttributes<HTMLTableElement>>(function BalanceListTable(
  { className, ...rest },
  ref,
) {
  return <table ref={ref} className={cx('gk-balance-list__table', className)} {...rest} />
})

/**
 * The caption naming the table.
 *
 * @example
 * ```tsx
 * <BalanceListCaption>Balances of kii1…</BalanceListCaption>
 * ```
 */
export const BalanceListCaption = /* @__PURE__ */ forwardRef<HTMLTableCaptionElement, HTMLAttributes<HTMLTableCaptionElement>>(
  function BalanceListCaption({ className, ...rest }, ref) {
    return <caption ref={ref} className={cx('gk-balance-list__caption', className)} {...rest} />
  },
)

/**
 * The table head (`thead`).
 *
 * @example
 * ```tsx
 * <BalanceListHead><tr>...</tr></BalanceListHead>
 * ```
 */
export const BalanceListHead = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function BalanceListHead({ className, ...rest }, ref) {
    return <thead ref={ref} className={cx('gk-balance-list__head', className)} {...rest} />
  },
)

/**
 * The table body (`tbody`).
 *
 * @example
 * ```tsx
 * <BalanceListBody>{rows}</BalanceListBody>
 * ```
 */
export const BalanceListBody = /* @__PURE__ */ forwardRef<HTMLTableSectionElement, HTMLAttributes<HTMLTableSectionElement>>(
  function BalanceListBody({ className, ...rest }, ref) {
    return <tbody ref={ref} className={cx('gk-balance-list__body', className)} {...rest} />
  },
)

/**
 * One row (`tr`).
 *
 * @example
 * ```tsx
 * <BalanceListRow data-denom="akii">...</BalanceListRow>
 * ```
 */
export const BalanceListRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(function BalanceListRow(
  { className, ...rest },
  ref,
) {
  return <tr ref={ref} className={cx('gk-balance-list__row', className)} {...rest} />
})

/** Props of {@link BalanceListColumnHeader}. */
export type BalanceListColumnHeaderProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** The direction this column is sorted in; written to `aria-sort`. Leave out when it is not the sorted column. */
  sortDirection?: 'ascending' | 'descending' | undefined
  /** Right-aligned, for amounts. */
  numeric?: boolean | undefined
}

/**
 * A column header (`th scope="col"`) with `aria-sort` when its column is the sorted one.
 *
 * @example
 * ```tsx
 * <BalanceListColumnHeader sortDirection="descending" numeric>...</BalanceListColumnHeader>
 * ```
 */
export const BalanceListColumnHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, BalanceListColumnHeaderProps>(
  function BalanceListColumnHeader({ sortDirection, numeric, className, ...rest }, ref) {
    return (
      <th
        ref={ref}
        scope="col"
        aria-sort={sortDirection}
        className={cx('gk-balance-list__column', numeric && 'gk-balance-list__column--numeric', className)}
        {...rest}
      />
    )
  },
)

/** Props of {@link BalanceListSortButton}. */
export type BalanceListSortButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The direction its column is sorted in, if it is the sorted column (drawn as an arrow). */
  direction?: 'ascending' | 'descending' | undefined
}

/**
 * The button in a column header that sorts by the column; the arrow shows the direction.
 *
 * @example
 * ```tsx
 * <BalanceListSortButton direction={list.sortDirection('amount')} onClick={() => list.toggleSort('amount')}>Total</BalanceListSortButton>
 * ```
 */
export const BalanceListSortButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, BalanceListSortButtonProps>(function BalanceListSortButton(
  { direction, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx('gk-balance-list__sort', className)} data-direction={direction} {...rest}>
      {children}
      <svg className="gk-balance-list__sort-icon" aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
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
 * The header cell of a row (`th scope="row"`): the asset.
 *
 * @example
 * ```tsx
 * <BalanceListRowHeader>Kii</BalanceListRowHeader>
 * ```
 */
export const BalanceListRowHeader = /* @__PURE__ */ forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(
  function BalanceListRowHeader({ className, ...rest }, ref) {
    return <th ref={ref} scope="row" className={cx('gk-balance-list__asset', className)} {...rest} />
  },
)

/** Props of {@link BalanceListCell}. */
export type BalanceListCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** Right-aligned, for amounts. */
  numeric?: boolean | undefined
}

/**
 * A data cell (`td`).
 *
 * @example
 * ```tsx
 * <BalanceListCell numeric><AmountView amount={row.amount} denom={row.denom} metadata={row.metadata} /></BalanceListCell>
 * ```
 */
export const BalanceListCell = /* @__PURE__ */ forwardRef<HTMLTableCellElement, BalanceListCellProps>(function BalanceListCell(
  { numeric, className, ...rest },
  ref,
) {
  return <td ref={ref} className={cx('gk-balance-list__cell', numeric && 'gk-balance-list__cell--numeric', className)} {...rest} />
})

/** Props of {@link BalanceListLoadMore}. */
export type BalanceListLoadMoreProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A page is on its way: the button stays focusable but does nothing (`aria-disabled`). */
  loading?: boolean | undefined
}

/**
 * The button that loads the next page. While loading it keeps focus (it is `aria-disabled`, not `disabled`).
 *
 * @example
 * ```tsx
 * <BalanceListLoadMore loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Load more</BalanceListLoadMore>
 * ```
 */
export const BalanceListLoadMore = /* @__PURE__ */ forwardRef<HTMLButtonElement, BalanceListLoadMoreProps>(function BalanceListLoadMore(
  { loading, className, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('gk-button', 'gk-balance-list__more', className)}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (!loading) onClick?.(event)
      }}
      {...rest}
    />
  )
})
