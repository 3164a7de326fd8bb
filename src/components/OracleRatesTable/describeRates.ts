import { formatAmount, parseUnits } from '../../core/format.ts'

const decimalPattern = /^-?\d+(?:\.(\d+))?$/

/**
 * Formats a decimal string (an SDK `Dec` such as `"6.412000000000000000"`)
 * for the locale, exactly: the digits reach `Intl.NumberFormat` as a decimal
 * string, never through a float. Trailing zeros go; digits beyond
 * `maximumFractionDigits` are cut, never rounded up. A string that is not a
 * decimal is returned as it is.
 *
 * @example
 * ```ts
 * formatDecimal('6.412000000000000000', { locale: 'de-DE' }) // "6,412"
 * formatDecimal('12345.678901234567890123', { locale: 'en-US', maximumFractionDigits: 4 }) // "12,345.6789"
 * ```
 */
export function formatDecimal(
  value: string,
  options: { locale?: string | undefined; maximumFractionDigits?: number | undefined } = {},
): string {
  const match = decimalPattern.exec(value)
  if (!match) return value
  const exponent = match[1]?.length ?? 0
  return formatAmount(parseUnits(value, exponent), { exponent, locale: options.locale, maximumFractionDigits: options.maximumFractionDigits })
}

/**
 * How many fraction digits show `significantDigits` significant digits of a
 * decimal string, read from its digits (no float): the whole part is always
 * shown in full, so `123456.789` at 4 gives 0 and `0.000123456` at 3 gives 6.
 * Zero gives 0.
 *
 * @example
 * ```ts
 * significantFractionDigits('6.412345678900000000', 6) // 5
 * significantFractionDigits('0.000012345', 2) // 6
 * ```
 */
export function significantFractionDigits(value: string, significantDigits: number): number {
  const match = decimalPattern.exec(value)
  if (!match) return 0
  const digits = Math.max(1, Math.floor(significantDigits))
  const magnitude = value.replace(/^-/, '')
  const [whole = '', fraction = ''] = magnitude.split('.')
  const wholeDigits = whole.replace(/^0+/, '').length
  if (wholeDigits > 0) return Math.max(0, digits - wholeDigits)
  const leadingZeros = fraction.search(/[1-9]/)
  return leadingZeros < 0 ? 0 : leadingZeros + digits
}

/**
 * Formats a rate for people: `significantDigits` significant digits (the whole
 * part always in full), cut and never rounded up, exactly from the decimal
 * string; `maximumFractionDigits`, when given, caps the fraction further.
 *
 * @example
 * ```ts
 * formatRate('6.412345678900000000', { locale: 'en-US', significantDigits: 6 }) // "6.41234"
 * formatRate('0.000012345000000000', { locale: 'en-US', significantDigits: 3 }) // "0.0000123"
 * ```
 */
export function formatRate(
  value: string,
  options: { locale?: string | undefined; significantDigits?: number | undefined; maximumFractionDigits?: number | undefined } = {},
): string {
  const significant = options.significantDigits === undefined || !Number.isFinite(options.significantDigits) ? undefined : significantFractionDigits(value, options.significantDigits)
  const cap = options.maximumFractionDigits
  const maximumFractionDigits = significant === undefined ? cap : cap === undefined ? significant : Math.min(significant, cap)
  return formatDecimal(value, { locale: options.locale, maximumFractionDigits })
}

/** Which way a rate went over the snapshots. */
export type TrendDirection = 'up' | 'down' | 'flat'

/** The trend of one rate over its snapshots. */
export type RateTrend = {
  direction: TrendDirection
  /** Number of snapshots the trend covers. */
  count: number
  /**
   * The change from the first snapshot to the last as a fraction (`0.012` is 1.2 %),
   * to a millionth; undefined when the first rate is 0.
   */
  change: number | undefined
  /**
   * Each snapshot's rate placed between the lowest (0) and the highest (1) of
   * the series, for drawing; 0.5 throughout when the rate never moved.
   */
  points: number[]
  /** The first and last rate, exact. */
  first: string
  last: string
  /** The lowest and highest rate of the series, exact: the sparkline's scale. */
  min: string
  max: string
}

/**
 * The trend of a rate from its snapshots, oldest first: direction, change and
 * the sparkline's points. The comparison and the change are computed on exact
 * integers; only the returned geometry and fraction are floats. Needs two
 * snapshots or more; returns undefined otherwise or for a value that is not a decimal.
 *
 * @example
 * ```ts
 * describeRateTrend(['1.000000000000000000', '1.010000000000000000', '1.012000000000000000'])
 * // { direction: 'up', count: 3, change: 0.012, points: [0, 0.8333, 1], ... }
 * ```
 */
export function describeRateTrend(series: readonly string[]): RateTrend | undefined {
  if (series.length < 2 || !series.every((value) => decimalPattern.test(value))) return undefined
  const scale = Math.max(...series.map((value) => decimalPattern.exec(value)![1]?.length ?? 0))
  const units = series.map((value) => parseUnits(value, scale))
  const first = units[0]!
  const last = units[units.length - 1]!
  let min = first
  let max = first
  let minIndex = 0
  let maxIndex = 0
  units.forEach((unit, index) => {
    if (unit < min) [min, minIndex] = [unit, index]
    if (unit > max) [max, maxIndex] = [unit, index]
  })
  const range = max - min
  const precision = 10_000n
  const points = units.map((unit) => (range === 0n ? 0.5 : Number(((unit - min) * precision) / range) / Number(precision)))
  const magnitude = first < 0n ? -first : first
  return {
    direction: last > first ? 'up' : last < first ? 'down' : 'flat',
    count: series.length,
    change: first === 0n ? undefined : Number(((last - first) * 1_000_000n) / magnitude) / 1_000_000,
    points,
    first: series[0]!,
    last: series[series.length - 1]!,
    min: series[minIndex]!,
    max: series[maxIndex]!,
  }
}
