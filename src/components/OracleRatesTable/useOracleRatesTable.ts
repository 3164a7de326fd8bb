import { useMemo, useState } from 'react'
import { formatAmount, getDisplayUnit, type DenomMetadataLike } from '../../core/format.ts'
import { fillTemplate } from '../shared/text.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { useTableRowNavigation } from '../shared/table/useTableRowNavigation.ts'
import { describeRateTrend, formatRate, type RateTrend } from './describeRates.ts'
import { formatPeriod, formatSnapshotTime } from './formatPeriod.ts'
import { defaultOracleRatesTableStrings, type OracleRatesTableStrings } from './strings.ts'

/** One denom's rate as `useOracleRates` returns it (`denom_oracle_exchange_rate[n]`). */
export type OracleRateEntry = {
  denom: string
  /** Null or absent when the gateway left the message out (proto3 JSON): the row shows no rate. */
  oracle_exchange_rate?: { exchange_rate: string; last_update: string; last_update_timestamp: string } | null | undefined
}

/** One price snapshot as `usePriceSnapshotHistory` returns it (`price_snapshot[n]`). */
export type OracleRateSnapshot = {
  /** Unix seconds. */
  snapshot_timestamp: string
  price_snapshot_items: readonly { denom: string; oracle_exchange_rate?: { exchange_rate: string } | null | undefined }[]
}

/** The trend cell of a row: loading, unavailable, or a trend with its words. */
export type OracleRateTrendView =
  | { status: 'pending'; label: string }
  | { status: 'none'; label: string }
  | (RateTrend & {
      status: 'ready'
      /** For the sparkline's `aria-label`: "up 1.20% over 10 snapshots". */
      label: string
      /** The visible change, signed: "+1.20%". */
      changeText: string
      /** Each snapshot, oldest first: its time (ms), exact rate, and "time: rate" for hover and focus. */
      samples: readonly OracleRateSample[]
      /** The scale's labels: lowest and highest rate of the series, formatted. */
      minText: string
      maxText: string
      /** The sparkline's `aria-label`: denom, quote currency, period, trend and scale. */
      summary: string
      /** The name of its keyboard control ("KII price history"). */
      controlLabel: string
      /** The period the snapshots cover: "last 10 min". */
      periodText: string
    })

/** One price snapshot of a denom, for the sparkline's hover and keyboard readout. */
export type OracleRateSample = {
  /** Snapshot time in ms since the epoch. */
  time: number
  value: string
  /** "Mar 1, 12:00:05 PM: 6.412" */
  text: string
}

/** One row of the table, everything derived. */
export type OracleRateRow = {
  denom: string
  /** The denom as people know it: its metadata's display unit (symbol) when there is metadata, else the denom. */
  displayDenom: string
  /** The rate exactly as the chain sent it. */
  rate: string
  /** The rate for the locale, exact (cut to `maximumFractionDigits` when given). */
  rateText: string
  /** Height of the last update, and for the locale. */
  height: string
  heightText: string
  /** Time of the last update in ms, undefined when never updated. */
  updatedAt: number | undefined
  trend: OracleRateTrendView
}

/** Parameters of {@link useOracleRatesTable}. */
export type UseOracleRatesTableParameters = {
  rates: readonly OracleRateEntry[]
  /** The price snapshot history, oldest first. */
  snapshots?: readonly OracleRateSnapshot[] | null | undefined
  /** Status of the snapshot history; default `success` when `snapshots` is given. */
  snapshotsStatus?: 'pending' | 'error' | 'success' | undefined
  /** Fraction digits of the rate at most; default as many as `significantDigits` needs. */
  maximumFractionDigits?: number | undefined
  /**
   * Significant digits of a rate (the whole part is always shown in full), cut and never rounded up;
   * default 6. `Infinity` shows every digit the chain sent. The exact rate stays in the cell's `value` and title.
   */
  significantDigits?: number | undefined
  /** The currency the oracle quotes its rates in, shown in the rate column's header. Default `USD` (KiiChain's oracle). */
  quoteCurrency?: string | undefined
  /** Bank denom metadata (`useDenomsMetadata`): a denom with some is shown by its display unit's symbol. */
  metadata?: readonly DenomMetadataLike[] | null | undefined
  timeZone?: string | undefined
  locale?: string | undefined
  strings?: Partial<OracleRatesTableStrings> | undefined
}

function latestHeight(rates: readonly OracleRateEntry[]): string | undefined {
  let latest: bigint | undefined
  for (const { oracle_exchange_rate: rate } of rates) {
    if (!rate || !/^\d+$/.test(rate.last_update)) continue
    const height = BigInt(rate.last_update)
    if (latest === undefined || height > latest) latest = height
  }
  return latest?.toString()
}

/**
 * The derived data of `OracleRatesTable`, without markup: each rate formatted
 * exactly for the locale, its last update, its trend over the price snapshots
 * (direction, change, sparkline points and an accessible description), and
 * `announcement`, a sentence for a polite live region that changes whenever
 * newer rates arrive (never on the first render).
 *
 * @example
 * ```tsx
 * const { rows, announcement } = useOracleRatesTable({ rates: data.denom_oracle_exchange_rate, snapshots: history.price_snapshot })
 * ```
 */
export function useOracleRatesTable(parameters: UseOracleRatesTableParameters) {
  const { rates, snapshots, maximumFractionDigits, metadata, timeZone } = parameters
  const significantDigits = parameters.significantDigits ?? 6
  const quoteCurrency = parameters.quoteCurrency ?? 'USD'
  const snapshotsStatus = parameters.snapshotsStatus ?? (snapshots ? 'success' : 'error')
  const { strings, locale } = useGatekitUI(defaultOracleRatesTableStrings, { locale: parameters.locale, strings: parameters.strings })

  const series = useMemo(() => {
    const byDenom = new Map<string, { time: number; value: string }[]>()
    for (const snapshot of snapshots ?? []) {
      // Unix seconds, a time and not an amount: a Number is exact for it.
      const time = /^\d+$/.test(snapshot.snapshot_timestamp) ? Number(snapshot.snapshot_timestamp) * 1000 : Number.NaN
      for (const item of snapshot.price_snapshot_items) {
        if (!item.oracle_exchange_rate) continue
        const values = byDenom.get(item.denom) ?? []
        values.push({ time, value: item.oracle_exchange_rate.exchange_rate })
        byDenom.set(item.denom, values)
      }
    }
    return byDenom
  }, [snapshots])

  const displayDenoms = useMemo(() => {
    const byBase = new Map<string, string>()
    for (const entry of metadata ?? []) {
      const unit = getDisplayUnit(entry)
      if (unit) byBase.set(entry.base, unit.unit)
    }
    return byBase
  }, [metadata])

  const rows = useMemo(() => {
    const count = new Intl.NumberFormat(locale)
    const percent = (fraction: number, signDisplay: 'always' | 'never') =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay }).format(fraction)
    const changeWords = (trend: RateTrend, signed: boolean) => {
      if (trend.change === undefined) return '—'
      if (trend.direction === 'flat') return percent(0, 'never')
      const magnitude = Math.abs(trend.change)
      // A real move too small for two decimals still reads as a move, not as 0.00 %.
      if (magnitude < 0.00005) return `${signed ? (trend.direction === 'up' ? '+' : '-') : ''}<${percent(0.0001, 'never')}`
      return signed ? percent(trend.direction === 'up' ? magnitude : -magnitude, 'always') : percent(magnitude, 'never')
    }
    const rateText = (value: string) => formatRate(value, { locale, significantDigits, maximumFractionDigits })
    const describeTrend = (denom: string, displayDenom: string): OracleRateTrendView => {
      if (snapshotsStatus === 'pending') return { status: 'pending', label: strings.trendLoading }
      const points = series.get(denom) ?? []
      const trend = snapshotsStatus === 'success' ? describeRateTrend(points.map((point) => point.value)) : undefined
      if (!trend) return { status: 'none', label: strings.trendNone }
      const template = trend.direction === 'up' ? strings.trendUp : trend.direction === 'down' ? strings.trendDown : strings.trendFlat
      const label = fillTemplate(template, { change: changeWords(trend, false), count: count.format(trend.count) })
      const minText = rateText(trend.min)
      const maxText = rateText(trend.max)
      const times = points.map((point) => point.time).filter((time) => Number.isFinite(time))
      const period = fillTemplate(strings.period, { duration: formatPeriod(times.length > 1 ? times[times.length - 1]! - times[0]! : 0, locale) })
      return {
        ...trend,
        status: 'ready',
        label,
        changeText: changeWords(trend, true),
        samples: points.map(({ time, value }) => ({
          time,
          value,
          text: fillTemplate(strings.sparklinePoint, {
            time: Number.isFinite(time) ? formatSnapshotTime(time, locale, timeZone) : '—',
            value: `${rateText(value)} ${quoteCurrency}`,
          }),
        })),
        minText,
        maxText,
        summary: fillTemplate(strings.sparklineSummary, { denom: displayDenom, currency: quoteCurrency, period, trend: label, min: minText, max: maxText }),
        controlLabel: fillTemplate(strings.sparklineControl, { denom: displayDenom }),
        periodText: period,
      }
    }
    return rates.map(({ denom, oracle_exchange_rate: rate }): OracleRateRow => {
      const displayDenom = displayDenoms.get(denom) ?? denom
      if (!rate) return { denom, displayDenom, rate: '', rateText: '', height: '', heightText: '', updatedAt: undefined, trend: describeTrend(denom, displayDenom) }
      const timestamp = /^\d+$/.test(rate.last_update_timestamp) ? Number(rate.last_update_timestamp) : 0
      return {
        denom,
        displayDenom,
        rate: rate.exchange_rate,
        rateText: rateText(rate.exchange_rate),
        height: rate.last_update,
        heightText: /^-?\d+$/.test(rate.last_update) ? formatAmount(rate.last_update, { locale }) : rate.last_update,
        updatedAt: timestamp > 0 ? timestamp : undefined,
        trend: describeTrend(denom, displayDenom),
      }
    })
  }, [rates, series, displayDenoms, snapshotsStatus, significantDigits, maximumFractionDigits, quoteCurrency, locale, timeZone, strings])

  // One update for every row (the oracle aggregates every denom in the same block) is said once,
  // under the caption, rather than repeated on each row.
  const sharedUpdate = useMemo(() => {
    const first = rows[0]
    if (!first || first.height === '') return undefined
    const same = rows.every((row) => row.height === first.height && row.updatedAt === first.updatedAt)
    return same ? { height: first.height, heightText: first.heightText, updatedAt: first.updatedAt } : undefined
  }, [rows])

  // Announce newer rates: remember the newest height seen, and when it changes after the
  // first data, say so once (state adjusted during render, as React recommends over an effect).
  const height = latestHeight(rates)
  const [seenHeight, setSeenHeight] = useState(height)
  const [announcement, setAnnouncement] = useState('')
  if (height !== seenHeight) {
    setSeenHeight(height)
    if (seenHeight !== undefined && height !== undefined) {
      setAnnouncement(fillTemplate(strings.updated, { height: formatAmount(height, { locale }) }))
    }
  }

  // The rows' keyboard model: with a `denom` route each row links to its denom's page.
  const navigation = useTableRowNavigation({ rowCount: rows.length })
  return { rows, sharedUpdate, quoteCurrency, announcement, navigation, strings, locale }
}
