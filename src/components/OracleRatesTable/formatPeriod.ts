// The sparkline's words for time: the period it covers ("10 min") and the time of one snapshot.

const periodFormatters = new Map<string, Intl.NumberFormat>()
const timeFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A duration in ms as the locale writes it short, in the largest unit that keeps
 * it a readable number (`"45 sec"`, `"10 min"`, `"1 hr"`, `"90 min"`), rounded.
 *
 * @example
 * ```ts
 * formatPeriod(600_000, 'en-US') // "10 min"
 * formatPeriod(3_600_000, 'en-US') // "1 hr"
 * formatPeriod(7_200_000, 'en-US') // "2 hr"
 * ```
 */
export function formatPeriod(durationMs: number, locale: string | undefined): string {
  const seconds = Math.max(0, Math.round(durationMs / 1000))
  const minutes = Math.round(seconds / 60)
  const hours = Math.round(seconds / 3600)
  const [value, unit] =
    seconds < 120
      ? [seconds, 'second']
      : minutes < 60 || (minutes < 120 && minutes % 60 !== 0)
        ? [minutes, 'minute']
        : hours < 48
          ? [hours, 'hour']
          : [Math.round(seconds / 86_400), 'day']
  const key = `${locale ?? ''}|${unit}`
  let formatter = periodFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' })
    periodFormatters.set(key, formatter)
  }
  return formatter.format(value)
}

/**
 * The time of a snapshot, to the second, in the locale's words (`"12:00:05 PM"`).
 *
 * @example
 * ```ts
 * formatSnapshotTime(Date.parse('2026-03-01T12:00:05Z'), 'en-US', 'UTC') // "12:00:05 PM"
 * ```
 */
export function formatSnapshotTime(time: number, locale: string | undefined, timeZone: string | undefined): string {
  const key = `${locale ?? ''}|${timeZone ?? ''}`
  let formatter = timeFormatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) })
    timeFormatters.set(key, formatter)
  }
  return formatter.format(time)
}
