import { createElement, forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../shared/cx.ts'

/**
 * A heading whose level follows the viewer's `headingLevel`, clamped to h1–h6.
 *
 * @example
 * ```tsx
 * <TxViewerHeading level={viewer.headingLevel + 1}>Fees</TxViewerHeading>
 * ```
 */
export const TxViewerHeading = /* @__PURE__ */ forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement> & { level: number }>(function TxViewerHeading(
  { level, className, ...rest },
  ref,
) {
  const clamped = Math.min(Math.max(Math.round(level), 1), 6)
  return createElement(`h${clamped}`, { ref, className: cx('gk-tx-viewer__heading', className), ...rest })
})
