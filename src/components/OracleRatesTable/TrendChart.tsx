// The trend cell's chart: the sparkline with its scale and period, and the value of any point on
// hover and on keyboard focus. Its own file: the state of the point shown lives here, not in the View.
import { forwardRef, useState, type HTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react'
import { cx } from '../shared/cx.ts'
import { fillTemplate } from '../shared/text.ts'
import { OracleRatesTableSparkline } from './parts.tsx'
import type { OracleRatesTableStrings } from './strings.ts'
import type { OracleRateTrendView } from './useOracleRatesTable.ts'

/** Props of {@link OracleRatesTableTrendChart}. */
export type OracleRatesTableTrendChartProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** A ready trend from `useOracleRatesTable`'s rows. */
  trend: Extract<OracleRateTrendView, { status: 'ready' }>
  /** The scale's labels (`sparklineLow`, `sparklineHigh`). */
  strings: Pick<OracleRatesTableStrings, 'sparklineLow' | 'sparklineHigh'>
  /** Of the line, in CSS pixels; default 96 by 28. */
  width?: number | undefined
  height?: number | undefined
}

// The sparkline's inner margin, as OracleRatesTableSparkline draws it.
const pad = 3

/**
 * A rate's sparkline with what it needs to be read: its scale (the lowest and
 * highest rate), its period ("last 10 min"), and the time and rate of any
 * snapshot, shown on hover and reached by keyboard. The line is an image
 * (`role="img"`) named by the trend's summary; over it lies a focusable slider
 * whose arrow keys (and Home, End) move a marker from snapshot to snapshot,
 * its `aria-valuetext` ("12:00:05 PM: 6.412 USD") read out at each step.
 * No style attribute: the layout is CSS, the geometry SVG attributes.
 *
 * @example
 * ```tsx
 * {row.trend.status === 'ready' && <OracleRatesTableTrendChart trend={row.trend} strings={strings} />}
 * ```
 */
export const OracleRatesTableTrendChart = /* @__PURE__ */ forwardRef<HTMLSpanElement, OracleRatesTableTrendChartProps>(
  function OracleRatesTableTrendChart({ trend, strings, width = 96, height = 28, className, ...rest }, ref) {
    const { samples } = trend
    const lastIndex = samples.length - 1
    const [index, setIndex] = useState(lastIndex)
    const [shown, setShown] = useState<'none' | 'focus' | 'hover'>('none')
    const at = Math.min(Math.max(index, 0), lastIndex)
    const sample = samples[at]

    const move = (next: number) => {
      setIndex(Math.min(Math.max(next, 0), lastIndex))
      setShown('focus')
    }
    const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
      const page = Math.max(1, Math.round(samples.length / 10))
      const steps: Record<string, number | undefined> = {
        ArrowLeft: at - 1,
        ArrowDown: at - 1,
        ArrowRight: at + 1,
        ArrowUp: at + 1,
        PageDown: at - page,
        PageUp: at + page,
        Home: 0,
        End: lastIndex,
      }
      const next = steps[event.key]
      if (next === undefined) return
      event.preventDefault()
      move(next)
    }
    const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
      const box = event.currentTarget.getBoundingClientRect()
      if (box.width === 0 || lastIndex < 1) return
      const scale = box.width / width
      const step = ((width - 2 * pad) * scale) / lastIndex
      setIndex(Math.min(Math.max(Math.round((event.clientX - box.left - pad * scale) / step), 0), lastIndex))
      setShown('hover')
    }

    return (
      <span ref={ref} className={cx('gk-oracle-rates-table__chart', className)} data-active={shown === 'none' ? undefined : shown} {...rest}>
        <span className="gk-oracle-rates-table__scale" aria-hidden="true">
          <span className="gk-oracle-rates-table__scale-high">{fillTemplate(strings.sparklineHigh, { value: trend.maxText })}</span>
          <span className="gk-oracle-rates-table__scale-low">{fillTemplate(strings.sparklineLow, { value: trend.minText })}</span>
        </span>
        <span className="gk-oracle-rates-table__plot">
          <OracleRatesTableSparkline
            points={trend.points}
            direction={trend.direction}
            label={trend.summary}
            width={width}
            height={height}
            activeIndex={shown === 'none' ? undefined : at}
          />
          <span
            role="slider"
            tabIndex={0}
            className="gk-oracle-rates-table__control"
            aria-label={trend.controlLabel}
            aria-orientation="horizontal"
            aria-valuemin={1}
            aria-valuemax={samples.length}
            aria-valuenow={at + 1}
            aria-valuetext={sample?.text}
            onKeyDown={onKeyDown}
            onFocus={() => setShown('focus')}
            onBlur={() => setShown('none')}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setShown((current) => (current === 'hover' ? 'none' : current))}
          />
        </span>
        <span className="gk-oracle-rates-table__period" aria-hidden="true">
          {trend.periodText}
        </span>
        <span className="gk-oracle-rates-table__readout" aria-hidden="true">
          {shown === 'none' ? '' : sample?.text}
        </span>
      </span>
    )
  },
)
