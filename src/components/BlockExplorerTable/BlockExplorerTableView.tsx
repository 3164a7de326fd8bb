import { toHeight, useBlockExplorerTable } from './useBlockExplorerTable.ts'
import { forwardRef, memo, useId, useMemo, type HTMLAttributes, type ReactNode } from 'react'
import { Address } from '../Address/Address.tsx'
import {
  ExplorerTable,
  ExplorerTableCell,
  ExplorerTableDetail,
  ExplorerTableFooter,
  ExplorerTablePlaceholder,
  ExplorerTableRow,
  ExplorerTableRowButton,
  ExplorerTableRowLink,
  ExplorerTableRowHeader,
  type ExplorerTableColumn,
  type ExplorerTableRowState,
} from '../ExplorerTable/ExplorerTable.tsx'
import { formatInteger } from '../../core/format.ts'
import { fillTemplate } from '../shared/text.ts'
import { cx } from '../shared/cx.ts'
import type { ViewStatus } from '../shared/QueryStatus.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import type { BlockExplorerTableStrings } from './strings.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { EntityLink, GatekitLinksScope, useEntityHref, type GatekitRoutes } from '../shared/links.tsx'
import { NarrowLabel } from '../shared/table/NarrowLabel.tsx'

/** One block of the table; only the height is known until the block is fetched. */
export type BlockExplorerRow = {
  /** Height as a decimal string. */
  height: string
  /** Block time (RFC 3339). */
  time?: string | undefined
  /** Proposer: a bech32 consensus address (`kiivalcons1…`) or the hex address. */
  proposer?: string | undefined
  /** The proposer's moniker, shown instead of its address when known. */
  proposerName?: string | undefined
  txCount?: number | undefined
  /** `pending` until the block is fetched, `error` when it could not be. Default `success`. */
  state?: 'pending' | 'error' | 'success' | undefined
}

/** Props of {@link BlockExplorerTableView}. */
export type BlockExplorerTableViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Blocks, newest first. Or give `rowCount` and `getRow` for lists too long to build. */
  rows?: readonly BlockExplorerRow[] | undefined
  /** Rows of the table when `getRow` gives them one by one. */
  rowCount?: number | undefined
  /** The row at an index (0 is the newest block). */
  getRow?: ((index: number) => BlockExplorerRow) | undefined
  status: ViewStatus
  error?: unknown
  onRetry?: (() => void) | undefined
  /** The opened block (controlled); `null` for none. */
  selectedHeight?: string | null | undefined
  /** The block opened at first (uncontrolled). */
  defaultSelectedHeight?: string | null | undefined
  onSelectedHeightChange?: ((height: string | null) => void) | undefined
  /** Called when a row is opened, instead of showing its detail here (to navigate to a block page). */
  onOpenRow?: ((row: BlockExplorerRow) => void) | undefined
  /** The detail of the opened block, such as `<BlockDetail height={height} />`; rows open only when given. */
  renderDetail?: ((height: string) => ReactNode) | undefined
  /** Older blocks can be loaded. */
  hasMore?: boolean | undefined
  loadingMore?: boolean | undefined
  onEndReached?: (() => void) | undefined
  /** The rendered rows changed: fetch those. */
  onRangeChange?: ((range: { start: number; end: number }) => void) | undefined
  /** More content under the table. */
  footer?: ReactNode
  /** Above the table: `BlockExplorerTable` puts its live indicator here. */
  toolbar?: ReactNode
  /** Announce new blocks in the polite live region. Default true. */
  announceNewBlocks?: boolean | undefined
  /**
   * Routes of this table, over those of `GatekitUIProvider`: with a `block` route each row opens its
   * block's page through a real link (else its detail here); `validator` links proposers.
   */
  routes?: GatekitRoutes | undefined
  locale?: string | undefined
  strings?: Partial<BlockExplorerTableStrings> | undefined
  /** Row height in px (measured unless given). */
  rowHeight?: number | undefined
  overscan?: number | undefined
  initialViewportHeight?: number | undefined
}

type BlockRowProps = {
  index: number
  row: BlockExplorerRow
  tabbable: boolean
  selected: boolean
  expandable: boolean
  detailId: string
  locale: string | undefined
  strings: BlockExplorerTableStrings
}

// The formatter is the shared one of the locale, built by the first row that needs it.
function formatHeight(height: string, locale: string | undefined): string {
  const value = toHeight(height)
  return value === undefined ? height : formatInteger(value, locale)
}

// Memoized: while scrolling, rows that stay in view are not rendered again.
const BlockRow = /* @__PURE__ */ memo(function BlockRow({ index, row, tabbable, selected, expandable, detailId, locale, strings }: BlockRowProps) {
  const state = row.state ?? 'success'
  const height = formatHeight(row.height, locale)
  const href = useEntityHref('block', row.height)
  const missing = (label?: string) =>
    state === 'error' ? (
      <span className="gk-explorer-table__unavailable">
        <span aria-hidden="true">—</span>
        {label && <span className="gk-visually-hidden">{label}</span>}
      </span>
    ) : (
      <ExplorerTablePlaceholder label={label} />
    )
  return (
    <ExplorerTableRow index={index} selected={!href && selected} data-state={state}>
      <ExplorerTableRowHeader data-numeric="">
        {href ? (
          <ExplorerTableRowLink tabbable={tabbable} href={href} aria-label={fillTemplate(strings.openBlock, { height })}>
            {height}
          </ExplorerTableRowLink>
        ) : (
          <ExplorerTableRowButton
            tabbable={tabbable}
            expanded={expandable ? selected : undefined}
            controls={detailId}
            aria-label={fillTemplate(strings.openBlock, { height })}
          >
            {height}
          </ExplorerTableRowButton>
        )}
      </ExplorerTableRowHeader>
      <ExplorerTableCell>
        {row.time !== undefined ? (
          <Timestamp value={row.time} locale={locale} />
        ) : (
          missing(state === 'error' ? strings.blockUnavailable : strings.loadingBlock)
        )}
      </ExplorerTableCell>
      <ExplorerTableCell>
        {row.proposer && row.proposerName ? (
          // Out of the tab order: the table has one tab stop per row (its own link or button).
          <EntityLink kind="validator" value={row.proposer} tabIndex={-1}>
            {/* The moniker is the chain's text: isolated, so a right-to-left name cannot reorder the row. */}
            <bdi className="gk-block-explorer-table__proposer-name" title={row.proposer}>
              {row.proposerName}
            </bdi>
          </EntityLink>
        ) : row.proposer ? (
          <Address value={row.proposer} copyable={false} head={16} tail={6} kind={strings.proposerKind} entity="validator" tabIndex={-1} />
        ) : (
          missing()
        )}
      </ExplorerTableCell>
      <ExplorerTableCell numeric>{row.txCount === undefined ? missing() : formatInteger(row.txCount, locale)}</ExplorerTableCell>
    </ExplorerTableRow>
  )
})

/**
 * The latest blocks as a virtualized table (height, time, proposer,
 * transaction count), newest first, from data props. New blocks at the top are
 * announced politely; a reader scrolled down keeps their place. A row opens
 * the block's detail below the table (`renderDetail`) or calls `onOpenRow`.
 * Rows not fetched yet (`state: 'pending'`) show placeholders.
 *
 * @example
 * ```tsx
 * <BlockExplorerTableView
 *   status="success"
 *   rows={[{ height: '1204', time: '2026-03-01T12:00:00Z', proposer: 'kiivalcons1…', txCount: 3 }]}
 *   renderDetail={(height) => <BlockDetailView height={height} status="pending" />}
 *   locale="en-US"
 * />
 * ```
 */
export const BlockExplorerTableView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, BlockExplorerTableViewProps>(function BlockExplorerTableView(
  {
    rows,
    rowCount: ownRowCount,
    getRow,
    status,
    error,
    onRetry,
    selectedHeight,
    defaultSelectedHeight,
    onSelectedHeightChange,
    onOpenRow,
    renderDetail,
    hasMore,
    loadingMore,
    onEndReached,
    onRangeChange,
    footer,
    toolbar,
    announceNewBlocks,
    routes,
    locale: ownLocale,
    strings: ownStrings,
    rowHeight,
    overscan,
    initialViewportHeight,
    className,
    ...rest
  },
  ref,
) {
  const { locale, strings, rowCount, rowAt, getRowKey, indexOfKey, announcement, selected, expandable, openRow } = useBlockExplorerTable({
    rows,
    rowCount: ownRowCount,
    getRow,
    selectedHeight,
    defaultSelectedHeight,
    onSelectedHeightChange,
    onOpenRow,
    hasDetail: Boolean(renderDetail),
    announceNewBlocks,
    locale: ownLocale,
    strings: ownStrings,
  })
  const detailId = useId()

  const columns = useMemo<ExplorerTableColumn[]>(
    () => [
      { key: 'height', header: strings.height, className: 'gk-block-explorer-table__height', numeric: true },
      { key: 'time', header: strings.time, className: 'gk-block-explorer-table__time' },
      { key: 'proposer', header: strings.proposer, className: 'gk-block-explorer-table__proposer' },
      { key: 'txs', header: <NarrowLabel short={strings.transactionsShort}>{strings.transactions}</NarrowLabel>, className: 'gk-block-explorer-table__txs', numeric: true },
    ],
    [strings],
  )

  const renderRow = ({ index, tabbable }: ExplorerTableRowState) => {
    const row = rowAt(index)
    return (
      <BlockRow
        key={row.height || `gk-row-${index}`}
        index={index}
        row={row}
        tabbable={tabbable}
        selected={expandable && selected === row.height}
        expandable={expandable}
        detailId={detailId}
        locale={locale}
        strings={strings}
      />
    )
  }

  return (
    <GatekitLinksScope routes={routes}>
    <ExplorerTable
      ref={ref}
      className={cx('gk-block-explorer-table', className)}
      status={status}
      error={error}
      onRetry={onRetry}
      emptyText={strings.empty}
      caption={strings.caption}
      columns={columns}
      rowCount={rowCount}
      renderRow={renderRow}
      getRowKey={getRowKey}
      indexOfKey={indexOfKey}
      onOpenRow={openRow}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onEndReached={onEndReached}
      onRangeChange={onRangeChange}
      announcement={announcement}
      toolbar={toolbar}
      rowHeight={rowHeight}
      overscan={overscan}
      initialViewportHeight={initialViewportHeight}
      footer={
        (loadingMore || footer) && (
          <ExplorerTableFooter>
            {loadingMore && <p className="gk-explorer-table__loading-more">{strings.loadingOlder}</p>}
            {footer}
          </ExplorerTableFooter>
        )
      }
      detail={
        expandable &&
        selected !== null && (
          <ExplorerTableDetail id={detailId}>{renderDetail?.(selected)}</ExplorerTableDetail>
        )
      }
      {...rest}
    />
    </GatekitLinksScope>
  )
}),
  (props, error, reset, View) => (
    <View {...props} rows={undefined} rowCount={undefined} getRow={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
