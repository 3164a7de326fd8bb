import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react'
import { truncateMiddle } from '../../core/format.ts'
import { revealHiddenCharacters } from '../../core/hiddenCharacters.ts'
import { cx } from './cx.ts'
import { defaultCommonStrings, type CommonStrings } from './strings.ts'
import { useCopy } from './useCopy.ts'
import { useGatekitUI } from './GatekitUIProvider.tsx'
import { safeText } from './ErrorBoundary.tsx'
import { GatekitLink, useEntityHref, type EntityKind } from './links.tsx'
import { ValuePopover } from './ValuePopover.tsx'

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
  /**
   * The entity the value names (`account`, `tx`, `validator`…): it links through that route of
   * `GatekitUIProvider`'s `routes` when there is one.
   */
  entity?: Exclude<EntityKind, 'channel'> | undefined
  /** Tab index of the value's link (`-1` inside a table that has one tab stop per row). */
  tabIndex?: number | undefined
  /** Makes the value a link (for example to an explorer page); wins over the entity's route. */
  href?: string | undefined
  strings?: Partial<CommonStrings> | undefined
}

// Hover out of the value and into its popover crosses a small gap: closing waits that long.
const closeDelay = 120

/**
 * A long value shown shortened in the middle, with the full value in a popover on hover, on keyboard
 * focus and on tap (Escape closes it), available to screen readers, and a copy button whose outcome
 * is shown in words and announced. A link when given `href` or a route for its `entity`.
 *
 * @example
 * ```tsx
 * <CopyableValue value={address} kind="address" entity="account" />
 * ```
 */
export const CopyableValue = /* @__PURE__ */ forwardRef<HTMLSpanElement, CopyableValueProps>(function CopyableValue(
  { value, head, tail, copyable = true, kind, entity, href: ownHref, strings: ownStrings, className, onKeyDown, tabIndex, ...rest },
  ref,
) {
  const { strings } = useGatekitUI(defaultCommonStrings, { strings: ownStrings })
  const { copy, state } = useCopy()
  const routed = useEntityHref(entity, value)
  const href = ownHref ?? routed
  const popoverId = useId()
  const valueRef = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  // Escape closes the popover until the pointer or focus leaves and comes back.
  const [dismissed, setDismissed] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // Addresses and hashes never hold invisible characters; shown as ⟨U+202E⟩, an override cannot
  // make `kii1evil` read as `live1iik`. The copy button still copies the value as it is.
  const shown = revealHiddenCharacters(value)
  const short = truncateMiddle(shown, { head, tail })
  const shortened = short !== shown
  const showPopover = shortened && open && !dismissed

  const show = () => {
    clearTimeout(closeTimer.current)
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => {
      setOpen(false)
      setDismissed(false)
    }, closeDelay)
  }
  const keyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    onKeyDown?.(event)
    if (event.key !== 'Escape' || !showPopover) return
    // Only the popover closes: a dialog or menu around keeps its Escape for the next press.
    event.stopPropagation()
    // Focus never enters the popover (it holds no controls): it stays on the value or the copy button.
    setDismissed(true)
  }

  const text = (
    <>
      {/* <bdi> keeps bidirectional-override characters in the value from reordering the text around it. */}
      <bdi aria-hidden={shortened || undefined}>{short}</bdi>
      {shortened && <span className="gk-visually-hidden">{shown}</span>}
    </>
  )
  const describedBy = shortened ? popoverId : undefined
  const feedback = state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''
  return (
    <span
      ref={ref}
      className={cx('gk-copyable', className)}
      data-state={state === 'idle' ? undefined : state}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide()
      }}
      onKeyDown={keyDown}
      {...rest}
    >
      {href ? (
        <GatekitLink ref={(element) => void (valueRef.current = element)} className="gk-copyable__value" href={href} tabIndex={tabIndex} aria-describedby={describedBy}>
          {text}
        </GatekitLink>
      ) : (
        // A tap shows (or hides) the full value on touch screens, where there is no hover.
        <span
          ref={(element) => void (valueRef.current = element)}
          className="gk-copyable__value"
          onClick={shortened ? () => (open && !dismissed ? setDismissed(true) : (show(), setDismissed(false))) : undefined}
        >
          {text}
        </span>
      )}
      {shortened && (
        <ValuePopover anchorRef={valueRef} open={showPopover} role="tooltip" id={popoverId} className="gk-copyable__popover">
          <bdi className="gk-copyable__full">{shown}</bdi>
          {feedback && (
            <span className="gk-copyable__popover-status" aria-hidden="true">
              {feedback}
            </span>
          )}
        </ValuePopover>
      )}
      {copyable && (
        <button
          type="button"
          className="gk-copyable__copy"
          aria-label={`${strings.copy} ${kind}`}
          aria-describedby={describedBy}
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
      {/* The outcome in words beside the icon, outside the button so its name stays "Copy …"
          (the live region below says it to screen readers). */}
      {copyable && feedback && (
        <span className="gk-copyable__status" aria-hidden="true">
          {feedback}
        </span>
      )}
      <span className="gk-visually-hidden" aria-live="polite">
        {feedback}
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
