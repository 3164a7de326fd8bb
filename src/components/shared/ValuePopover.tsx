import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes, type RefObject } from 'react'

/** Props of {@link ValuePopover}. */
export type ValuePopoverProps = HTMLAttributes<HTMLSpanElement> & {
  /** The element the popover is placed against. */
  anchorRef: RefObject<HTMLElement | null>
  /** Shown and placed while true; hidden (by the stylesheet, without `data-open`) otherwise. */
  open: boolean
}

// Room kept between the popover and the viewport's edges, and between it and its anchor, in px.
const margin = 8
const gap = 4

function place(popover: HTMLElement, anchor: HTMLElement) {
  const view = popover.ownerDocument.documentElement
  const width = view.clientWidth
  const height = view.clientHeight
  popover.style.maxWidth = `${Math.max(0, Math.min(640, width - 2 * margin))}px`
  const box = anchor.getBoundingClientRect()
  const size = popover.getBoundingClientRect()
  // Below the value, or above it when it does not fit below and there is more room above.
  const below = box.bottom + gap
  const flip = below + size.height > height - margin && box.top > height - box.bottom
  const top = flip ? Math.max(margin, box.top - gap - size.height) : below
  const left = Math.max(margin, Math.min(box.left, width - margin - size.width))
  popover.style.top = `${top}px`
  popover.style.left = `${left}px`
  popover.dataset.side = flip ? 'top' : 'bottom'
}

/**
 * A floating box for a value's full text, placed below its anchor or above it when there is no room,
 * kept inside the viewport. Shown in the top layer (the Popover API) where the browser has it, so no
 * table's overflow clips it; it stays in the DOM where it is rendered, so a shadow root's styles and
 * the theme around apply. Elsewhere it is `position: fixed`, which an overflowing cell does not clip either.
 * Hidden while closed; it stays in the DOM, where `aria-describedby` can name it.
 *
 * @example
 * ```tsx
 * <ValuePopover anchorRef={valueRef} open={open} id={popoverId} role="tooltip">{fullValue}</ValuePopover>
 * ```
 */
export const ValuePopover = /* @__PURE__ */ forwardRef<HTMLSpanElement, ValuePopoverProps>(function ValuePopover(
  { anchorRef, open, className, ...rest },
  ref,
) {
  const own = useRef<HTMLSpanElement | null>(null)
  useLayoutEffect(() => {
    const popover = own.current
    const anchor = anchorRef.current
    if (!open || !popover || !anchor) return
    // `manual`: opening and closing stay with the value's hover and focus rules, not light dismiss.
    const topLayer = typeof popover.showPopover === 'function' && popover.isConnected
    if (topLayer) {
      popover.popover = 'manual'
      popover.showPopover()
    }
    const update = () => place(popover, anchor)
    update()
    const window = popover.ownerDocument.defaultView
    window?.addEventListener('scroll', update, true)
    window?.addEventListener('resize', update)
    return () => {
      window?.removeEventListener('scroll', update, true)
      window?.removeEventListener('resize', update)
      if (topLayer && popover.matches(':popover-open')) popover.hidePopover()
    }
  }, [anchorRef, open])
  return (
    <span
      ref={(element) => {
        own.current = element
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
      className={className}
      data-open={open ? '' : undefined}
      {...rest}
    />
  )
})
