import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../shared/cx.ts'
import { QueryStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { TableSkeleton } from '../shared/table/TableSkeleton.tsx'
import { useDeferredShow } from '../shared/table/useDeferredRows.ts'
import { useStyleProperty } from '../shared/useStyleProperty.ts'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRoot,
  TableRowHeader,
  TableRowLink,
  TableScroller,
  type TableCellProps,
  type TableRowLinkProps,
} from '../shared/table/parts.tsx'
import type { CommonStrings } from '../shared/strings.ts'
import { rowFocusAttribute, useExplorerTable, type UseExplorerTableParameters } from './useExplorerTable.ts'

/**
 * The outer element of an explorer table (the kit's `TableRoot`); carries `data-state`.
 *
 * @example
 * ```tsx
 * <ExplorerTableRoot status="success" className="gk-explorer-table">…</ExplorerTableRoot>
 * ```
 */
export const ExplorerTableRoot = TableRoot

/**
 * The scroll container of the virtual rows, with a bounded height.
 *
 * @example
 * ```tsx
 * <ExplorerTableScroller ref={virtual.scrollRef}><ExplorerTableTable aria-rowcount={rowCount + 1}>…</ExplorerTableTable></ExplorerTableScroller>
 * ```
 */
export const ExplorerTableScroller = TableScroller

/** Props of {@link ExplorerTableTable}. */
export type ExplorerTableTableProps = HTMLAttributes<HTMLTableElement> & {
  /** Rows of the whole table, the header row included (`aria-rowcount`): most are not in the DOM. */
  'aria-rowcount': number
}

/**
 * The `<table>`; its `aria-rowcount` counts every row, rendered or not.
 *
 * @example
 * ```tsx
 * <ExplorerTableTable aria-rowcount={10_001}>…</ExplorerTableTable>
 * ```
 */
export const ExplorerTableTable = Table

/**
 * The table's `<caption>`: its name for assistive technology.
 *
 * @example
 * ```tsx
 * <ExplorerTableCaption>Latest blocks</ExplorerTableCaption>
 * ```
 */
export const ExplorerTableCaption = TableCaption

/**
 * The sticky `<thead>`.
 *
 * @example
 * ```tsx
 * <ExplorerTableHead ref={virtual.headerRef}><ExplorerTableHeaderRow>…</ExplorerTableHeaderRow></ExplorerTableHead>
 * ```
 */
export const ExplorerTableHead = TableHead

/**
 * The header row, row 1 of `aria-rowcount`.
 *
 * @example
 * ```tsx
 * <ExplorerTableHeaderRow><ExplorerTableHeaderCell>Height</ExplorerTableHeaderCell></ExplorerTableHeaderRow>
 * ```
 */
export const ExplorerTableHeaderRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(
  function ExplorerTableHeaderRow({ className, ...props }, ref) {
    return <tr ref={ref} aria-rowindex={1} className={cx('gk-explorer-table__header-row', className)} {...props} />
  },
)

/**
 * A column header (`<th scope="col">`).
 *
 * @example
 * ```tsx
 * <ExplorerTableHeaderCell className="my-height-column">Height</ExplorerTableHeaderCell>
 * ```
 */
export const ExplorerTableHeaderCell = TableColumnHeader

/**
 * The `<tbody>` of the virtual rows; give it the keyboard and click handlers of `useExplorerTable`.
 *
 * @example
 * ```tsx
 * <ExplorerTableBody ref={table.virtual.bodyRef} {...table.bodyHandlers}>…</ExplorerTableBody>
 * ```
 */
export const ExplorerTableBody = TableBody

/** Props of {@link ExplorerTableSpacer}. */
export type ExplorerTableSpacerProps = HTMLAttributes<HTMLTableRowElement> & {
  /** Height in px of the rows it stands for. */
  height: number
  /** Columns of the table. */
  colSpan: number
}

/**
 * Stands for the off-screen rows above or below the rendered ones; hidden from assistive technology.
 *
 * @example
 * ```tsx
 * <ExplorerTableSpacer height={virtual.paddingTop} colSpan={4} />
 * ```
 */
export const ExplorerTableSpacer = /* @__PURE__ */ forwardRef<HTMLTableRowElement, ExplorerTableSpacerProps>(function ExplorerTableSpacer(
  { height, colSpan, className, ...props },
  ref,
) {
  // Through the CSSOM, not a style attribute: a strict CSP blocks those in server-rendered HTML.
  const sizeCell = useStyleProperty<HTMLTableCellElement>('height', `${height}px`)
  return (
    <tr ref={ref} aria-hidden="true" className={cx('gk-explorer-table__spacer', className)} {...props}>
      <td colSpan={colSpan} ref={sizeCell} />
    </tr>
  )
})

/** Props of {@link ExplorerTableRow}. */
export type ExplorerTableRowProps = HTMLAttributes<HTMLTableRowElement> & {
  /** Index of the row among all rows (0 is the first data row). */
  index: number
  /** The row is open (its detail is shown). */
  selected?: boolean | undefined
}

/**
 * A data row; its `aria-rowindex` is its place in the whole table.
 *
 * @example
 * ```tsx
 * <ExplorerTableRow key={block.height} index={index} selected={open === block.height}>…</ExplorerTableRow>
 * ```
 */
export const ExplorerTableRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, ExplorerTableRowProps>(function ExplorerTableRow(
  { index, selected, className, ...props },
  ref,
) {
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      data-selected={selected ? '' : undefined}
      className={cx('gk-table__row', 'gk-explorer-table__row', className)}
      {...props}
    />
  )
})

/**
 * The cell that names a row (`<th scope="row">`); holds the row's button.
 *
 * @example
 * ```tsx
 * <ExplorerTableRowHeader><ExplorerTableRowButton tabbable={tabbable}>1,204</ExplorerTableRowButton></ExplorerTableRowHeader>
 * ```
 */
export const ExplorerTableRowHeader = TableRowHeader

/** Props of {@link ExplorerTableRowButton}. */
export type ExplorerTableRowButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** In the tab order: the table's one tab stop (roving tabindex). */
  tabbable: boolean
  /** Whether the row's detail is shown; leave undefined when opening navigates elsewhere. */
  expanded?: boolean | undefined
  /** Id of the detail region the row opens, while it is open. */
  controls?: string | undefined
}

/**
 * The row's focus target and the control that opens it: Enter or Space (as
 * any button), or a click anywhere on the row. Arrow keys move between rows.
 *
 * @example
 * ```tsx
 * <ExplorerTableRowButton tabbable={tabbable} expanded={isOpen} controls={detailId} aria-label="Block 1,204">1,204</ExplorerTableRowButton>
 * ```
 */
export const ExplorerTableRowButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, ExplorerTableRowButtonProps>(
  function ExplorerTableRowButton({ tabbable, expanded, controls, className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        tabIndex={tabbable ? 0 : -1}
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        className={cx('gk-explorer-table__row-button', className)}
        {...{ [rowFocusAttribute]: '' }}
        {...props}
      />
    )
  },
)

/** Props of {@link ExplorerTableRowLink}. */
export type ExplorerTableRowLinkProps = TableRowLinkProps

/**
 * The row's focus target when the row has a page of its own: the table kit's `TableRowLink`, a real
 * link (through the `linkComponent` of `GatekitUIProvider`), so Enter, a click anywhere on the row,
 * middle click, Ctrl-click and "open in new tab" all go where it points. Arrow keys move between rows.
 *
 * @example
 * ```tsx
 * <ExplorerTableRowLink tabbable={tabbable} href={`/block/${height}`}>1,204</ExplorerTableRowLink>
 * ```
 */
export const ExplorerTableRowLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ExplorerTableRowLinkProps>(function ExplorerTableRowLink(
  { className, ...props },
  ref,
) {
  return <TableRowLink ref={ref} className={cx('gk-explorer-table__row-button', 'gk-explorer-table__row-link', className)} {...props} />
})

/** Props of {@link ExplorerTableCell}. */
export type ExplorerTableCellProps = TableCellProps

/**
 * A data cell; its content stays on one line (rows have one fixed height).
 *
 * @example
 * ```tsx
 * <ExplorerTableCell numeric>{txCount}</ExplorerTableCell>
 * ```
 */
export const ExplorerTableCell = TableCell

/** Props of {@link ExplorerTablePlaceholder}. */
export type ExplorerTablePlaceholderProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Said to assistive technology instead of the bar ("Loading block"); nothing when omitted. */
  label?: string | undefined
}

/**
 * A bar standing for a value that has not arrived yet.
 *
 * @example
 * ```tsx
 * <ExplorerTablePlaceholder label="Loading block" />
 * ```
 */
export const ExplorerTablePlaceholder = /* @__PURE__ */ forwardRef<HTMLSpanElement, ExplorerTablePlaceholderProps>(
  function ExplorerTablePlaceholder({ label, className, ...props }, ref) {
    return (
      <span ref={ref} className={cx('gk-explorer-table__placeholder', className)} {...props}>
        {label && <span className="gk-visually-hidden">{label}</span>}
      </span>
    )
  },
)

/** A message for the live region; a new `id` announces it again even when the text repeats. */
export type ExplorerTableAnnouncement = { id: number; text: string }

/** Props of {@link ExplorerTableAnnouncer}. */
export type ExplorerTableAnnouncerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  message?: ExplorerTableAnnouncement | undefined
}

/**
 * A polite live region, visually hidden, that announces updates ("3 new blocks").
 *
 * @example
 * ```tsx
 * <ExplorerTableAnnouncer message={{ id: 4, text: '3 new blocks' }} />
 * ```
 */
export const ExplorerTableAnnouncer = /* @__PURE__ */ forwardRef<HTMLDivElement, ExplorerTableAnnouncerProps>(function ExplorerTableAnnouncer(
  { message, className, ...props },
  ref,
) {
  return (
    <div ref={ref} aria-live="polite" aria-atomic="true" className={cx('gk-visually-hidden gk-explorer-table__announcer', className)} {...props}>
      {message && message.text !== '' && <span key={message.id}>{message.text}</span>}
    </div>
  )
})

/**
 * The container of an opened row's detail, below the table.
 *
 * @example
 * ```tsx
 * <ExplorerTableDetail id={detailId}><BlockDetail height={height} /></ExplorerTableDetail>
 * ```
 */
export const ExplorerTableDetail = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function ExplorerTableDetail(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx('gk-explorer-table__detail', className)} {...props} />
})

/**
 * A line under the table: loading more, a failed page with its retry.
 *
 * @example
 * ```tsx
 * <ExplorerTableFooter><p>Loading older blocks…</p></ExplorerTableFooter>
 * ```
 */
export const ExplorerTableFooter = /* @__PURE__ */ forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function ExplorerTableFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cx('gk-explorer-table__footer', className)} {...props} />
})

/** A column of {@link ExplorerTable}. */
export type ExplorerTableColumn = {
  key: string
  header: ReactNode
  /** Class of the header cell (widths: the table lays out from its header). */
  className?: string | undefined
  numeric?: boolean | undefined
  /** `low`: the column gives way in a narrow container (give its cells `data-priority="low"` too). */
  priority?: 'low' | undefined
}

/** What {@link ExplorerTable} tells `renderRow` about a row. */
export type ExplorerTableRowState = {
  index: number
  /** The row's focus target is the table's tab stop. */
  tabbable: boolean
}

/** Props of {@link ExplorerTable}. */
export type ExplorerTableProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  Omit<UseExplorerTableParameters, 'rowCount'> & {
    status: ViewStatus
    error?: unknown
    onRetry?: (() => void) | undefined
    /** Text of the empty state. */
    emptyText?: ReactNode
    caption: ReactNode
    columns: readonly ExplorerTableColumn[]
    /** Rows that exist and can be scrolled to. */
    rowCount: number
    /** Rows of the whole result when more exist than are loaded (`aria-rowcount`, header excluded). */
    totalRowCount?: number | undefined
    /** Renders the row at an index: an {@link ExplorerTableRow} with a key. */
    renderRow: (state: ExplorerTableRowState) => ReactNode
    /** The latest message for the polite live region. */
    announcement?: ExplorerTableAnnouncement | undefined
    /** Under the table: loading more, errors of later pages. */
    footer?: ReactNode
    /** Above the table, once it has rows: a live indicator and its controls. */
    toolbar?: ReactNode
    /** The opened row's detail (in an {@link ExplorerTableDetail}). */
    detail?: ReactNode
    strings?: Partial<CommonStrings> | undefined
    /** Rows of bars while the first page loads. Default 12, the rows the scroll area shows. */
    skeletonRows?: number | undefined
  }

// The scroll area is 12 rows high (explorer-table.css): a full first page fills it exactly.
const defaultExplorerSkeletonRows = 12

/**
 * A virtualized, keyboard-navigable semantic table: the machinery of
 * `BlockExplorerTable` and `TxTable`. A `<table>` with `aria-rowcount`, a
 * sticky header, only the rows in view in the DOM (with `aria-rowindex`),
 * spacers for the rest, one tab stop with arrow-key navigation, rows that open,
 * loading more at the end, a polite live region, and the pending, error and
 * empty states of `QueryStatus`. In the browser the render that makes rows appear (mounting with
 * data, or data arriving) still shows the skeleton, and the rows follow in a deferred render that
 * React splits into short tasks; the server renders the rows at once.
 *
 * @example
 * ```tsx
 * <ExplorerTable
 *   status="success"
 *   caption="Validators"
 *   columns={[{ key: 'name', header: 'Name' }, { key: 'power', header: 'Power', numeric: true }]}
 *   rowCount={validators.length}
 *   onOpenRow={(index) => open(validators[index])}
 *   renderRow={({ index, tabbable }) => (
 *     <ExplorerTableRow key={validators[index].address} index={index}>
 *       <ExplorerTableRowHeader>
 *         <ExplorerTableRowButton tabbable={tabbable}>{validators[index].name}</ExplorerTableRowButton>
 *       </ExplorerTableRowHeader>
 *       <ExplorerTableCell numeric>{validators[index].power}</ExplorerTableCell>
 *     </ExplorerTableRow>
 *   )}
 * />
 * ```
 */
export const ExplorerTable = /* @__PURE__ */ forwardRef<HTMLDivElement, ExplorerTableProps>(function ExplorerTable(
  {
    status,
    error,
    onRetry,
    emptyText,
    caption,
    columns,
    rowCount,
    totalRowCount,
    renderRow,
    announcement,
    footer,
    toolbar,
    detail,
    strings,
    skeletonRows = defaultExplorerSkeletonRows,
    getRowKey,
    indexOfKey,
    onOpenRow,
    onEndReached,
    hasMore,
    loadingMore,
    onRangeChange,
    rowHeight,
    measureRows,
    overscan,
    initialViewportHeight,
    ...rest
  },
  ref,
) {
  const table = useExplorerTable({
    rowCount,
    getRowKey,
    indexOfKey,
    onOpenRow,
    onEndReached,
    hasMore,
    loadingMore,
    onRangeChange,
    rowHeight,
    measureRows,
    overscan,
    initialViewportHeight,
  })
  const { virtual, tabbableIndex } = table
  // The render that makes the table appear shows its skeleton; the rows follow in a deferred render.
  const hasRows = status === 'success' && rowCount > 0
  const showTable = useDeferredShow(hasRows)
  // What is shown: `pending` (the skeleton) until the rows follow.
  const shownStatus = hasRows && !showTable ? 'pending' : status
  const rows: ReactNode[] = []
  if (showTable) {
    for (let index = virtual.start; index < virtual.end; index++) rows.push(renderRow({ index, tabbable: index === tabbableIndex }))
  }
  return (
    <ExplorerTableRoot ref={ref} status={shownStatus} {...rest} className={cx('gk-explorer-table', rest.className)}>
      <ExplorerTableAnnouncer message={announcement} />
      <QueryStatus
        status={showTable ? 'success' : shownStatus}
        error={error}
        onRetry={onRetry}
        emptyText={emptyText}
        strings={strings}
        skeleton={
          <TableSkeleton
            caption={caption}
            columns={columns}
            rows={skeletonRows}
            className="gk-explorer-table__scroller"
            tableClassName="gk-explorer-table__table"
            rowClassName="gk-explorer-table__row"
          />
        }
      />
      {showTable && toolbar}
      {showTable && (
        <ExplorerTableScroller ref={virtual.scrollRef} className="gk-explorer-table__scroller">
          <ExplorerTableTable aria-rowcount={Math.max(rowCount, totalRowCount ?? 0) + 1} className="gk-explorer-table__table">
            <ExplorerTableCaption>{caption}</ExplorerTableCaption>
            <ExplorerTableHead ref={virtual.headerRef}>
              <ExplorerTableHeaderRow>
                {columns.map((column) => (
                  <ExplorerTableHeaderCell key={column.key} numeric={column.numeric} data-priority={column.priority} className={column.className}>
                    {column.header}
                  </ExplorerTableHeaderCell>
                ))}
              </ExplorerTableHeaderRow>
            </ExplorerTableHead>
            <ExplorerTableBody ref={virtual.bodyRef} {...table.bodyHandlers}>
              {virtual.paddingTop > 0 && <ExplorerTableSpacer key="gk-spacer-top" height={virtual.paddingTop} colSpan={columns.length} />}
              {rows}
              {virtual.paddingBottom > 0 && (
                <ExplorerTableSpacer key="gk-spacer-bottom" height={virtual.paddingBottom} colSpan={columns.length} />
              )}
            </ExplorerTableBody>
          </ExplorerTableTable>
        </ExplorerTableScroller>
      )}
      {showTable && footer}
      {showTable && detail}
    </ExplorerTableRoot>
  )
})
