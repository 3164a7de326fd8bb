import { forwardRef, type HTMLAttributes } from 'react'
import { formatDateTime, formatRelativeTime, isTimestamp } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { useNow } from '../shared/useNow.ts'

/** Props of {@link Timestamp}. */
export type TimestampProps = Omit<HTMLAttributes<HTMLTimeElement>, 'children'> & {
  /** An RFC 3339 time as the chain writes it (nanoseconds allowed), ms since the epoch, or a Date. */
  value: string | number | Date
  /** `relative` ("3 minutes ago", the absolute time on hover), `absolute`, or `both`. Default `relative`. */
  format?: 'relative' | 'absolute' | 'both' | undefined
  locale?: string | undefined
  timeZone?: string | undefined
  /** The clock for relative times; default a shared ticker that pauses while the tab is hidden. */
  now?: number | undefined
}

const noStrings = {}

/**
 * A point in time, relative ("3 minutes ago") or absolute, in the locale's
 * words, as a `<time>` element with its machine-readable value.
 *
 * @example
 * ```tsx
 * <Timestamp value={block.header.time} />
 * <Timestamp value={tx.timestamp} format="both" locale="de-DE" />
 * ```
 */
export const Timestamp = forwardRef<HTMLTimeElement, TimestampProps>(function Timestamp(
  { value, format = 'relative', locale: ownLocale, timeZone: ownTimeZone, now: ownNow, className, ...rest },
  ref,
) {
  const { locale, timeZone } = useGatekitUI(noStrings, { locale: ownLocale, timeZone: ownTimeZone })
  // The shared ticker only re-renders every 15 s; the time itself is read now, so a block that has just
  // arrived never reads "in 2 seconds" against a stale clock.
  useNow()
  const now = ownNow ?? Date.now()
  // A time the chain wrote badly is shown as written rather than breaking the page.
  if (!isTimestamp(value)) {
    return (
      <time ref={ref} className={cx('gk-timestamp', className)} data-state="error" {...rest}>
        {String(value)}
      </time>
    )
  }
  const absolute = formatDateTime(value, { locale, timeZone })
  const relative = formatRelativeTime(value, { locale, now })
  const iso = new Date(typeof value === 'string' ? value.replace(/(\.\d{3})\d+/, '$1') : value).toISOString()
  const text = format === 'absolute' ? absolute : format === 'both' ? `${absolute} (${relative})` : relative
  return (
    <time ref={ref} dateTime={iso} title={format === 'relative' ? absolute : undefined} className={cx('gk-timestamp', className)} {...rest}>
      {text}
    </time>
  )
})
