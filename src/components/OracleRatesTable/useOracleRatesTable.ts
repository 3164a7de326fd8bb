import { useMemo, useState } from 'react'
import { formatAmount } from '../../core/format.ts'
import { fillTemplate } from '../shared/text.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { describeRateTrend, formatDecimal, type RateTrend } from './describeRates.ts'
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
    })

/** One row of the table, everything derived. */
export type OracleRateRow = {
  denom: string
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
  /** Fraction digits of the rate; default all of them (exact). */
  maximumFractionDigits?: number | undefined
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
  const { rates, snapshots, maximumFractionDigits } = parameters
  const snapshotsStatus = parameters.snapshotsStatus ?? (snapshots ? 'success' : 'error')
  const { strings, locale } = useGatekitUI(defaultOracleRatesTableStrings, { locale: parameters.locale, strings: parameters.strings })

  const series = useMemo(() => {
    const byDenom = new Map<string, string[]>()
    for (const snapshot of snapshots ?? []) {
      for (const item of snapshot.price_snapshot_items) {
        if (!item.oracle_exchange_rate) continue
        const values = byDenom.get(item.denom) ?? []
        values.push(item.oracle_exchange_rate.exchange_rate)
        byDenom.set(item.denom, values)
      }
    }
    return byDenom
  }, [snapshots])

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
    const describeTrend = (denom: string): OracleRateTrendView => {
      if (snapshotsStatus === 'pending') return { status: 'pending', label: strings.trendLoading }
      const trend = snapshotsStatus === 'success' ? describeRateTrend(series.get(denom) ?? []) : undefined
      if (!trend) return { status: 'none', label: strings.trendNone }
      const template = trend.direction === 'up' ? strings.trendUp : trend.direction === 'down' ? strings.trendDown : strings.trendFlat
      return {
        ...trend,
        status: 'ready',
        label: fillTemplate(template, { change: changeWords(trend, false), count: count.format(trend.count) }),
        changeText: changeWords(trend, true),
      }
    }
    return rates.map(({ denom, oracle_exchange_rate: rate }): OracleRateRow => {
      if (!rate) return { denom, rate: '', rateText: '', height: '', heightText: '', updatedAt: undefined, trend: describeTrend(denom) }
      const timestamp = /^\d+$/.test(rate.last_update_timestamp) ? Number(rate.last_update_timestamp) : 0
      return {
        denom,
        rate: rate.exchange_rate,
        rateText: formatDecimal(rate.exchange_rate, { locale, maximumFractionDigits }),
        height: rate.last_update,
        heightText: /^-?\d+$/.test(rate.last_update) ? formatAmount(rate.last_update, { locale }) : rate.last_update,
        updatedAt: timestamp > 0 ? timestamp : undefined,
        trend: describeTrend(denom),
      }
    })
  }, [rates, series, snapshotsStatus, maximumFractionDigits, locale, strings])

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

  return { rows, announcement, strings, locale }
}
