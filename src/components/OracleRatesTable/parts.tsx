// OracleRatesTable's parts: the table kit's (shared/table/parts.tsx) under its names, and the rate, denom, trend and announcer of its own.
import { forwardRef, type DataHTMLAttributes, type HTMLAttributes, type SVGAttributes } from 'react'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { CopyableValue } from '../shared/CopyableValue.tsx'
import { GatekitLink } from '../shared/links.tsx'
import { cx } from '../shared/cx.ts'
import { DecimalText } from '../shared/DecimalText.tsx'
import {
  Table,
  TableCaption,
  TableCell,
  TableColumnHeader,
  TableRoot,
  TableRow,
  TableRowHeader,
  TableScroller,
  type TableRootProps,
} from '../shared/table/parts.tsx'
import type { TrendDirection } from './describeRates.ts'

/** Props of {@link OracleRatesTableRoot}. */
export type OracleRatesTableRootProps = TableRootProps

/**
 * The outer element of an oracle rates table; `data-state` carries its status.
 *
 * @example
 * ```tsx
 * <OracleRatesTableRoot status="success">...</OracleRatesTableRoot>
 * ```
 */
export const OracleRatesTableRoot = TableRoot

/**
 * A visually hidden polite live region: what it says is announced without
 * taking focus ("Exchange rates updated at height 1,234.").
 *
 * @example
 * ```tsx
 * <OracleRatesTableAnnouncer>{announcement}</OracleRatesTableAnnouncer>
 * ```
 */
export const OracleRatesTableAnnouncer = /* @__PURE__ */ forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(
  function OracleRatesTableAnnouncer({ className, ...rest }, ref) {
    return <p ref={ref} className={cx('gk-visually-hidden', 'gk-oracle-rates-table__announcer', className)} aria-live="polite" {...rest} />
  },
)

/**
 * The horizontally scrollable, focusable region around the table.
 *
 * @example
 * ```tsx
 * <OracleRatesTableScroller aria-labelledby={captionId}>...</OracleRatesTableScroller>
 * ```
 */
export const OracleRatesTableScroller = TableScroller

/**
 * The `<table>` of rates.
 *
 * @example
 * ```tsx
 * <OracleRatesTableTable><OracleRatesTableCaption>Oracle exchange rates</OracleRatesTableCaption>...</OracleRatesTableTable>
 * ```
 */
export const OracleRatesTableTable = Table

/**
 * The table's `<caption>`, its accessible name.
 *
 * @example
 * ```tsx
 * <OracleRatesTableCaption>Oracle exchange rates</OracleRatesTableCaption>
 * ```
 */
export const OracleRatesTableCaption = TableCaption

/**
 * A column header (`<th scope="col">`).
 *
 * @example
 * ```tsx
 * <OracleRatesTableColumnHeader>Exchange rate</OracleRatesTableColumnHeader>
 * ```
 */
export const OracleRatesTableColumnHeader = TableColumnHeader

/**
 * One denom's `<tr>`.
 *
 * @example
 * ```tsx
 * <OracleRatesTableRow data-direction="up">...</OracleRatesTableRow>
 * ```
 */
export const OracleRatesTableRow = TableRow

/**
 * The header cell of a row (`<th scope="row">`), holding the denom.
 *
 * @example
 * ```tsx
 * <OracleRatesTableRowHeader><OracleRatesTableDenom value="uatom" /></OracleRatesTableRowHeader>
 * ```
 */
export const OracleRatesTableRowHeader = TableRowHeader

/**
 * A data cell (`<td>`).
 *
 * @example
 * ```tsx
 * <OracleRatesTableCell>...</OracleRatesTableCell>
 * ```
 */
export const OracleRatesTableCell = TableCell

/** Props of {@link OracleRatesTableDenom}. */
export type OracleRatesTableDenomProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The denom as the chain sent it. */
  value: string
  /** What it is, for the copy button of a shortened denom. Default `denom`. */
  kind?: string | undefined
  head?: number | undefined
  tail?: number | undefined
  /** Makes the denom a link (its page, the `denom` route); `tabIndex` applies to the link. */
  href?: string | undefined
}

/**
 * A denom as text, hidden formatting characters made visible; a long one
 * (`ibc/27394F...`) shortened in the middle with the full value on hover, on
 * focus, for screen readers and behind a copy button.
 *
 * @example
 * ```tsx
 * <OracleRatesTableDenom value="ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2" />
 * ```
 */
export const OracleRatesTableDenom = /* @__PURE__ */ forwardRef<HTMLSpanElement, OracleRatesTableDenomProps>(function OracleRatesTableDenom(
  { value, kind = 'denom', head = 10, tail = 6, href, tabIndex, className, ...rest },
  ref,
) {
  const shown = revealHiddenCharacters(value)
  if (shown.length <= head + tail + 1) {
    return (
      <span ref={ref} className={cx('gk-oracle-rates-table__denom', className)} {...rest}>
        {href ? (
          <GatekitLink href={href} tabIndex={tabIndex} className="gk-oracle-rates-table__denom-link">
            {shown}
          </GatekitLink>
        ) : (
          shown
        )}
      </span>
    )
  }
  return (
    <CopyableValue
      ref={ref}
      value={shown}
      kind={kind}
      head={head}
      tail={tail}
      href={href}
      tabIndex={tabIndex}
      className={cx('gk-oracle-rates-table__denom', className)}
      {...rest}
    />
  )
})

/** Props of {@link OracleRatesTableRate}. */
export type OracleRatesTableRateProps = Omit<DataHTMLAttributes<HTMLDataElement>, 'children' | 'value'> & {
  /** The exact decimal, as the chain sent it. */
  value: string
  /** The rate formatted for the locale. */
  text: string
  /** The locale `text` was formatted for: its decimal sign splits the number for alignment. */
  locale?: string | undefined
}

/**
 * A rate as a `<data>` element: the formatted text, the exact decimal as its
 * machine-readable value and in the title.
 *
 * @example
 * ```tsx
 * <OracleRatesTableRate value="6.412000000000000000" text="6.412" />
 * ```
 */
export const OracleRatesTableRate = /* @__PURE__ */ forwardRef<HTMLDataElement, OracleRatesTableRateProps>(function OracleRatesTableRate(
  { value, text, locale, className, ...rest },
  ref,
) {
  return (
    <data ref={ref} value={value} title={value} className={cx('gk-oracle-rates-table__rate', className)} {...rest}>
      <DecimalText text={text} locale={locale} />
    </data>
  )
})

/** Props of {@link OracleRatesTableSparkline}. */
export type OracleRatesTableSparklineProps = Omit<SVGAttributes<SVGSVGElement>, 'children' | 'points'> & {
  /** Each value between the lowest (0) and the highest (1) of the series, oldest first. */
  points: readonly number[]
  direction: TrendDirection
  /** What the line shows, in words: its `aria-label` ("up 1.20% over 10 snapshots"). */
  label: string
  /** Default 96. */
  width?: number | undefined
  /** Default 28. */
  height?: number | undefined
  /** The point shown on hover or keyboard focus, marked with a ring; default none. */
  activeIndex?: number | undefined
}

/**
 * A small inline SVG line of a rate over its snapshots (`role="img"`, named
 * by `label`), the latest value marked with a dot. Colour follows the
 * direction; the label and the change beside it carry the meaning.
 *
 * @example
 * ```tsx
 * <OracleRatesTableSparkline points={[0, 0.4, 1]} direction="up" label="up 1.20% over 3 snapshots" />
 * ```
 */
export const OracleRatesTableSparkline = /* @__PURE__ */ forwardRef<SVGSVGElement, OracleRatesTableSparklineProps>(function OracleRatesTableSparkline(
  { points, direction, label, width = 96, height = 28, activeIndex, className, ...rest },
  ref,
) {
  const pad = 3
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0
  const coordinates = points.map((point, index) => [pad + index * step, pad + (1 - point) * (height - 2 * pad)] as const)
  const last = coordinates[coordinates.length - 1]
  const active = activeIndex === undefined ? undefined : coordinates[activeIndex]
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      className={cx('gk-oracle-rates-table__sparkline', className)}
      data-direction={direction}
      {...rest}
    >
      <polyline
        points={coordinates.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {last && <circle cx={last[0].toFixed(2)} cy={last[1].toFixed(2)} r="2.25" fill="currentColor" />}
      {active && (
        <circle
          className="gk-oracle-rates-table__sparkline-focus"
          cx={active[0].toFixed(2)}
          cy={active[1].toFixed(2)}
          r="3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      )}
    </svg>
  )
})

/** Props of {@link OracleRatesTableChange}. */
export type OracleRatesTableChangeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  direction: TrendDirection
  /** The signed change ("+1.20%"). */
  text: string
}

/**
 * The change of a rate beside its sparkline: an arrow by direction and the
 * signed percentage, so the direction never rests on colour alone. Hidden
 * from assistive technology, which reads the sparkline's label instead.
 *
 * @example
 * ```tsx
 * <OracleRatesTableChange direction="down" text="-0.35%" />
 * ```
 */
export const OracleRatesTableChange = /* @__PURE__ */ forwardRef<HTMLSpanElement, OracleRatesTableChangeProps>(function OracleRatesTableChange(
  { direction, text, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx('gk-oracle-rates-table__change', className)} data-direction={direction} aria-hidden="true" {...rest}>
      <span className="gk-oracle-rates-table__arrow">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '='}</span> {text}
    </span>
  )
})
