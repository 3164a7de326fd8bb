import { useTxTable } from './useTxTable.ts'
import { forwardRef, memo, useId, useMemo, type HTMLAttributes, type ReactNode } from 'react'
import { formatInteger, truncateMiddle, type DenomMetadataLike } from '../../core/format.ts'
import { useDeferredShow } from '../shared/table/useDeferredRows.ts'
import { AmountView } from '../Amount/AmountView.tsx'
import {
  ExplorerTable,
  ExplorerTableCell,
  ExplorerTableDetail,
  ExplorerTableFooter,
  ExplorerTableRow,
  ExplorerTableRowButton,
  ExplorerTableRowLink,
  ExplorerTableRowHeader,
  type ExplorerTableColumn,
  type ExplorerTableRowState,
} from '../ExplorerTable/ExplorerTable.tsx'
import { messageTypeName } from '../ExplorerTable/format.ts'
import { fillTemplate } from '../shared/text.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { Hash } from '../Hash/Hash.tsx'
import { NarrowLabel } from '../shared/table/NarrowLabel.tsx'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { defaultCommonStrings } from '../shared/strings.ts'
import { EntityLink, GatekitLinksScope, useEntityHref, type GatekitRoutes } from '../shared/links.tsx'
import type { ViewStatus } from '../shared/QueryStatus.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import { defaultTxTableStrings, type TxTableStrings } from './strings.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** A coin as the chain sends it. */
export type TxTableCoin = { denom: string; amount: string }

/** One transaction of {@link TxTableView}. */
export type TxTableRow = {
  /** Upper-case hex hash. */
  hash: string
  /** Height as a decimal string. */
  height: string
  /** Block time (RFC 3339). */
  time?: string | undefined
  /** Type URLs of its messages. */
  messages: readonly string[]
  /** 0 when it succeeded. */
  code: number
  codespace?: string | undefined
  fee?: readonly TxTableCoin[] | undefined
  memo?: string | undefined
  gasUsed?: string | undefined
  gasWanted?: string | undefined
  /** The chain's log; shown (as text) for failed transactions. */
  rawLog?: string | undefined
}

/** Props of {@link TxTableView}. */
export type TxTableViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Transactions in the order to show them. */
  rows: readonly TxTableRow[]
  /** All matches, when more exist than `rows` (for `aria-rowcount` and the caption). */
  totalCount?: number | undefined
  status: ViewStatus
  error?: unknown
  onRetry?: (() => void) | undefined
  /** More results can be loaded; `onEndReached` is called when the last rows come into view. */
  hasMore?: boolean | undefined
  loadingMore?: boolean | undefined
  onEndReached?: (() => void) | undefined
  /** Loading the next page failed: shown under the table with a retry. */
  loadMoreError?: unknown
  onRetryLoadMore?: (() => void) | undefined
  /** The opened transaction (controlled); `null` for none. */
  selectedHash?: string | null | undefined
  defaultSelectedHash?: string | null | undefined
  onSelectedHashChange?: ((hash: string | null) => void) | undefined
  /** Called with the hash when a row is opened, instead of expanding its details here. */
  onOpenRow?: ((hash: string, row: TxTableRow) => void) | undefined
  /** The detail of an opened transaction; default {@link TxTableDetail}. */
  renderDetail?: ((row: TxTableRow) => ReactNode) | undefined
  /** Metadata of fee denoms, by base denom, to show fees in display units. */
  metadata?: Readonly<Record<string, DenomMetadataLike | undefined>> | undefined
  /** @deprecated Use `routes={{ tx }}` here or on `GatekitUIProvider`; this is the same as `routes.tx`. */
  getTxHref?: ((hash: string) => string | undefined) | undefined
  /**
   * Routes of this table, over those of `GatekitUIProvider`: with a `tx` route each row opens its
   * transaction's page through a real link (else its details here); `block` links heights.
   */
  routes?: GatekitRoutes | undefined
  locale?: string | undefined
  strings?: Partial<TxTableStrings> | undefined
  rowHeight?: number | undefined
  overscan?: number | undefined
  initialViewportHeight?: number | undefined
  /** Above the table: `TxTable` puts its live indicator here. */
  toolbar?: ReactNode
  /** More content under the table (after the loading and load-more states). */
  footer?: ReactNode
}

function summarizeMessages(messages: readonly string[], strings: TxTableStrings): string {
  if (messages.length === 0) return strings.noMessages
  const names = messages.slice(0, 2).map(messageTypeName).join(', ')
  return messages.length > 2 ? `${names} ${fillTemplate(strings.moreMessages, { count: String(messages.length - 2) })}` : names
}

// The formatter is the shared one of the locale, built by the first row that needs it.
const formatOptionalInteger = (value: string | undefined, locale: string | undefined): string =>
  value === undefined ? '' : formatInteger(value, locale)

// The hash shortened in the middle, 8…8; its full value is the button's name. (No tooltip or copy
// button inside a button: the detail has those.) A narrow table hides the marked characters, 6…6,
// rather than cutting the tail off with an ellipsis.
function ShortHash({ value }: { value: string }) {
  if (truncateMiddle(value, { head: 8, tail: 8 }) === value) return <span className="gk-tx-table__hash-value">{value}</span>
  return (
    <span className="gk-tx-table__hash-value" title={value}>
      <span aria-hidden="true">
        {value.slice(0, 6)}
        <span className="gk-tx-table__hash-more">{value.slice(6, 8)}</span>…<span className="gk-tx-table__hash-more">{value.slice(-8, -6)}</span>
        {value.slice(-6)}
      </span>
      <span className="gk-visually-hidden">{value}</span>
    </span>
  )
}

type TxRowProps = {
  index: number
  row: TxTableRow
  tabbable: boolean
  selected: boolean
  expandable: boolean
  detailId: string
  locale: string | undefined
  metadata: TxTableViewProps['metadata']
  strings: TxTableStrings
}

const TxRow = /* @__PURE__ */ memo(function TxRow({ index, row, tabbable, selected, expandable, detailId, locale, metadata, strings }: TxRowProps) {
  const failed = row.code !== 0
  const fee = row.fee?.[0]
  const href = useEntityHref('tx', row.hash)
  return (
    <ExplorerTableRow index={index} selected={!href && selected}>
      <ExplorerTableRowHeader>
        {href ? (
          <ExplorerTableRowLink tabbable={tabbable} href={href}>
            <ShortHash value={row.hash} />
          </ExplorerTableRowLink>
        ) : (
          <ExplorerTableRowButton tabbable={tabbable} expanded={expandable ? selected : undefined} controls={detailId}>
            <ShortHash value={row.hash} />
          </ExplorerTableRowButton>
        )}
      </ExplorerTableRowHeader>
      <ExplorerTableCell numeric>
        {/* Out of the tab order: the table has one tab stop per row; the row's link leads on. */}
        <EntityLink kind="block" value={row.height} tabIndex={-1}>
          {formatOptionalInteger(row.height, locale)}
        </EntityLink>
      </ExplorerTableCell>
      <ExplorerTableCell data-priority="low">{row.time === undefined ? '' : <Timestamp value={row.time} locale={locale} />}</ExplorerTableCell>
      <ExplorerTableCell data-priority="low">{revealHiddenCharacters(summarizeMessages(row.messages, strings))}</ExplorerTableCell>
      <ExplorerTableCell>
        <span className="gk-tx-table__status" data-status={failed ? 'failed' : 'success'}>
          <NarrowLabel short={failed ? '✕' : '✓'}>{failed ? strings.failed : strings.success}</NarrowLabel>
        </span>
      </ExplorerTableCell>
      <ExplorerTableCell numeric data-priority="low">
        {fee ? (
          <>
            {/^\d+$/.test(fee.amount) ? (
              <AmountView amount={fee.amount} denom={fee.denom} metadata={metadata?.[fee.denom]} locale={locale} tabIndex={-1} />
            ) : (
              revealHiddenCharacters(`${fee.amount} ${fee.denom}`)
            )}
            {row.fee && row.fee.length > 1 && ` ${fillTemplate(strings.moreMessages, { count: String(row.fee.length - 1) })}`}
          </>
        ) : (
          strings.noFee
        )}
      </ExplorerTableCell>
    </ExplorerTableRow>
  )
})

/** Props of {@link TxTableDetail}. */
export type TxTableDetailProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  row: TxTableRow
  metadata?: TxTableViewProps['metadata']
  /** @deprecated Use `routes={{ tx }}` on `GatekitUIProvider`. */
  getTxHref?: ((hash: string) => string | undefined) | undefined
  /** Level of the heading. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined
  locale?: string | undefined
  strings?: Partial<TxTableStrings> | undefined
}

/**
 * The basic facts of one transaction of the table: hash, height, time,
 * result, gas, fee, message types, memo and, when it failed, the chain's log.
 * Memo and log are the chain's text and shown as text.
 *
 * @example
 * ```tsx
 * <TxTableDetail row={row} getTxHref={(hash) => `/tx/${hash}`} />
 * ```
 */
export const TxTableDetail = /* @__PURE__ */ forwardRef<HTMLElement, TxTableDetailProps>(function TxTableDetail(
  { row, metadata, getTxHref, headingLevel = 3, locale: ownLocale, strings: ownStrings, className, ...rest },
  ref,
) {
  const { locale, strings } = useGatekitUI(defaultTxTableStrings, { locale: ownLocale, strings: ownStrings })
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const failed = row.code !== 0
  return (
    <section ref={ref} aria-labelledby={titleId} className={cx('gk-tx-table-detail', className)} {...rest}>
      <Heading id={titleId} className="gk-tx-table-detail__title">
        {fillTemplate(strings.detailTitle, { hash: truncateMiddle(row.hash, { head: 8, tail: 8 }) })}
      </Heading>
      <dl className="gk-tx-table-detail__facts">
        <div>
          <dt>{strings.hash}</dt>
          <dd>
            <Hash value={row.hash} head={16} tail={16} kind={strings.hashKind} entity="tx" href={getTxHref?.(row.hash)} />
          </dd>
        </div>
        <div>
          <dt>{strings.height}</dt>
          <dd>
            <EntityLink kind="block" value={row.height}>
              {formatOptionalInteger(row.height, locale)}
            </EntityLink>
          </dd>
        </div>
        {row.time !== undefined && (
          <div>
            <dt>{strings.time}</dt>
            <dd>{row.time === undefined ? '' : <Timestamp value={row.time} format="both" locale={locale} />}</dd>
          </div>
        )}
        <div>
          <dt>{strings.result}</dt>
          <dd className="gk-tx-table__status" data-status={failed ? 'failed' : 'success'}>
            {failed
              ? fillTemplate(strings.failedWithCode, { codespace: row.codespace ?? '', code: String(row.code) })
              : strings.success}
          </dd>
        </div>
        {(row.gasUsed !== undefined || row.gasWanted !== undefined) && (
          <div>
            <dt>{strings.gas}</dt>
            <dd>
              {formatOptionalInteger(row.gasUsed, locale)} / {formatOptionalInteger(row.gasWanted, locale)}
            </dd>
          </div>
        )}
        <div>
          <dt>{strings.fee}</dt>
          <dd>
            {row.fee && row.fee.length > 0
              ? row.fee.map((coin, index) => (
                  <span key={`${index}-${coin.denom}`} className="gk-tx-table-detail__coin">
                    {/^\d+$/.test(coin.amount) ? (
                      <AmountView amount={coin.amount} denom={coin.denom} metadata={metadata?.[coin.denom]} locale={locale} />
                    ) : (
                      revealHiddenCharacters(`${coin.amount} ${coin.denom}`)
                    )}
                  </span>
                ))
              : strings.noFee}
          </dd>
        </div>
        <div>
          <dt>{strings.messages}</dt>
          <dd>
            {row.messages.length === 0 ? (
              strings.noMessages
            ) : (
              <ul className="gk-tx-table-detail__messages">
                {row.messages.map((typeUrl, index) => (
                  <li key={`${index}-${typeUrl}`}>
                    <bdi>{typeUrl}</bdi>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {row.memo ? (
          <div>
            <dt>{strings.memo}</dt>
            <dd className="gk-tx-table-detail__text">
              <bdi>{row.memo}</bdi>
            </dd>
          </div>
        ) : null}
        {failed && row.rawLog ? (
          <div>
            <dt>{strings.log}</dt>
            <dd className="gk-tx-table-detail__text">
              <bdi>{row.rawLog}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
})

/**
 * Transaction search results as a virtualized table (hash, height, time,
 * messages, status, fee) from data props, loading more when the end comes
 * into view. A row opens its details below the table, or calls `onOpenRow`
 * with the hash.
 *
 * @example
 * ```tsx
 * <TxTableView status="success" rows={rows} hasMore onEndReached={loadMore} locale="en-US" />
 * ```
 */
export const TxTableView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, TxTableViewProps>(function TxTableView(
  {
    rows,
    totalCount,
    status,
    error,
    onRetry,
    hasMore,
    loadingMore,
    onEndReached,
    loadMoreError,
    onRetryLoadMore,
    selectedHash,
    defaultSelectedHash,
    onSelectedHashChange,
    onOpenRow,
    renderDetail,
    metadata,
    getTxHref,
    routes,
    locale: ownLocale,
    strings: ownStrings,
    rowHeight,
    overscan,
    initialViewportHeight,
    toolbar,
    footer: ownFooter,
    className,
    ...rest
  },
  ref,
) {
  const { locale, strings, announcement, selected, selectedRow, expandable, openRow, getRowKey } = useTxTable({
    rows,
    selectedHash,
    defaultSelectedHash,
    onSelectedHashChange,
    onOpenRow,
    locale: ownLocale,
    strings: ownStrings,
  })
  const { strings: common } = useGatekitUI(defaultCommonStrings)
  const detailId = useId()

  const columns = useMemo<ExplorerTableColumn[]>(
    () => [
      { key: 'hash', header: strings.hash, className: 'gk-tx-table__hash' },
      { key: 'height', header: strings.height, className: 'gk-tx-table__height', numeric: true },
      { key: 'time', header: strings.time, className: 'gk-tx-table__time', priority: 'low' },
      { key: 'messages', header: strings.messages, className: 'gk-tx-table__messages', priority: 'low' },
      { key: 'status', header: strings.status, className: 'gk-tx-table__result' },
      { key: 'fee', header: strings.fee, className: 'gk-tx-table__fee', numeric: true, priority: 'low' },
    ],
    [strings],
  )

  const renderRow = ({ index, tabbable }: ExplorerTableRowState) => {
    const row = rows[index]!
    return (
      <TxRow
        key={`${index}-${row.hash}`}
        index={index}
        row={row}
        tabbable={tabbable}
        selected={expandable && selected === row.hash}
        expandable={expandable}
        detailId={detailId}
        locale={locale}
        metadata={metadata}
        strings={strings}
      />
    )
  }

  // The total joins the caption a render late, with the rows: formatting it builds the page's first
  // number formatter, which the skeleton's frame need not wait for.
  const totalShown = useDeferredShow(totalCount !== undefined)
  const caption =
    totalCount === undefined || !totalShown ? strings.caption : fillTemplate(strings.captionWithTotal, { total: formatInteger(totalCount, locale) })
  const footer =
    loadingMore || loadMoreError || ownFooter ? (
      <ExplorerTableFooter>
        {loadingMore && <p className="gk-explorer-table__loading-more">{strings.loadingMore}</p>}
        {!loadingMore && loadMoreError ? (
          <p className="gk-explorer-table__load-error" role="alert">
            {strings.loadMoreFailed}{' '}
            {onRetryLoadMore && (
              <button type="button" className="gk-button" onClick={onRetryLoadMore}>
                {common.retry}
              </button>
            )}
          </p>
        ) : null}
        {ownFooter}
      </ExplorerTableFooter>
    ) : null

  const ownRoutes = useMemo(() => (getTxHref || routes ? { ...(getTxHref && { tx: getTxHref }), ...routes } : undefined), [getTxHref, routes])
  return (
    <GatekitLinksScope routes={ownRoutes}>
    <ExplorerTable
      ref={ref}
      className={cx('gk-tx-table', className)}
      status={status}
      error={error}
      onRetry={onRetry}
      emptyText={strings.empty}
      caption={caption}
      columns={columns}
      rowCount={rows.length}
      totalRowCount={totalCount}
      renderRow={renderRow}
      getRowKey={getRowKey}
      onOpenRow={openRow}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onEndReached={onEndReached}
      announcement={announcement}
      rowHeight={rowHeight}
      overscan={overscan}
      initialViewportHeight={initialViewportHeight}
      footer={footer}
      toolbar={toolbar}
      detail={
        selectedRow && (
          <ExplorerTableDetail id={detailId}>
            {renderDetail ? (
              renderDetail(selectedRow)
            ) : (
              <TxTableDetail row={selectedRow} metadata={metadata} getTxHref={getTxHref} locale={locale} strings={ownStrings} />
            )}
          </ExplorerTableDetail>
        )
      }
      {...rest}
    />
    </GatekitLinksScope>
  )
}),
  (props, error, reset, View) => (
    <View {...props} rows={[]} totalCount={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
