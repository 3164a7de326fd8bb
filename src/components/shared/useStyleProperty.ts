import { useCallback } from 'react'

/**
 * A callback ref that sets one CSS property of its element through the CSSOM
 * (`element.style.setProperty`) instead of a `style` prop.
 *
 * Why: a `style` prop becomes a `style` attribute in server-rendered HTML, which a
 * page's Content-Security-Policy without `'unsafe-inline'` (`style-src 'self'`)
 * blocks, and hydration does not set it again: the size would be lost until the
 * value changes. The CSSOM is not governed by the policy. The ref runs on the
 * client only (never on the server), when the element is attached and again
 * whenever the value changes.
 *
 * @example
 * ```tsx
 * const fill = useStyleProperty<HTMLSpanElement>('inline-size', '42%')
 * <span ref={fill} className="gk-tx-viewer__gas-fill" />
 * ```
 */
export function useStyleProperty<TElement extends HTMLElement>(property: string, value: string): (element: TElement | null) => void {
  return useCallback(
    (element: TElement | null) => {
      element?.style.setProperty(property, value)
    },
    [property, value],
  )
}
