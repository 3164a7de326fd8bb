import { withCommonStrings, type CommonStrings } from '../shared/strings.ts'

/**
 * Every user-facing string of `OracleRatesTable`, with the shared ones (`loading`, `retry`, ...). Override any of them per
 * component (`strings` prop) or app-wide (`<GatekitUIProvider strings>`).
 * `{name}` placeholders are filled in; keep them in translations.
 */
export type OracleRatesTableStrings = CommonStrings & {
  /** Caption of the table. */
  caption: string
  columnDenom: string
  columnRate: string
  columnTrend: string
  columnUpdated: string
  /** Shown when the oracle has no rates. */
  noRates: string
  /** The block height of a rate's last update: `{height}`. */
  height: string
  /** A rate that was never updated (`last_update_timestamp` 0). */
  never: string
  /** The trend of a rate that rose: `{change}` (a percentage) over `{count}` snapshots. */
  trendUp: string
  trendDown: string
  /** A rate that did not change over `{count}` snapshots. */
  trendFlat: string
  /** Fewer than two snapshots of the denom, or the history could not be read. */
  trendNone: string
  trendLoading: string
  /** Announced politely when new rates arrive: `{height}`. */
  updated: string
  /** What a denom is, for the copy button of a shortened one ("Copy denom"). */
  denomKind: string
  /** A column header with the quote currency: `{label}`, `{currency}`. */
  quoted: string
  /** The last update of every rate, shown once under the caption: `{height}` (the time follows). */
  lastUpdate: string
  /** The period the sparklines cover: `{duration}` ("1 hr"). */
  period: string
  /** The sparkline's accessible summary: `{denom}`, `{currency}`, `{period}`, `{trend}`, `{min}`, `{max}`. */
  sparklineSummary: string
  /** The name of the sparkline's keyboard control: `{denom}`. */
  sparklineControl: string
  /** One point of a sparkline, on hover and focus: `{time}`, `{value}`. */
  sparklinePoint: string
  /** The sparkline's scale labels: `{value}`. */
  sparklineLow: string
  sparklineHigh: string
}

/** The default English strings of `OracleRatesTable`. */
export const defaultOracleRatesTableStrings: OracleRatesTableStrings = /* @__PURE__ */ withCommonStrings({
  errorTitle: 'Could not load the exchange rates.',
  caption: 'Oracle exchange rates',
  columnDenom: 'Denom',
  columnRate: 'Exchange rate',
  columnTrend: 'Trend',
  columnUpdated: 'Last update',
  noRates: 'The oracle has no exchange rates yet.',
  height: 'Height {height}',
  never: 'Never updated',
  trendUp: 'up {change} over {count} snapshots',
  trendDown: 'down {change} over {count} snapshots',
  trendFlat: 'unchanged over {count} snapshots',
  trendNone: 'No trend yet',
  trendLoading: 'Loading trend…',
  updated: 'Exchange rates updated at height {height}.',
  denomKind: 'denom',
  quoted: '{label} ({currency})',
  lastUpdate: 'Last update at height {height},',
  period: 'last {duration}',
  sparklineSummary: '{denom} in {currency}, {period}: {trend}; low {min}, high {max}',
  sparklineControl: '{denom} price history',
  sparklinePoint: '{time}: {value}',
  sparklineLow: 'low {value}',
  sparklineHigh: 'high {value}',
})
