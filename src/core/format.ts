/**
 * Formats an integer amount in base units as a decimal in display units,
 * exactly: `formatUnits('1500000', 6)` is `"1.5"`. Works far beyond 2^53
 * because it uses bigint, never floating point.
 *
 * @example
 * ```ts
 * formatUnits('1234567890123456789012', 18) // "1234.567890123456789012"
 * formatUnits(42n, 0) // "42"
 * ```
 */
export function formatUnits(amount: string | bigint, exponent: number): string {
  if (!Number.isInteger(exponent) || exponent < 0) {
    throw new RangeError(`gatekit: exponent must be a non-negative integer, got ${exponent}.`)
  }
  const value = typeof amount === 'bigint' ? amount : parseInteger(amount)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0')
  const whole = digits.slice(0, digits.length - exponent)
  const fraction = digits.slice(digits.length - exponent).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Parses a decimal amount in display units into base units, exactly:
 * `parseUnits('1.5', 6)` is `1500000n`. Throws when it has more decimals than
 * the exponent allows, rather than rounding.
 *
 * @example
 * ```ts
 * parseUnits('0.000000000000000001', 18) // 1n
 * ```
 */
export function parseUnits(value: string, exponent: number): bigint {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new SyntaxError(`gatekit: "${value}" is not a decimal number.`)
  }
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  if (fraction.length > exponent) {
    throw new RangeError(`gatekit: "${value}" has more than ${exponent} decimals.`)
  }
  const units = BigInt(`${match[2] || '0'}${fraction.padEnd(exponent, '0')}`)
  return match[1] ? -units : units
}

function parseInteger(amount: string): bigint {
  if (!/^-?\d+$/.test(amount)) throw new SyntaxError(`gatekit: "${amount}" is not an integer amount.`)
  return BigInt(amount)
}

/** The parts of denom metadata that formatting needs (the bank module's `Metadata`). */
export type DenomMetadataLike = {
  base: string
  display: string
  name?: string | undefined
  symbol?: string | undefined
  denom_units: readonly { denom: string; exponent: number; aliases?: readonly string[] | null | undefined }[]
}

/** Largest display exponent `getDisplayUnit` accepts. */
export const maxDisplayExponent = 100

/** How a denom is shown: the exponent of its display unit and the label to print. */
export type DisplayUnit = {
  /** The base denom the amounts are counted in. */
  base: string
  /** Decimal places between the base unit and the display unit. */
  exponent: number
  /** Label for the display unit: the symbol when there is one, else the display denom. */
  unit: string
  name?: string | undefined
}

/**
 * The display unit of a denom from its metadata: the exponent of the
 * `display` unit, labelled by `symbol` (or the display denom). Returns
 * `undefined` when the metadata does not list its own display unit, or gives it
 * an exponent above {@link maxDisplayExponent}, so that the caller shows the
 * raw amount instead of guessing.
 *
 * @example
 * ```ts
 * getDisplayUnit({ base: 'akii', display: 'kii', symbol: 'KII', denom_units: [{ denom: 'akii', exponent: 0 }, { denom: 'kii', exponent: 18 }] })
 * // { base: 'akii', exponent: 18, unit: 'KII', name: undefined }
 * ```
 */
export function getDisplayUnit(metadata: DenomMetadataLike): DisplayUnit | undefined {
  const display = metadata.denom_units.find(
    (unit) => unit.denom === metadata.display || unit.aliases?.includes(metadata.display),
  )
  // No real denom has more than a few dozen decimals; a huge exponent is broken metadata, shown raw.
  if (!display || !Number.isInteger(display.exponent) || display.exponent < 0 || display.exponent > maxDisplayExponent) {
    return undefined
  }
  return {
    base: metadata.base,
    exponent: display.exponent,
    unit: metadata.symbol || metadata.display,
    name: metadata.name || undefined,
  }
}

/** Options of {@link formatAmount}. */
export type FormatAmountOptions = {
  /** Decimal places of the display unit. Default 0 (the amount as it is). */
  exponent?: number | undefined
  /** BCP 47 locale(s) for grouping and the decimal sign. Default: the runtime's. */
  locale?: string | readonly string[] | undefined
  /** Most fraction digits shown; the rest is cut off, never rounded up. Default: all of them. */
  maximumFractionDigits?: number | undefined
  /** Fewest fraction digits shown. Default 0. */
  minimumFractionDigits?: number | undefined
  /** `compact` writes 1.2M; default `standard`. */
  notation?: 'standard' | 'compact' | undefined
}

/**
 * Formats an integer amount of base units for people: shifted by `exponent`,
 * grouped for the locale, cut (not rounded) to `maximumFractionDigits`.
 * Exact for any size: the digits go to `Intl.NumberFormat` as a decimal
 * string, never through a float. A non-zero amount that would show as 0 is
 * written as `<0.01` (with the locale's digits).
 *
 * @example
 * ```ts
 * formatAmount('1234567890123456789012', { exponent: 18, locale: 'en-US', maximumFractionDigits: 4 }) // "1,234.5678"
 * formatAmount('5', { exponent: 6, locale: 'en-US', maximumFractionDigits: 2 }) // "<0.01"
 * ```
 */
export function formatAmount(amount: string | bigint, options: FormatAmountOptions = {}): string {
  const exponent = options.exponent ?? 0
  const decimal = formatUnits(amount, exponent)
  const maximumFractionDigits = Math.min(options.maximumFractionDigits ?? exponent, 100)
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits)
  // Engines without Intl.NumberFormat v3 (Node 20, Safari before 15.4) take at most 20 fraction digits.
  const intlFractionDigits = Math.min(maximumFractionDigits, intlFractionDigitsLimit())
  const notation = options.notation ?? 'standard'
  const key = `${localeKey(options.locale)}|${intlFractionDigits}|${minimumFractionDigits}|${notation}`
  const formatter = cached(numberFormatters, key, () =>
    new Intl.NumberFormat(options.locale as string | string[] | undefined, {
      maximumFractionDigits: intlFractionDigits,
      minimumFractionDigits: Math.min(minimumFractionDigits, intlFractionDigits),
      notation,
      roundingMode: 'trunc',
    }),
  )
  const negative = decimal.startsWith('-')
  const magnitude = negative ? decimal.slice(1) : decimal
  const [whole, fraction = ''] = magnitude.split('.')
  const format = (value: string): string => {
    const [signedWhole = '', wholeFraction = ''] = value.split('.')
    const negativeValue = signedWhole.startsWith('-')
    const wholeDigits = negativeValue ? signedWhole.slice(1) : signedWhole
    if (wholeDigits.length > maxIntlIntegerDigits) {
      const fractionShown = wholeFraction.slice(0, maximumFractionDigits).replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
      return formatBeyondIntl(formatter, {
        negative: negativeValue,
        integer: wholeDigits,
        fraction: fractionShown,
        compact: notation === 'compact',
      })
    }
    // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast is for older lib typings.
    if (intlFractionDigits === maximumFractionDigits || options.notation === 'compact') return formatter.format(value as unknown as number)
    // More fraction digits than the engine takes: the locale lays out the whole part and the
    // sign, and the fraction digits, cut as Intl would, are written out in the locale's digits.
    const [integer = '', digits = ''] = value.split('.')
    const cut = digits.slice(0, maximumFractionDigits).replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
    const parts = formatter.formatToParts(integer as unknown as number)
    if (cut === '') return parts.map((part) => part.value).join('')
    const decimalSign = formatter.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    const localeDigits = cut.replace(/\d/g, (digit) => formatter.format(Number(digit)))
    const lastInteger = parts.findLastIndex((part) => part.type === 'integer')
    return parts
      .map((part, index) => (index === lastInteger ? `${part.value}${decimalSign}${localeDigits}` : part.value))
      .join('')
  }
  // A non-zero amount whose first significant digit lies beyond the digits shown.
  const vanishes = whole === '0' && fraction.search(/[1-9]/) >= maximumFractionDigits
  if (vanishes && options.notation !== 'compact') {
    const smallest = maximumFractionDigits === 0 ? '1' : `0.${'0'.repeat(maximumFractionDigits - 1)}1`
    return `${negative ? '>-' : '<'}${format(smallest)}`
  }
  return format(decimal)
}

// Intl.NumberFormat reads a decimal string exactly, but one beyond the double range (about 10^308)
// comes out as ∞; longer integer parts are grouped here, by string, in the locale's pattern.
const maxIntlIntegerDigits = 300

/**
 * Lays out a decimal whose integer part is too long for Intl: the locale's sign
 * placement, group separator, group sizes (3, or 3 then 2 as in en-IN), decimal
 * sign and digits, read from how the formatter writes small numbers. Compact
 * notation keeps the locale's largest unit (1,000,000…T in English), cut, not rounded.
 */
function formatBeyondIntl(
  formatter: Intl.NumberFormat,
  value: { negative: boolean; integer: string; fraction: string; compact: boolean },
): string {
  const sign = value.negative ? '-' : ''
  const asString = (text: string) => text as unknown as number
  let integer = value.integer
  let fraction = value.fraction
  let template = formatter.formatToParts(asString(`${sign}1`))
  if (value.compact) {
    // The digits the largest compact unit divides away, seen on a 31-digit number.
    template = formatter.formatToParts(asString(`${sign}1${'0'.repeat(30)}`))
    const shown = template.filter((part) => part.type === 'integer').reduce((count, part) => count + part.value.length, 0)
    integer = integer.slice(0, integer.length - (31 - shown))
    fraction = ''
  }
  const digitOf = (digit: string) =>
    formatter.formatToParts(asString(digit)).find((part) => part.type === 'integer')?.value ?? digit
  const localeDigits = Array.from({ length: 10 }, (_, digit) => digitOf(String(digit)))
  const localize = (digits: string) => digits.replace(/\d/g, (digit) => localeDigits[Number(digit)] ?? digit)
  // Group sizes and separator, read from a 21-digit number: the last group is the primary size,
  // the one before it the size of every further group.
  const sample = formatter.formatToParts(asString(`1${'0'.repeat(20)}`))
  const groups = sample.filter((part) => part.type === 'integer').map((part) => part.value.length)
  const separator = sample.find((part) => part.type === 'group')?.value
  let grouped = localize(integer)
  if (separator !== undefined && groups.length > 1) {
    const primary = groups[groups.length - 1] ?? 3
    const secondary = groups.length > 2 ? (groups[groups.length - 2] ?? primary) : primary
    const chunks: string[] = []
    let end = integer.length
    let size = primary
    while (end > 0) {
      chunks.unshift(integer.slice(Math.max(0, end - size), end))
      end -= size
      size = secondary
    }
    grouped = chunks.map(localize).join(separator)
  }
  const decimalSign = formatter.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const fractionText = fraction === '' ? '' : `${decimalSign}${localize(fraction)}`
  let placed = false
  return template
    .filter((part) => part.type !== 'group' && part.type !== 'decimal' && part.type !== 'fraction')
    .map((part) => {
      if (part.type !== 'integer') return part.value
      if (placed) return ''
      placed = true
      return `${grouped}${fractionText}`
    })
    .join('')
}

let fractionDigitsLimit: number | undefined

function intlFractionDigitsLimit(): number {
  if (fractionDigitsLimit === undefined) {
    try {
      new Intl.NumberFormat('en', { maximumFractionDigits: 100 })
      fractionDigitsLimit = 100
    } catch {
      fractionDigitsLimit = 20
    }
  }
  return fractionDigitsLimit
}

/**
 * Shortens a long value in the middle, keeping its start and end, which is
 * how addresses and hashes are recognised.
 *
 * @example
 * ```ts
 * truncateMiddle('kii1sgsyrq4y7ngcllawqu5sqzm4h9k85p0ugq5u7l') // "kii1sgsyrq…gq5u7l"
 * ```
 */
export function truncateMiddle(value: string, options: { head?: number | undefined; tail?: number | undefined } = {}): string {
  const head = options.head ?? 10
  const tail = options.tail ?? 6
  if (value.length <= head + tail + 1) return value
  return `${value.slice(0, head)}…${value.slice(value.length - tail)}`
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * A time relative to now in the locale's words ("3 minutes ago", "in 5 seconds").
 *
 * @example
 * ```ts
 * formatRelativeTime('2026-01-01T00:00:00Z', { now: Date.parse('2026-01-01T00:03:10Z'), locale: 'en' }) // "3 minutes ago"
 * ```
 */
export function formatRelativeTime(
  value: string | number | Date,
  options: { now?: number | undefined; locale?: string | readonly string[] | undefined } = {},
): string {
  const time = toTime(value)
  const seconds = Math.round((time - (options.now ?? Date.now())) / 1000)
  const formatter = cached(relativeFormatters, localeKey(options.locale), () =>
    new Intl.RelativeTimeFormat(options.locale as string | string[] | undefined, { numeric: 'auto' }),
  )
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size || unit === 'second') return formatter.format(Math.trunc(seconds / size), unit)
  }
  return formatter.format(0, 'second')
}

/**
 * A point in time as the locale writes a date and time, in the viewer's time zone unless one is given.
 *
 * @example
 * ```ts
 * formatDateTime('2026-01-01T00:00:00Z', { locale: 'en-GB', timeZone: 'UTC' }) // "1 Jan 2026, 00:00:00"
 * ```
 */
export function formatDateTime(
  value: string | number | Date,
  options: { locale?: string | readonly string[] | undefined; timeZone?: string | undefined } = {},
): string {
  const formatter = cached(dateTimeFormatters, `${localeKey(options.locale)}|${options.timeZone ?? ''}`, () =>
    new Intl.DateTimeFormat(options.locale as string | string[] | undefined, {
      dateStyle: 'medium',
      timeStyle: 'medium',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    }),
  )
  return formatter.format(toTime(value))
}

/**
 * The locale's plain number formatter (digit grouping, no other option), built on first use and
 * shared by every component. The first Intl formatter a page builds costs tens of milliseconds
 * (the engine loads the locale's number data); built here, only when a value is formatted, a
 * table's first frame that shows no number yet does not pay for it.
 *
 * @example
 * ```ts
 * numberFormatFor('de-DE').format(1234567n) // "1.234.567"
 * ```
 */
export function numberFormatFor(locale: string | readonly string[] | undefined): Intl.NumberFormat {
  return cached(plainNumberFormatters, localeKey(locale), () => new Intl.NumberFormat(locale as string | string[] | undefined))
}

/**
 * An integer grouped for the locale, exactly: a decimal string is formatted as a bigint, never
 * through a float; text that is not an integer comes back as it is.
 *
 * @example
 * ```ts
 * formatInteger('1204331', 'en-US') // "1,204,331"
 * formatInteger(42, 'de-DE') // "42"
 * ```
 */
export function formatInteger(value: string | bigint | number, locale: string | readonly string[] | undefined): string {
  if (typeof value === 'string') return /^-?\d+$/.test(value) ? numberFormatFor(locale).format(BigInt(value)) : value
  return numberFormatFor(locale).format(value)
}

// Building an Intl formatter costs far more than using one, and a table formats an amount and a time per row.
const plainNumberFormatters = new Map<string, Intl.NumberFormat>()
const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>()
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>()
const numberFormatters = new Map<string, Intl.NumberFormat>()

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let formatter = cache.get(key)
  if (formatter === undefined) {
    formatter = create()
    cache.set(key, formatter)
  }
  return formatter
}

const localeKey = (locale: string | readonly string[] | undefined) =>
  locale === undefined ? '' : typeof locale === 'string' ? locale : locale.join(',')

/**
 * Whether a value can be read as a point in time (chain timestamps may carry nanoseconds).
 *
 * @example
 * ```ts
 * isTimestamp('2026-01-01T00:00:00.123456789Z') // true
 * isTimestamp('not a time') // false
 * ```
 */
export function isTimestamp(value: string | number | Date): boolean {
  try {
    toTime(value)
    return true
  } catch {
    return false
  }
}

// Chain timestamps carry nanoseconds (2026-01-01T00:00:00.123456789Z); Date.parse wants at most milliseconds.
function toTime(value: string | number | Date): number {
  if (typeof value === 'number') return value
  if (value instanceof Date) return value.getTime()
  const time = Date.parse(value.replace(/(\.\d{3})\d+/, '$1'))
  if (Number.isNaN(time)) throw new RangeError(`gatekit: "${value}" is not a timestamp.`)
  return time
}
