import { forwardRef, type HTMLAttributes } from 'react'
import { formatDateTime, formatRelativeTime, isTimestamp } from '../../core/format.ts'
import { cx } from '../shared/cx.ts'
import { useGatekitUI } from '../shared/GatekitUIProvider.tsx'
import { useHydrated } from '../shared/useHydrated.ts'
import { useNow } from '../shared/useNow.ts'
import { safeText, withErrorBoundary } from '../shared/ErrorBoundary.tsx'

/** Props of {@link Timestamp}. */
export type TimestampProps = Omit<HTMLAttributes<HTMLTimeElement>, 'children'> & {
  /** An RFC 3339 time as the chain writes it (nanoseconds allowed), ms since the epoch, or a Date. */
  value: string | number | Date
  /**
   * `relative` ("3 minutes ago", the absolute time on hover), `absolute`, or `both` (the date, then the
   * relative time as secondary text: "Mar 1, 2026, 12:00:00 PM (3 minutes ago)", wrapping between them). Default `relative`.
   */
  format?: 'relative' | 'absolute' | 'both' | undefined
  locale?: string | undefined
  timeZone?: string | undefined
  /**
   * The clock for relative times; default a shared ticker that pauses while the tab is hidden. Without
   * it, a server-rendered page shows the absolute time until hydration is over, then the relative one:
   * the server's clock is not the viewer's. Give the same `now` on the server and the client to have
   * relative text in the server's HTML.
   */
  now?: number | undefined
}

const noStrings = {}

// `2026-05-04 09:30:12 UTC`: the same text on every server and browser, whatever their zone and locale.
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}

/**
 * A point in time, relative ("3 minutes ago") or absolute, in the locale's
 * words, as a `<time>` element with its machine-readable value.
 *
 * Server rendering: the server's HTML and the client's first render show the same text, so hydration
 * keeps it. Until hydration is over, the time is absolute (in UTC when no `timeZone` is set, as
 * `2026-05-04 09:30:12 UTC`) and relative text waits, unless `now` is given; then the viewer's
 * zone and clock take over.
 *
 * @example
 * ```tsx
 * <Timestamp value={block.header.time} />
 * <Timestamp value={tx.timestamp} format="both" locale="de-DE" />
 * ```
 */
export const Timestamp = /* @__PURE__ */ withErrorBoundary(
  /* @__PURE__ */ forwardRef<HTMLTimeElement, TimestampProps>(function Timestamp(
  { value, format = 'relative', locale: ownLocale, timeZone: ownTimeZone, now: ownNow, className, ...rest },
  ref,
) {
  const { locale, timeZone } = useGatekitUI(noStrings, { locale: ownLocale, timeZone: ownTimeZone })
  const hydrated = useHydrated()
  // The shared ticker only re-renders every 15 s; the time itself is read now, so a block that has just
  // arrived never reads "in 2 seconds" against a stale clock.
  useNow()
  const now = ownNow ?? (hydrated ? Date.now() : undefined)
  // A time the chain wrote badly is shown as written rather than breaking the page.
  if (!isTimestamp(value)) {
    return (
      <time ref={ref} className={cx('gk-timestamp', className)} data-state="error" {...rest}>
        {String(value)}
      </time>
    )
  }
  const iso = new Date(typeof value === 'string' ? value.replace(/(\.\d{3})\d+/, '$1') : value).toISOString()
  // Before hydration an unset zone is UTC, written out, rather than the server's zone.
  const absolute = hydrated || timeZone !== undefined ? formatDateTime(value, { locale, timeZone }) : utcText(iso)
  const relative = now === undefined ? undefined : formatRelativeTime(value, { locale, now })
  const showsRelative = relative !== undefined && format === 'relative'
  if (relative !== undefined && format === 'both') {
    // Both forms visible, each a line-breakable piece: at 360 px the relative time goes under the date
    // instead of widening the page.
    return (
      <time ref={ref} dateTime={iso} className={cx('gk-timestamp', className)} data-format="both" {...rest}>
        <span className="gk-timestamp__absolute">{absolute}</span> <span className="gk-timestamp__relative">{`(${relative})`}</span>
      </time>
    )
  }
  return (
    <time ref={ref} dateTime={iso} title={showsRelative ? absolute : undefined} className={cx('gk-timestamp', className)} {...rest}>
      {showsRelative ? relative : absolute}
    </time>
  )
}),
  (props) => (
    <time className="gk-timestamp" data-state="error">
      {safeText(props.value)}
    </time>
  ),
)
