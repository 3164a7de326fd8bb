// The loading state of every table: the table's own caption and column headers over rows of
// cell-shaped bars, built from the same parts (so the same row height and the same columns) as
// the rows that replace them; nothing moves when the data arrives.
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react'
import { cx } from '../cx.ts'
import { Table, TableBody, TableCaption, TableCell, TableColumnHeader, TableHead, TableRow, TableRowHeader, TableScroller, TableToolbar } from './parts.tsx'

/** Props of {@link TableSkeletonRow}. */
export type TableSkeletonRowProps = HTMLAttributes<HTMLTableRowElement> & {
  /** The columns: whether each is numeric (its bar ends at the cell's end, as its numbers do). */
  columns: readonly {
    numeric?: boolean | undefined
    priority?: string | number | undefined
    label?: string | undefined
    /** Lines of text the loaded cell has (a name over a denom: 2). Default 1. */
    lines?: number | undefined
  }[]
  /** The first cell is the row's header (`<th scope="row">`), as in the real rows. */
  rowHeader?: boolean | undefined
}

/**
 * One row of bars standing for a row that has not arrived: one bar per cell, as high as a line of
 * text, at the row height of every table.
 *
 * @example
 * ```tsx
 * <TableSkeletonRow columns={[{}, { numeric: true }]} rowHeader />
 * ```
 */
export const TableSkeletonRow = /* @__PURE__ */ forwardRef<HTMLTableRowElement, TableSkeletonRowProps>(function TableSkeletonRow(
  { columns, rowHeader, className, ...rest },
  ref,
) {
  return (
    <TableRow ref={ref} className={cx('gk-table__skeleton-row', className)} data-skeleton="" {...rest}>
      {columns.map((column, index) => {
        const lines = Math.max(1, column.lines ?? 1)
        const bar =
          lines === 1 ? (
            <span className="gk-skeleton gk-skeleton--text" />
          ) : (
            Array.from({ length: lines }, (_, line) => (
              <span key={line} className="gk-skeleton-line">
                <span className="gk-skeleton gk-skeleton--text" />
              </span>
            ))
          )
        return rowHeader && index === 0 ? (
          <TableRowHeader key={index} data-priority={column.priority}>
            {bar}
          </TableRowHeader>
        ) : (
          <TableCell key={index} numeric={column.numeric} label={column.label} data-priority={column.priority}>
            {bar}
          </TableCell>
        )
      })}
    </TableRow>
  )
})

/** Props of {@link TableSkeleton}. */
export type TableSkeletonProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The table's caption, as the loaded table shows it. */
  caption?: ReactNode
  /** The loaded table's columns: their headers, which are numeric, which drop first when narrow. */
  columns: readonly {
    header: ReactNode
    numeric?: boolean | undefined
    priority?: string | number | undefined
    className?: string | undefined
    /** Its name in the stacked layout (`data-label`), as the loaded cells have it. */
    label?: string | undefined
    /** Lines of text the loaded cell has. Default 1. */
    lines?: number | undefined
  }[]
  /** How many rows of bars: as many as the first page will show. Default 5. */
  rows?: number | undefined
  /** The first cell of each row is its header, as in the real rows. Default true. */
  rowHeader?: boolean | undefined
  /** Class names of the `<table>`, for the component's own table rules. */
  tableClassName?: string | undefined
  /**
   * The loaded table's toolbar (filter, count) in its own markup, kept invisible: it holds the
   * toolbar's exact height, so the rows below do not move when the real one appears.
   */
  toolbar?: ReactNode
  /** Class names of each row, for the component's own row rules. */
  rowClassName?: string | undefined
  /** `data-layout` of the `<table>` (`stack`: rows become cards when the container is narrow). */
  layout?: string | undefined
}

/**
 * A table of bars in the loaded table's shape: its caption, its column headers, and `rows` rows
 * at the row height of every table.
 *
 * @example
 * ```tsx
 * <QueryStatus status="pending" skeleton={<TableSkeleton caption="IBC channels" columns={[{ header: 'Channel' }, { header: 'State' }]} rows={5} />} />
 * ```
 */
export const TableSkeleton = /* @__PURE__ */ forwardRef<HTMLDivElement, TableSkeletonProps>(function TableSkeleton(
  { caption, columns, rows = 5, rowHeader = true, toolbar, tableClassName, rowClassName, layout, className, ...rest },
  ref,
) {
  const body: ReactNode[] = []
  for (let index = 0; index < rows; index++) body.push(<TableSkeletonRow key={index} columns={columns} rowHeader={rowHeader} className={rowClassName} />)
  const table = (
    <TableScroller ref={ref} className={cx('gk-table__skeleton', className)} {...rest}>
      <Table className={tableClassName} data-layout={layout}>
        {caption !== undefined && <TableCaption>{caption}</TableCaption>}
        <TableHead>
          <tr>
            {columns.map((column, index) => (
              <TableColumnHeader key={index} numeric={column.numeric} data-priority={column.priority} className={column.className}>
                {column.header}
              </TableColumnHeader>
            ))}
          </tr>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableScroller>
  )
  if (toolbar === undefined) return table
  return (
    <>
      <TableToolbar className="gk-table__skeleton-toolbar" inert>
        {toolbar}
      </TableToolbar>
      {table}
    </>
  )
})
