import { forwardRef, useId, type HTMLAttributes } from 'react'
import { truncateMiddle } from '../../core/format.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { cx } from './cx.ts'
import { defaultCommonStrings, type CommonStrings } from './strings.ts'
import { useCopy } from './useCopy.ts'
import { useGatekitUI } from './GatekitUIProvider.tsx'
import { safeText } from './ErrorBoundary.tsx'

/** Props of the middle-truncated, copyable value behind `Address` and `Hash`. */
export type CopyableValueProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The full value. */
  value: string
  /** Characters kept at the start. */
  head?: number | undefined
  /** Characters kept at the end. */
  tail?: number | undefined
  /** Show a copy button. Default true. */
  copyable?: boolean | undefined
  /** What the value is, for the copy button's name ("Copy address"). */
  kind: string
  /** Makes the value a link (for example to an explorer page). */
  href?: string | undefined
  strings?: Partial<CommonStrings> | undefined
}

/**
 * A long value shown shortened in the middle, with the full value in a tooltip
 * on hover and on keyboard focus, available to screen readers, and a copy button.
 */
export const CopyableValue = /* @__PURE__ */ forwardRef<HTMLSpanElement, CopyableValueProps>(function CopyableValue(
  { value, head, tail, copyable = true, kind, href, strings: ownStrings, className, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultCommonStrings, { strings: ownStrings })
  const { copy, state } = useCopy()
  const tooltipId = useId()
  // Addresses and hashes never hold invisible characters; shown as ⟨U+202E⟩, an override cannot
  // make `kii1evil` read as `live1iik`. The copy button still copies the value as it is.
  const shown = revealHiddenCharacters(value)
  const short = truncateMiddle(shown, { head, tail })
  const shortened = short !== shown
  const text = (
    <>
      {/* <bdi> keeps bidirectional-override characters in the value from reordering the text around it. */}
      <bdi aria-hidden={shortened || undefined}>{short}</bdi>
      {shortened && <span className="gk-visually-hidden">{shown}</span>}
    </>
  )
  return (
    <span ref={ref} className={cx('gk-copyable', className)} data-state={state === 'idle' ? undefined : state} {...rest}>
      {href ? (
        <a className="gk-copyable__value" href={href} aria-describedby={shortened ? tooltipId : undefined}>
          {text}
        </a>
      ) : (
        <span className="gk-copyable__value">{text}</span>
      )}
      {shortened && (
        <span role="tooltip" id={tooltipId} className="gk-copyable__tooltip">
          {shown}
        </span>
      )}
      {copyable && (
        <button
          type="button"
          className="gk-copyable__copy"
          aria-label={`${strings.copy} ${kind}`}
          aria-describedby={shortened ? tooltipId : undefined}
          onClick={() => void copy(value)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
            {state === 'copied' ? (
              <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.75" />
            ) : (
              <path d="M5 2h7a2 2 0 0 1 2 2v7M3 5h7a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" strokeWidth="1.5" />
            )}
          </svg>
        </button>
      )}
      <span className="gk-visually-hidden" aria-live="polite">
        {state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''}
      </span>
    </span>
  )
})

/**
 * The error state of `Address` and `Hash` when they cannot render their value
 * (a value that is not text): the value as inert text with `data-state="error"`.
 *
 * @example
 * ```tsx
 * <ChainValueErrorState className="gk-address" value={props.value} />
 * ```
 */
export function ChainValueErrorState({ className, value }: { className: string; value: unknown }) {
  return (
    <span className={cx('gk-copyable', className)} data-state="error">
      <bdi className="gk-copyable__value">{revealHiddenCharacters(safeText(value))}</bdi>
    </span>
  )
}
