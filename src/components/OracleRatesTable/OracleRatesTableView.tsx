import { cx } from '../shared/cx.ts'
import { useFractionWidth } from '../shared/table/useFractionWidth.ts'
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react'
import { fillTemplate } from '../shared/text.ts'
import { QueryStatus, toViewStatus, type ViewStatus } from '../shared/QueryStatus.tsx'
import { TableSkeleton } from '../shared/table/TableSkeleton.tsx'
import { Timestamp } from '../Timestamp/Timestamp.tsx'
import {
  OracleRatesTableAnnouncer,
  OracleRatesTableCaption,
  OracleRatesTableCell,
  OracleRatesTableChange,
  OracleRatesTableColumnHeader,
  OracleRatesTableDenom,
  OracleRatesTableRate,
  OracleRatesTableRoot,
  OracleRatesTableRow,
  OracleRatesTableRowHeader,
  OracleRatesTableScroller,
  OracleRatesTableTable,
} from './parts.tsx'
import { OracleRatesTableTrendChart } from './TrendChart.tsx'
import { useOracleRatesTable, type UseOracleRatesTableParameters } from './useOracleRatesTable.ts'
import { retryAfter, withErrorBoundary } from '../shared/ErrorBoundary.tsx'
import { useGatekitLinks } from '../shared/links.tsx'
import { TableRowLink } from '../shared/table/parts.tsx'
import { shortDenom } from '../shared/shortDenom.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'

/** Props of {@link OracleRatesTableView}. */
export type OracleRatesTableViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  UseOracleRatesTableParameters & {
    /** Status of the rates; default `success` (or `empty` without rates). */
    status?: ViewStatus | undefined
    /** The error of the `error` status; its short message is shown. */
    error?: unknown
    /** Offers a retry button in the error state. */
    onRetry?: (() => void) | undefined
    /** Caption of the table; default the `caption` string. */
    caption?: ReactNode
    /** The clock of the relative times; default a shared ticker. */
    now?: number | undefined
    timeZone?: string | undefined
  }

/**
 * The oracle's exchange rates as a table, from data props (no gateway): denom
 * (by its display unit when `metadata` has it), the rate to `significantDigits`
 * in the quote currency named in the header, a sparkline of its price snapshots
 * (period, scale, each value on hover and by keyboard) with the change beside
 * it, and the height and time of the last update: once under the caption when
 * every rate shares it, else per row. Newer rates are announced politely. Loading, error (with retry) and
 * empty states come from `QueryStatus`; the root's `data-state` carries the status.
 *
 * @example
 * ```tsx
 * <OracleRatesTableView rates={rates.denom_oracle_exchange_rate} snapshots={history.price_snapshot} locale="de-DE" />
 * ```
 */
export const OracleRatesTableView = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLDivElement, OracleRatesTableViewProps>(function OracleRatesTableView(props, ref) {
  const {
    rates,
    snapshots: _snapshots,
    snapshotsStatus: _snapshotsStatus,
    maximumFractionDigits: _maximumFractionDigits,
    significantDigits: _significantDigits,
    quoteCurrency: _quoteCurrency,
    metadata: _metadata,
    locale: _locale,
    strings: _strings,
    status: ownStatus,
    error,
    onRetry,
    caption,
    now,
    timeZone,
    ...rest
  } = props
  const { rows, sharedUpdate, quoteCurrency, announcement, navigation, strings, locale } = useOracleRatesTable(props)
  const denomRoute = useGatekitLinks().routes.denom
  const status = ownStatus ?? toViewStatus('success', rates.length === 0)
  const captionId = useId()
  const summaryId = useId()
  const rateHeader = fillTemplate(strings.quoted, { label: strings.columnRate, currency: quoteCurrency })
  const fractions = useFractionWidth<HTMLTableElement>(rows.map((row) => row.rateText), locale)

  return (
    <OracleRatesTableRoot ref={ref} status={status} {...rest} className={cx('gk-oracle-rates-table', rest.className)}>
      <OracleRatesTableAnnouncer>{announcement}</OracleRatesTableAnnouncer>
      <QueryStatus
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={strings.noRates}
        strings={strings}
        skeleton={
          <>
            {/* The line of the shared last update, which the loaded table shows above its rows. */}
            <p className="gk-oracle-rates-table__summary" aria-hidden="true">
              <span className="gk-skeleton gk-skeleton--text gk-skeleton--long" />
            </p>
            <TableSkeleton
              caption={caption ?? strings.caption}
              columns={[
                { header: strings.columnDenom },
                { header: rateHeader, numeric: true, label: rateHeader },
                // Rows usually share their last update, shown once above the table, so there is no Updated column.
                { header: strings.columnTrend, label: strings.columnTrend },
              ]}
              layout="stack"
            />
          </>
        }
      />
      {status === 'success' && sharedUpdate && (
        <p id={summaryId} className="gk-oracle-rates-table__summary">
          {fillTemplate(strings.lastUpdate, { height: sharedUpdate.heightText })}{' '}
          {sharedUpdate.updatedAt === undefined ? (
            strings.never
          ) : (
            <Timestamp value={sharedUpdate.updatedAt} locale={locale} timeZone={timeZone} now={now} />
          )}
        </p>
      )}
      {status === 'success' && (
        <OracleRatesTableScroller role="region" tabIndex={0} aria-labelledby={captionId}>
          <OracleRatesTableTable ref={fractions} data-layout="stack" aria-describedby={sharedUpdate ? summaryId : undefined}>
            <OracleRatesTableCaption id={captionId}>{caption ?? strings.caption}</OracleRatesTableCaption>
            <thead>
              <tr>
                <OracleRatesTableColumnHeader>{strings.columnDenom}</OracleRatesTableColumnHeader>
                <OracleRatesTableColumnHeader numeric>{rateHeader}</OracleRatesTableColumnHeader>
                <OracleRatesTableColumnHeader>{strings.columnTrend}</OracleRatesTableColumnHeader>
                {!sharedUpdate && <OracleRatesTableColumnHeader>{strings.columnUpdated}</OracleRatesTableColumnHeader>}
              </tr>
            </thead>
            <tbody ref={navigation.bodyRef} {...navigation.bodyHandlers}>
              {rows.map((row, index) => {
                const denomHref = denomRoute?.(row.denom) || undefined
                const linkText = denomHref === undefined ? undefined : shortDenom(revealHiddenCharacters(row.displayDenom))
                return (
                <OracleRatesTableRow key={`${index}-${row.denom}`} data-index={index} data-direction={row.trend.status === 'ready' ? row.trend.direction : undefined}>
                  <OracleRatesTableRowHeader>
                    {denomHref !== undefined && linkText !== undefined ? (
                      // The row's link, to the denom's page: its name as text (a copy button cannot sit in a link).
                      <TableRowLink tabbable={index === navigation.activeIndex} href={denomHref} className="gk-oracle-rates-table__link" title={linkText === row.displayDenom ? undefined : row.displayDenom}>
                        <bdi className="gk-oracle-rates-table__denom">{linkText}</bdi>
                      </TableRowLink>
                    ) : (
                      <OracleRatesTableDenom value={row.displayDenom} kind={strings.denomKind} />
                    )}
                    {/* The base denom in full (behind its copy button when long), unless the name is it already. */}
                    {(row.displayDenom !== row.denom || (linkText !== undefined && linkText !== row.denom)) && (
                      <OracleRatesTableDenom
                        value={row.denom}
                        kind={strings.denomKind}
                        className="gk-oracle-rates-table__base-denom"
                        // Its page too, out of the tab order: the row's link is its one tab stop.
                        href={denomHref}
                        tabIndex={-1}
                      />
                    )}
                  </OracleRatesTableRowHeader>
                  <OracleRatesTableCell numeric label={rateHeader}>
                    <OracleRatesTableRate value={row.rate} text={row.rateText} locale={locale} />
                  </OracleRatesTableCell>
                  <OracleRatesTableCell label={strings.columnTrend}>
                    {row.trend.status === 'ready' ? (
                      <span className="gk-oracle-rates-table__trend">
                        <OracleRatesTableTrendChart trend={row.trend} strings={strings} />
                        <OracleRatesTableChange direction={row.trend.direction} text={row.trend.changeText} />
                      </span>
                    ) : (
                      <span className="gk-oracle-rates-table__muted">{row.trend.label}</span>
                    )}
                  </OracleRatesTableCell>
                  {!sharedUpdate && (
                    <OracleRatesTableCell label={strings.columnUpdated}>
                      <span className="gk-oracle-rates-table__height">{fillTemplate(strings.height, { height: row.heightText })}</span>
                      {row.updatedAt === undefined ? (
                        <span className="gk-oracle-rates-table__muted">{strings.never}</span>
                      ) : (
                        <Timestamp value={row.updatedAt} locale={locale} timeZone={timeZone} now={now} className="gk-oracle-rates-table__time" />
                      )}
                    </OracleRatesTableCell>
                  )}
                </OracleRatesTableRow>
                )
              })}
            </tbody>
          </OracleRatesTableTable>
        </OracleRatesTableScroller>
      )}
    </OracleRatesTableRoot>
  )
}),
  (props, error, reset, View) => (
    <View {...props} rates={[]} snapshots={undefined} status="error" error={error} onRetry={retryAfter(props.onRetry, reset)} />
  ),
)
